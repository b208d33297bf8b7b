"""Round 39: the words of Danish and Norwegian, Finnish, Hungarian, Romanian, Indonesian and Vietnamese that
`lexicons` reads (each from the language's grammar: the imperative, polite and infinitive forms of the verbs the
English rules read; its words for the AI, earlier instructions and a system notice). Accents may be written: every
word is folded as the text is."""

from __future__ import annotations

from opmem.quarantine.lexicons import Lexicon

DANO_NORWEGIAN = Lexicon(
    name="Danish and Norwegian",
    function="og ikke jeg af av er eller hvis skal deg dig meg mig hun dere jer kan vil til at for",
    ignore="ignorer|ignorere|ignorér|glem|glemme|se bort fra|overse|tilsidesæt|tilsidesett",
    prior="instruks*|instrukser*|instruktion*|anvisning*|regler|reglene|reglerne|tidligere|forrige|beskjed*|"
    "besked*|det du har fået at vide|alt du har fått beskjed om",
    ai="ki|ai|kunstig intelligens|assistent*|chatbot*|bot|boten|botten|sprogmodel*|språkmodell*|modell|modellen|model",
    greet="hei|hej|hallo|kjære|kære|god morgen|goddag|til",
    reader="du som leser|du som læser|du som svarer|du som oppsummerer|du som opsummerer|du som behandler",
    order="send|slett|slet|skriv|svar|si|sig|gi|giv|legg til|læg til|tilføj|endre|endr|ændr|ændre|overfør|betal|"
    "godkjenn|godkend|bekreft|bekræft|avbryt|annuller|kanseller|slå av|sluk|deaktiver|merk|marker|videresend|"
    "tildel|inviter|fjern|opplys|oplys|oppgi|angiv|nevn|nævn",
    polite="vennligst|venligst|vær så snill|vær snill|vær venlig|vær så venlig",
    modal="skal|må|bør",
    system="system*|administrator*|systembesked|systemmeddelelse",
    send="send|videresend|send videre|del",
    sent="kode*|passord*|adgangskode*|login*|innlogging*|kundeliste*|liste*|listen|data|fil|filen|filer*|"
    "personnummer*|cpr*|oplysninger|opplysninger",
    grant="gi|giv|tildel|legg til|tilføj|læg til|inviter",
    rights="tilgang*|adgang*|administrator*|admin*|skrivetilgang*|rettigheter|rettigheder",
    # round 42b
    switch_off="slå av|slå fra|skru av|sluk|deaktiver|deaktivér|deaktivere|stopp|fjern|slett|slet|slette|omgå",
    safeguard="brannmur*|firewall*|loggføring*|logning*|revisjonslogg*|auditlogg*|overvåking*|overvågning*|"
    "antivirus*|backup*|sikkerhetskopi*|sikkerhedskopi*|alarm*|kamera*|videoovervåking*|videoovervågning*|"
    "tofaktor*|totrinns*|2fa|mfa|sensor*|føler*|følere*",
    prohibit="ikke|aldri|aldrig|ingen",
    change="endre|endr|ændr|ændre|skift|oppdater|opdater|opdatér|sett|sæt",
    record="kontonummer*|konto|kontoen|bankkonto*|iban|adresse|adressen|e-post*|epost*|e-mail*|e-mailadresse*|"
    "telefonnummer*|mobilnummer*",
)

