"""Round 49b: a message to whoever processes this text, named by what it does with it, then an order, in many
languages (docs/measured/guard.md).

A text that means to steer the AI reading it often does not name the AI by the words `requests`, `relayed` and the
lexicons list: it names its addressee by what it does with this text — summarising, retelling, translating it
automatically, collecting its reviews, reading it on someone's behalf, drafting a reply from it — or by an
automatic-system noun ("примечание для ассистента", "тому, кто резюмирует этот отчёт", "bu raporu özetleyen
asistana", "ถึงผู้ช่วยที่สรุปหน้านี้", "à qui résume cette page", "Msaidizi, ukisoma ujumbe huu"), after a dative,
"to" / "for" / "note for" or a greeting, and then, after a colon, a comma or a dash, tells it what to do. A person
writing to people names them by a human role or by name ("note du traducteur :", "Hinweis an die Leserinnen und
Leser:"), and a document that speaks of such tools states what they do ("бот, который отвечает клиентам, может
удалить заказ") rather than ordering them after a mark. English is `relayed`'s (round 44a; round 49b widened it).

Each `_Tongue` is one language's words, folded as the guard folds the text (`lexicons.fold`): what opens an address
(`opens`, at a piece's start; `closes`, at its end where a dative suffix or postposition marks it), what names the
processing reader (`reader`: at least one in the piece), and the orders (`order`). A piece is the run of a sentence
between two marks (":", ",", ";", a dash), of at most `_WORDS` words. After a colon or a dash the order may stand
anywhere in the rest of the sentence; after a comma (a vocative: "Бот, запомни", or a relative clause: "Ассистент,
который ...") it must open a later clause (or close one, where the verb comes last), so a sentence that speaks of a
tool ("бот, который отвечает клиентам, может удалить заказ") is not read as ordering it.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from opmem.quarantine import lexicons, relayed

#: the longest piece read as an address, in words
_WORDS = 14
#: the marks that end an address: a colon (strong), a comma or semicolon (a vocative or a clause), a dash
_MARK = re.compile(r"\s*(?::|：|,|，|;|\s[-—–]\s|[—–])\s*")
#: English function words: a sentence with `_LEANS` of them is English, whatever Latin-script words it borrows ("our
#: chatbot can't change names; please ...")
_ENGLISH = re.compile(r"\b(?:the|and|to|of|is|are|you|your|this|that|with|for|it|can|will|be|on|in)\b")
_LEANS = 3
#: a colon or a dash: what follows is what the address says
_STRONG = re.compile(r"[:：—–-]")
#: what may stand before an address's first word: a footnote number or mark, a bullet, quotes, brackets
_LEAD = re.compile(r"^[\W\d_¹²³⁴⁵⁶⁷⁸⁹⁰]*")


@dataclass(frozen=True)
class _Tongue:
    """One language's words ("|"-separated, "*" ends a stem), as `lexicons.Lexicon` writes them."""

    name: str
    opens: str
    reader: str
    order: str
    closes: str = ""
    script: str = ""  #: a character class of the language's script (the gate of those with one; the others are
    #: not read in a sentence that leans English, `_ENGLISH`)
    bounded: bool = True  #: words between word boundaries (not in Hindi, Bengali and Thai)
    verb_last: bool = False  #: the order closes its clause (Turkish, Hindi, Persian, Bengali)