FINNISH = Lexicon(
    name="Finnish",
    function="ja on ei se että kun tai mutta myös ole oli ovat voi tämä joka sinun minun mitä jos niin kaikki",
    ignore="unohda|unohtakaa|ohita|ohittakaa|sivuuta|sivuuttakaa|älä välitä|älkää välittäkö|jätä|jättäkää",
    prior="ohje*|aiemm*|edelli*|säänn*|sääntö*|kaikki mitä sinulle on sanottu|huomiotta",
    ai="tekoäly*|avustaja*|assistentti*|botti*|chatbotti*|malli*|kielimalli*|ai",
    greet="hei|moi|terve|hyvä|terveisiä|rakas|arvoisa",
    reader="sinä joka luet|sinä joka vastaat|sinä joka tiivistät|sinä avustaja",
    order="lähetä|lähettäkää|poista|poistakaa|siirrä|siirtäkää|maksa|maksakaa|anna|antakaa|lisää|lisätkää|muuta|"
    "muuttakaa|vaihda|vaihtakaa|kirjoita|kirjoittakaa|vastaa|vastatkaa|sano|sanokaa|kerro|kertokaa|hyväksy|"
    "hyväksykää|peru|peruuta|perukaa|merkitse|merkitkää|sammuta|sammuttakaa|välitä|välittäkää|vahvista|"
    "vahvistakaa|ilmoita|ilmoittakaa|tyhjennä|nollaa",
    polite="ole hyvä|olkaa hyvä|voisitko|voisitteko|pyydän|pyydämme|ystävällisesti",
    modal="täytyy|pitää|tulee|on lähetettävä|on poistettava|on hyväksyttävä|on vastattava|on kerrottava",
    system="järjestelmä*|ylläpito*|ylläpitäjä*|järjestelmäviesti*|järjestelmäilmoitus*",
    send="lähetä|lähettäkää|välitä|välittäkää|toimita|toimittakaa",
    sent="koodi*|salasan*|tunnu*|kirjautumis*|asiakaslista*|asiakasrekister*|lista*|jäsenlista*|tiedo*|data|"
    "henkilötun*|pöytäkirja*",
    grant="anna|antakaa|lisää|lisätkää|myönnä|myöntäkää",
    rights="pääsy*|käyttöoikeu*|oikeu*|pääkäyttäjä*|ylläpitäjä*|admin*",
    # round 42b
    switch_off="poista käytöstä|kytke pois|sammuta|sammuttakaa|ohita|ohittakaa|poista|poistakaa|pysäytä|"
    "pysäyttäkää|lopeta|tyhjennä",
    safeguard="palomuuri*|lokitus*|lokituksen|auditointi*|valvonta*|valvonnan|virustorjun*|varmuuskopi*|hälyty*|"
    "hälytin*|valvontakamer*|kamera*|kaksivaihei*|tunnistautumi*|anturi*",
    prohibit="älä|älkää|ei|eikä",
    change="muuta|muuttakaa|vaihda|vaihtakaa|päivitä|päivittäkää|aseta",
    record="tilinumero*|tili|tilin|iban|osoite|osoitteen|sähköposti*|puhelinnumero*",
)

HUNGARIAN = Lexicon(
    name="Hungarian",
    function="az és hogy nem egy meg van ez kérem vagy nincs kell már minden csak amit ha mert",
    ignore="hagyd figyelmen kívül|hagyja figyelmen kívül|hagyjátok figyelmen kívül|felejtsd el|felejtse el|"
    "ne törődj|ne törődjön|ne foglalkozz|ne foglalkozzon|figyelmen kívül",
    prior="utasítás*|szabály*|korábbi|előző|eddigi|mindent amit",
    ai="asszisztens*|mesterséges intelligencia|ai|bot|botot|chatbot*|modell*|nyelvi modell*",
    greet="kedves|szia|sziasztok|helló|hello|üdv|jó napot|tisztelt",
    reader="te aki olvasod|te aki válaszolsz|aki ezt olvassa|aki ezt összefoglalja",
    order="küldd|küldj|küldje|küldjék|töröld|törölj|törölje|írd|írj|írjon|mondd|mondj|mondja meg|add meg|adj|adjon|"
    "utald|utalj|utalja|utaljon|fizesd|fizess|fizessen|változtasd|módosítsd|módosítsa|hagyd jóvá|hagyja jóvá|"
    "erősítsd meg|erősítse meg|kapcsold ki|kapcsolja ki|válaszold|válaszolj|válaszoljon|jelöld|jelölje|"
    "add hozzá|adja hozzá|továbbítsd|továbbítsa|vond vissza|állítsd|állítsa",
    polite="kérem|kérlek|kérjük|legyen szíves|legyen kedves|légy szíves",
    modal="kell|köteles|kötelező",
    system="rendszer*|rendszerüzenet*|adminisztrátor*|rendszergazda*",
    send="küldd|küldj|küldje|küldjék|továbbítsd|továbbítsa|küldjön",
    sent="kód*|jelszó*|jelszav*|belépési*|ügyféllist*|lista*|listá*|adat*|fájl*|jegyzőkönyv*",
    grant="adj|adjon|add|adja|add hozzá|adja hozzá|vedd fel|vegye fel",
    rights="hozzáférés*|jogosultság*|admin*|adminisztrátor*|rendszergazda*",
    # round 42b
    switch_off="kapcsold ki|kapcsolja ki|kapcsoljátok ki|kapcsold le|kapcsolja le|tiltsd le|tiltsa le|töröld|"
    "törölje|töröljétek|állítsd le|állítsa le|kerüld meg|kerülje meg",
    safeguard="tűzfal*|naplózás*|auditnapló*|felügyelet*|monitoroz*|vírusirt*|antivírus*|biztonsági mentés*|"
    "mentéseket|riasztó*|riasztás*|kamerá*|kamera|kétlépcsős*|kétfaktoros*|érzékelő*",
    prohibit="ne|nem|soha",
    object_first=True,
    change="változtasd meg|változtassa meg|módosítsd|módosítsa|írd át|írja át|cseréld|cserélje",
    record="számlaszám*|bankszámla*|iban|címet|címét|szállítási cím*|e-mail*|telefonszám*",
)

ROMANIAN = Lexicon(
    name="Romanian",
    function="și cu pe nu este sunt care să din pentru vă acest această toate fost sau mai dacă îți îmi în",
    ignore="ignoră|ignorați|ignorează|uită|uitați|nu ține cont|nu țineți cont|treci peste",
    prior="instrucțiun*|regul*|anterioar*|precedent*|tot ce ți s-a spus|ce ți s-a spus",
    ai="asistent*|inteligența artificială|inteligenta artificiala|bot|botule|chatbot*|model*",
    greet="bună|buna ziua|salut|dragă|stimate|stimată|hei",
    reader="tu care citești|tu care răspunzi|cel care citește|cine citește",
    order="trimite|trimiteți|șterge|ștergeți|scrie|scrieți|spune|spuneți|răspunde|răspundeți|dați|adaugă|adăugați|"
    "schimbă|schimbați|modifică|modificați|transferă|transferați|virează|virați|plătește|plătiți|aprobă|aprobați|"
    "confirmă|confirmați|anulează|anulați|dezactivează|dezactivați|oprește|opriți|marchează|marcați|acordă|"
    "acordați|redirecționează|include|includeți|trimiterea|ștergerea",
    polite="vă rog|te rog|vă rugăm|rugăm",
    modal="trebuie să|trebuie sa|este obligat|are obligația",
    system="sistem*|administrator*|notă de sistem|mesaj de sistem",
    send="trimite|trimiteți|redirecționează|transmite|transmiteți|să trimiteți|să trimiți",
    sent="cod*|parol*|date|datele|list*|fișier*|fisier*|acces*",
    grant="acordă|acordați|dă|dați|adaugă|adăugați",
    rights="acces*|drepturi*|administrator*|admin*",
    # round 42b
    switch_off="dezactivează|dezactivați|oprește|opriți|șterge|ștergeți|închide|închideți|ocolește|ocoliți",
    safeguard="firewall*|paravan*|jurnal*|loguri*|audit*|monitorizar*|antivirus*|backup*|copii de rezervă|"
    "copiile de rezervă|alarm*|camerele de supraveghere|camere de supraveghere|supraveghere*|autentificar*|"
    "doi factori|2fa|mfa|senzor*",
    prohibit="nu|niciodată",
    change="schimbă|schimbați|modifică|modificați|actualizează|actualizați|setează|setați",
    record="cont|contul|contului|iban|adresa|adresă|adresei|e-mail*|email*|numărul de telefon|telefon*",
)