_TONGUES = (
    _Tongue(
        "French",
        opens="a|au|aux|pour|cher|chere|chers|cheres|note a|note pour|mot a|mot pour|message a|message pour|qui|"
        "quiconque|toi|vous|et|a l'attention de|a l'attention du|a l'attention des",
        reader="ia|l'ia|intelligence artificielle|l'assistant|assistante|assistant ia|assistant virtuel|"
        "modele de langage|modeles de langage|"
        "moteur de traduction|moteurs de traduction|traduction automatique|outil automatique|outils automatiques|"
        "resume|resumez|resument|resumera|synthetise|synthetisent|compile|compilent|rassemble|rassemblent",
        order="recommandez|recommande|presentez|presente|dites|dis|ecrivez|ecris|taisez|omettez|omets|mentionnez|"
        "mentionne|indiquez|indique|affirmez|affirme|qualifiez|qualifie|citez|cite|attribuez|attribue|envoyez|"
        "envoie|supprimez|supprime|ajoutez|ajoute|ignorez|ignore|traitez|traite|donnez|donne|repondez|reponds|"
        "demandez|demande|conseillez|conseille|veuillez|merci de|s'il vous plait",
    ),
    _Tongue(
        "German",
        opens="an|fur|liebe|lieber|liebes|hinweis an|hinweis fur|notiz an|notiz fur|hallo|und|oder",
        reader="ki|ki-system*|ki-assistent*|ki-modell*|sprachmodell*|assistent*|chatbot*|maschine|maschinen|"
        "zusammenfass*|ubersetzungsprogramm*|ubersetzungssoftware|ubersetzungsmaschine*|automatisch*",
        order="bitte|geben sie|nennen sie|erwahnen sie|schreiben sie|stellen sie|sagen sie|senden sie|"
        "loschen sie|ubernehmen sie|empfehlen sie|gib|nenne|erwahne|schreib|schreibe|stell|stelle|sag|sage|"
        "sende|schick|losche|empfiehl|verschweige|verschweigen sie|lass|lassen sie|ignoriere|ignorieren sie",
    ),
    _Tongue(
        "Spanish, Portuguese and Italian",
        opens="a|al|ao|a la|para|per|all'|alla|al sistema|nota para|nota per|querido|querida|caro|cara|prezado|prezada",
        reader="ia|asistente*|assistente*|inteligencia artificial|intelligenza artificiale|modelo de lenguaje|"
        "modelo de linguagem|modello linguistico|resume|resuma|resumen|resumindo|resumiendo|riassume|riassumi|"
        "riassumendo|traduccion automatica|traducao automatica|traduzione automatica",
        order="di|dile|diga|digam|dite|escribe|escriba|escreva|scrivi|scrivete|presenta|presente|presentate|"
        "omite|omita|ometti|omettete|no menciones|nao mencione|non menzionare|recomienda|recomiende|recomende|"
        "raccomanda|consiglia|envia|envie|invia|manda|borra|apaga|apague|elimina|cancella|anade|adicione|aggiungi|"
        "por favor|per favore|indica|indique|afirma|afirme|afferma",
    ),
    _Tongue(
        "Romanian",
        opens="catre|pentru|draga|stimate|asistentul|asistentului|botul|botului|modelul|modelului",
        reader="asistent*|botul*|modelul*|inteligenta artificiala|ia|care citeste|care rezuma|care traduce",
        order="trimite|trimite-mi|trimiteti|spune|spune-i|spuneti|scrie|scrieti|sterge|stergeti|schimba|"
        "schimbati|adauga|adaugati|confirma|confirmati|plateste|platiti|recomanda|recomandati|te rog|va rog",
    ),
    _Tongue(
        "Vietnamese",
        opens="gui|kinh gui|thua|chao|xin chao|anh chi|anh|chi|em|ban|tro ly",
        reader="tro ly|tro ly ai|mo hinh|tom tat|dang doc",
        order="hay|vui long|xin hay|lam on|gui|xoa|doi|chuyen|noi|viet|bao|cho biet|dung nhac",
    ),
    _Tongue(
        "Malay and Indonesian",
        opens="kepada|untuk|buat|yth|hai|halo|wahai",
        reader="pembantu ai|asisten ai|asisten|pembantu maya|kecerdasan buatan|yang meringkas|yang merangkum|"
        "yang menerjemahkan",
        order="sila|tolong|mohon|harap|pindahkan|kirim|kirimkan|hantar|hantarkan|transfer|transferkan|hapus|"
        "padam|ubah|tukar|tambahkan|beritahu|beri tahu|tulis|tuliskan|katakan|bayar|bayarkan|sampaikan",
    ),
    _Tongue(
        "Swahili",
        opens="msaidizi|kwa|mpendwa|wewe|habari",
        reader="msaidizi*|akili bandia|roboti|ukisoma|unayesoma|anayesoma",
        order="futa|tuma|nitumie|badilisha|lipa|ongeza|andika|sema|mwambie|mwambia|thibitisha|ghairi|hamisha|"
        "tafadhali|weka|toa",
    ),
    _Tongue(
        "Hindi, romanised",
        opens="jo bhi|jo|aap|tum|agar aap|agar tum",
        reader="padh raha|padh rahe|padh rahi|parh raha|padhne wala|padhne wale",
        order="daal do|dal do|bhej do|bata do|kar do|badal do|de do|likh do|hata do|mita do|dijiye|kijiye",
    ),
    _Tongue(
        "Turkish",
        opens="sayin|sevgili|merhaba|not",
        reader="ozetle*|ozetleyen*|ozetleyecek*|ceviren asistan*|okuyan asistan*|okuyan yapay zeka|"
        "yapay zeka*|asistan*|sohbet botu*|dil modeli*|otomatik*",
        closes="olana|olana not|olanlara|olanlara not|asistana|asistanina|asistan|yapay zekaya|bota|modele|"
        "okuyana|okuyanlara",
        order="atla|atlayin|sun|sunun|yaz|yazin|soyle|soyleyin|belirt|belirtin|sil|silin|gonder|gonderin|"
        "degistir|degistirin|ekle|ekleyin|kopyala|kopyalayin|kopyalasin|paylas|paylasin|aktar|aktarin|yukle|"
        "yukleyin|sor|sorun|iste|isteyin|bildir|bildirin|onayla|onaylayin|kaldir|kaldirin|gizle|gizleyin|"
        "bahsetme|bahsetmeyin|yazsin|soylesin|silsin|gondersin|eklesin|sunsun|atlasin|lutfen",
        verb_last=True,
    ),
    _Tongue(
        "Russian, Ukrainian and Bulgarian",
        opens="тому|тем|для|до|к|ко|кому|кто|хто|що|який|яка|который|которая|които|който|която|примечание для|"
        "заметка для|від редакції для|от редакции для|привет|привіт|гей|эй|уважаемый|шановний|бот|ассистент|"
        "асистент|помощник|помічник|модель",
        reader="пересказыва*|пересказчик*|переказу*|переказувач*|преразказва*|суммаризир*|резюмиру*|обобща*|"
        "підсумову*|собирает отзывы|собирает ответы|собирает результаты|збирає відгуки|збирає результати|"
        "искусственного интеллекта|штучного інтелекту|"
        "изкуствен интелект|ассистент*|асистент*|помощник*|помічник*|бот|бота|боту|чат-бот*|нейросет*|"
        "языков* модел*|мовн* модел*|автоматическ*|автоматичн*",
        order="назови|назовите|упомяни|упомяните|не упоминай|не упоминайте|опусти|опустите|пропусти|пропустите|"
        "представь|представьте|подай|подайте|подавай|подавайте|пиши|пишите|напиши|напишите|запомни|запомните|"
        "попроси|попросите|посоветуй|посоветуйте|порекомендуй|порекомендуйте|отметь|отметьте|передай|передайте|"
        "сообщи|сообщите|скажи|скажите|удали|удалите|отправь|отправьте|пришли|пришлите|скопируй|скопируйте|"
        "подтверди|подтвердите|измени|измените|добавь|добавьте|переведи|переведите|пожалуйста|"
        "назви|назвіть|згадай|згадайте|не згадуй|не згадуйте|опусти|пропусти|пропустіть|подавай|подавайте|"
        "пиши|пишіть|напиши|напишіть|познач|позначте|попроси|попросіть|порадь|порадьте|скажи|скажіть|видали|"
        "видаліть|надішли|надішліть|скопіюй|скопіюйте|підтверди|підтвердіть|зміни|змініть|додай|додайте|"
        "будь ласка|потвърди|потвърдете|промени|променете|смени|сменете|изпрати|изпратете|прати|пратете|кажи|"
        "кажете|добави|добавете|изтрий|изтрийте|премахни|премахнете|отмени|отменете|плати|платете|препоръчай|"
        "препоръчайте|не споменавай|не споменавайте|пропусни|пропуснете|моля",
        script=r"[\u0400-\u04ff]",
    ),
    _Tongue(
        "Greek",
        opens="σε|στον|στην|στο|προς|για|αγαπητέ|αγαπητή|όποιον|όποιος|εσύ|εσείς",
        reader="για λογαριασμό|τεχνητής νοημοσύνης|τεχνητή νοημοσύνη|συνοψίζει|συνοψίζεις|συνοψίζετε|"
        "συνοψίζουν|συλλέγει|βοηθό|βοηθέ|βοηθός|μοντέλο|μοντέλα|bot|αυτόματα|αυτόματης",
        order="πείτε|πες|γράψτε|γράψε|μην αναφέρετε|μην αναφέρεις|αναφέρετε|παραλείψτε|παράλειψε|παρουσιάστε|"
        "παρουσίασε|σημειώστε|σημείωσε|προτείνετε|πρότεινε|συστήστε|στείλτε|στείλε|διαγράψτε|διάγραψε|"
        "παρακαλώ|παρακαλούμε",
        script=r"[\u0370-\u03ff\u1f00-\u1fff]",
    ),
    _Tongue(
        "Hebrew",
        opens="אל|ל|לכל|עבור|הערה ל|הערה עבור|לכבוד|שלום|מי|למי|לעוזר|לבוט|למודל|למערכת",
        reader="שמתרגם|שמתרגמת|שמסכם|שמסכמת|שמסכמים|מסכם|מתרגם אוטומטית|באופן אוטומטי|אוטומטי|אוטומטית|"
        "עוזר|לעוזר|העוזר|בינה מלאכותית|הבינה המלאכותית|מודל|למודל|בוט|לבוט",
        order="השמט|השמיטו|כתוב|כתבו|כתבי|אל תזכיר|אל תזכירו|אל תזכירי|ציין|ציינו|אמור|אמרו|תגיד|תגידו|"
        "המלץ|המליצו|שלח|שלחו|מחק|מחקו|הצג|הציגו|נא|בבקשה|אנא",
        script=r"[\u0590-\u05ff]",
    ),
    _Tongue(
        "Arabic and Persian",
        opens="به|برای|خطاب به|یادداشت برای|إلى|الى|ل|عزيزي|أيها|ايها|هر",
        reader="دستیار|هوش مصنوعی|ابزار خودکار|ابزار خودکاری|خودکار|ربات|مدل زبانی|خلاصه میکند|خلاصه می کند|"
        "ترجمه میکند|المساعد|مساعد|الذكاء الاصطناعي|يلخص|تلخص|يترجم آليا|آليا",
        order="بگویید|بگو|بنویسید|بنویس|حذف کنید|حذف کن|اشاره نکنید|اشاره نکن|ذکر نکنید|نسبت دهید|بفرستید|"
        "بفرست|ارسال کنید|تغییر دهید|پاک کنید|لطفا|اكتب|اكتبوا|قل|قولوا|أخبر|اخبر|احذف|أرسل|ارسل|لا تذكر|"
        "يرجى|الرجاء|من فضلك",
        script=r"[\u0600-\u06ff]",
        verb_last=True,
    ),
    _Tongue(
        "Hindi",
        opens="जो भी|जो|प्रिय|नमस्ते",
        reader="सारांश|पढ़कर जवाब|जवाब तैयार|एआई|सहायक|असिस्टेंट|बॉट|मॉडल|स्वचालित",
        closes="के लिए|को",
        order="बताइए|बताएं|बताएँ|बताओ|बता दें|छोड़ दीजिए|छोड़ दें|पूछ लें|पूछें|पूछिए|भेजें|भेज दें|भेज दो|"
        "लिखें|लिखिए|हटा दें|हटाइए|कहें|कहिए|कृपया",
        script=r"[\u0900-\u097f]",
        bounded=False,
        verb_last=True,
    ),
    _Tongue(
        "Bengali",
        opens="আপনি যদি|যদি আপনি|তুমি যদি|প্রিয়",
        reader="সহকারী|সহায়ক|এআই|বট",
        order="পাঠিয়ে দিন|পাঠান|দিয়ে দিন|করুন|বলুন|লিখুন|মুছে ফেলুন|অনুগ্রহ করে|দয়া করে",
        script=r"[\u0980-\u09ff]",
        bounded=False,
        verb_last=True,
    ),
    _Tongue(
        "Thai",
        opens="ถึง|เรียน|สำหรับ|ผู้ที่|คนที่",
        reader="สรุป|ผู้ช่วย|เอไอ|บอท|โมเดล|ปัญญาประดิษฐ์|อัตโนมัติ",
        order="กรุณา|โปรด|บอก|เขียน|ระบุ|อย่า|ลบ|ส่ง",
        script=r"[\u0e00-\u0e7f]",
        bounded=False,
    ),
)