INDONESIAN = Lexicon(
    name="Indonesian",
    function="dan yang di ke dari ini itu untuk dengan tidak ada akan kami anda saya sudah atau juga semua",
    ignore="abaikan|lupakan|jangan hiraukan|tidak usah hiraukan|acuhkan|kesampingkan",
    prior="instruksi*|perintah*|aturan*|arahan*|petunjuk*|sebelumnya|semua yang dikatakan",
    ai="asisten|ai|kecerdasan buatan|bot|chatbot|model",
    greet="halo|hai|hi|selamat pagi|selamat siang|selamat sore|yth|kepada",
    reader="kamu yang membaca|anda yang membaca|yang membaca ini|yang menjawab ini",
    order="kirim|kirimkan|hapus|hapuskan|transfer|transferkan|ubah|ganti|tambahkan|berikan|beri|tulis|tuliskan|"
    "jawab|katakan|setujui|batalkan|matikan|nonaktifkan|bayar|bayarkan|konfirmasi|tandai|teruskan|sebutkan|"
    "cantumkan|sertakan|reset",
    polite="tolong|mohon|harap|silakan",
    modal="harus|wajib|perlu",
    system="sistem|pesan sistem|admin|administrator|pengumuman sistem",
    send="kirim|kirimkan|teruskan|dikirim|bagikan",
    sent="kode*|kata sandi|sandi|password|data|daftar*|file|berkas|rekening",
    grant="berikan|beri|tambahkan|jadikan",
    rights="akses|hak akses|admin|administrator",
    # round 42b
    switch_off="matikan|nonaktifkan|hapus|hentikan|lewati|copot",
    safeguard="firewall|log audit|audit|logging|pemantauan|monitoring|antivirus|cadangan|backup|alarm|kamera|"
    "cctv|autentikasi dua faktor|autentikasi|2fa|mfa|sensor",
    prohibit="jangan|tidak|dilarang",
    change="ubah|ganti|perbarui|setel",
    record="rekening|nomor rekening|iban|alamat|email|e-mail|nomor telepon|nomor hp|nomor ponsel",
)

VIETNAMESE = Lexicon(
    name="Vietnamese",
    lead=0,
    function="của không được các những người với này một tôi trong cho và là có đã thể",  # "thể" folds to "the"
    ignore="bỏ qua|quên|quên đi|phớt lờ|đừng để ý|không cần để ý|bỏ hết",
    prior="hướng dẫn|chỉ dẫn|chỉ thị|lệnh|quy tắc|trước đó|trước đây",
    ai="trợ lý|trợ lý ai|ai|bot|chatbot|mô hình",
    greet="chào|xin chào|kính gửi|gửi|thân gửi|bạn",
    reader="người đang đọc|bạn đang đọc|ai đang đọc",
    order="gửi|xóa|xoá|chuyển|chuyển khoản|đổi|thay đổi|thêm|cấp|phê duyệt|duyệt|hủy|huỷ|tắt|trả lời|viết|ghi|nói|"
    "báo|xác nhận|đánh dấu|hãy|cập nhật",
    polite="vui lòng|xin hãy|làm ơn|giúp anh|giúp em|giúp tôi|giúp chị",
    negation="không|đừng|chớ",
    modal="phải|cần phải|bắt buộc",
    system="hệ thống|thông báo hệ thống|quản trị|quản trị viên",
    send="gửi|chuyển tiếp",
    sent="mã|mật khẩu|danh sách|dữ liệu|tệp|file|thông tin đăng nhập",
    grant="cấp|thêm",
    rights="quyền|quyền truy cập|quản trị|admin",
    # round 42b
    switch_off="tắt|vô hiệu hóa|vô hiệu hoá|xóa|xoá|dừng|gỡ bỏ",
    safeguard="tường lửa|firewall|nhật ký|log|kiểm toán|giám sát|diệt virus|antivirus|sao lưu|bản sao lưu|backup|"
    "báo động|camera|xác thực hai|2fa|mfa|cảm biến",
    prohibit="không|đừng|chớ|cấm",
    change="đổi|thay đổi|cập nhật|sửa",
    record="số tài khoản|tài khoản|iban|địa chỉ|email|số điện thoại",
)

LEXICONS = (DANO_NORWEGIAN, FINNISH, HUNGARIAN, ROMANIAN, INDONESIAN, VIETNAMESE)