@dataclass(frozen=True)
class _Reading:
    script: re.Pattern[str] | None
    cue: re.Pattern[str]  #: the reader words anywhere: a cheap first look
    opens: re.Pattern[str]
    closes: re.Pattern[str] | None
    order: re.Pattern[str]
    first: re.Pattern[str]  #: an order opening a clause
    last: re.Pattern[str]  #: an order closing a clause
    verb_last: bool


def _compiled(tongue: _Tongue) -> _Reading:
    def alt(words: str) -> str:
        return lexicons.alternation(words, tongue.bounded)

    reader, order = alt(tongue.reader), alt(tongue.order)
    closes = re.compile(rf"(?:{alt(tongue.closes)})\s*$") if tongue.closes else None
    return _Reading(
        script=re.compile(tongue.script) if tongue.script else None,
        cue=re.compile(reader),
        # the opening word at most three words in ("Hinweis der Autoren an ...", "Anh chị trợ lý ...")
        opens=re.compile(rf"^(?:\S+\s+){{0,3}}?(?:{alt(tongue.opens)})"),
        closes=closes,
        order=re.compile(order),
        first=re.compile(rf"^(?:\S+\s+){{0,1}}?(?:{order})"),
        last=re.compile(rf"(?:{order})[\s.!?।。]*$"),
        verb_last=tongue.verb_last,
    )


@functools.cache
def _readings() -> tuple[_Reading, ...]:
    return tuple(map(_compiled, _TONGUES))


def addressed(sentences: tuple[str, ...]) -> bool:
    """A sentence opens with an address to whoever processes the text, then orders it (the module docstring)."""
    readings = _readings()
    for sentence in map(lexicons.refolded, sentences):
        english = len(_ENGLISH.findall(sentence)) >= _LEANS
        for reading in readings:
            if (reading.script is None and english) or (
                reading.script is not None and reading.script.search(sentence) is None
            ):
                continue
            if reading.cue.search(sentence) is not None and _ordered(sentence, reading):
                return True
    return False


def _ordered(sentence: str, reading: _Reading) -> bool:
    marks = list(_MARK.finditer(sentence))
    start = 0
    for i, mark in enumerate(marks):
        piece = _LEAD.sub("", sentence[start : mark.start()]).strip()
        begun = start
        start = mark.end()
        if not piece or len(piece.split()) > _WORDS or reading.cue.search(piece) is None:
            continue
        if reading.opens.search(piece) is None and (reading.closes is None or reading.closes.search(piece) is None):
            continue
        if relayed.unsaid(sentence[:begun]):
            continue
        if _told(sentence, marks[i:], reading):
            return True
    return False


def _told(sentence: str, marks: list[re.Match[str]], reading: _Reading) -> bool:
    """After a colon or a dash, an order anywhere in the rest of the sentence; after a comma, an order opening (or,
    where the verb comes last, closing) a later clause."""
    if _STRONG.search(marks[0].group()) is not None:
        return reading.order.search(sentence, marks[0].end()) is not None
    for i, mark in enumerate(marks):
        end = marks[i + 1].start() if i + 1 < len(marks) else len(sentence)
        clause = sentence[mark.end() : end]
        if reading.first.search(clause) is not None or (reading.verb_last and reading.last.search(clause)):
            return True
    return False
