"""Round 34: what the English rules recognise, read in the other languages the guard meets (docs/measured/guard.md).

`polyglot` reads orders in German, Spanish, French and Portuguese. This module reads, on the normalised text
(casefolded, accents dropped: "überweise" reads "uberweise", "wyłącz" reads "wylacz"), the same shapes in Italian,
Dutch, Polish, Czech, Swedish, Turkish, Japanese and Chinese, and the shapes `polyglot` does not read in any of the
twelve:

- the reader told to ignore or forget its earlier instructions ("ignora le istruzioni precedenti", "negeer alle
  eerdere instructies", "zignoruj polecenia", "これまでの指示を無視して", "忽略之前的指令");
- the reader addressed, named by what it does with the text or as the AI ("a chi legge questo verbale:", "voor wie
  dit rooster samenvat:", "do osoby, która to czyta:", "till dig som sammanfattar:", "a quien conteste esto:", "para
  quem estiver gerando esta resposta:", "Cara IA,", "この文章を読んでいるAIへ", "正在读这段内容的助手"), and then
  told what to do: an imperative or an infinitive after a colon, comma or dash, or a modal ("deve", "moet", "ma",
  "muss", "debe", "doit") and a verb, as English `framing.reader_order` wants;
- a header of authority ("[SYSTEMNACHRICHT]", "MESSAGGIO DI SISTEMA:", "BEHEERDERSMELDING:", "【系统消息】") with an
  order after it, as English `framing.labelled_order`;
- an order inside a tag that is not HTML or inside a comment ("<tarea>Dar acceso ...</tarea>", "<!-- scrivi che
  ... -->"), as English `orders.tagged`;
- a request to act on the world in the eight languages: a polite word, an imperative or an infinitive of sending,
  paying, granting, adding, deleting, changing or disabling, with a target of consequence in its clause (an address,
  an IBAN or account, an amount, a password, access, an admin role), as `polyglot.WORLD` reads the four.

A text that reports what a file says ("il manuale dice che ...", "volgens de handleiding ...") carries no imperative
after an address and passes, as in English; a statement of what someone does ("Marco invia la lista") has a subject
before its verb and is not read as an order.
"""

from __future__ import annotations

import re

from opmem.quarantine import lexicons
from opmem.quarantine.prefilter import Cued
from opmem.quarantine.tongue_words import (
    FOUR_WORDS,
    HAN,
    counts,
    fold_pattern,
    gated,
    leaning,
    other,
    words,
)

__all__ = [
    "ADDRESS",
    "FOUR_WORDS",
    "HEADER",
    "HEADER_INLINE",
    "WORLD",
    "counts",
    "gated",
    "leaning",
    "other",
    "request",
    "words",
]


_IGNORE = fold_pattern(
    # Italian, Dutch, Polish, Czech, Swedish: the verb, then what is dismissed
    r"\b(?:ignora|ignorate|dimentica|dimenticate|lascia perdere|trascura|negeer|vergeet|zignoruj|ignoruj|zapomnij|"
    r"pomin|zapomen\w*|ignorera|bortse fran|bortse ifran|glom|glem|strunta i|vergiss|oublie|olvida|esqueca|esquece|"
    r"ignorez|olvide|"
    # round 42b: the plural and polite imperatives ("ignorujte", "zapomeňte", "ignorujcie"), Dutch "ignoreer",
    # Italian "non tenere conto di"
    r"ignorujte|ignorujcie|zapomente|zapomnijcie|ignoreer|ignoreert|non tenere conto d\w*|non tenete conto d\w*)\b"
    r"[^;.]{0,40}?\b(?:istruzion\w*|"
    r"indicazion\w*|regole|precedent\w*|quanto detto|tutto cio|instructies|opdrachten|regels|eerdere|vorige|wat je|"
    r"polecen\w*|instrukcj\w*|zasady|wczesniejsz\w*|poprzedni\w*|pokyn\w*|instrukc\w*|pravidl\w*|predchozi\w*|"
    r"instruktion\w*|regler\w*|tidigare|beskjed\w*|instruks\w*|alt du har|"
    # round 39: Spanish and Portuguese "instrucciones" / "instrucoes" after a verb of the twelve; Czech and Polish
    # "everything they told you"
    r"instrucc?\w*|instruc(?:oes|ao)|vsechno,? co (?:ti|vam) (?:rekli|bylo receno)|"
    r"wszystko,? co (?:ci|wam) (?:powiedziano|kazano)|"
    r"(?:was|ce que|lo que|o que) (?:man |on |te |t'|lhe )?(?:dir |t'a |a )?"
    r"(?:vorher |antes |avant )?(?:gesagt|dit|dijeron|dijo|disseram|disse))"
    # Turkish puts the verb last
    r"|\b(?:talimat\w*|kural\w*|komut\w*|yukaridaki\w*|onceki\w*|soylenen\w*)\b[^;.]{0,30}?\b(?:yoksay\w*|"
    r"yok say\w*|unut\w*|bos ?ver\w*|gormezden gel\w*)"
    # round 39: German and Dutch may put the infinitive last ("alle bisherigen Anweisungen ignorieren")
    r"|\b(?:anweisung\w*|vorgaben|instructies|opdrachten)\b[^;.]{0,20}?\b(?:ignorieren|vergessen|negeren|vergeten)\b"
    # German may put it last ("alles, was man dir vorher gesagt hat, vergessen")
    r"|\balles,? was (?:man )?(?:dir|ihnen|euch)\b[^.;]{0,20}?\b(?:gesagt|aufgetragen)\b[^.;]{0,30}?\bvergessen\b"
    r"|(?:指示|ルール|命令|指令|規則)[^。.]{0,15}?(?:無視|忘れ)"
    r"|(?:忽略|忘掉|忘记|无视|不要理会)[^。.]{0,15}?(?:指令|指示|规则|命令|要求)"
    # round 42b: German "lass die bisherigen Regeln weg" (leave out: the particle last)
    r"|\blass\w*\b[^;.]{0,30}?\b(?:vorherig\w*|bisherig\w*|anweisung\w*|regeln|vorgaben)\b[^;.]{0,10}?\bweg\b"
    # round 42b: the text above ignored, or the instructions above declared void ("忽略上文", "以上说明作废",
    # "上記の指示はすべて無効です")
    r"|(?:忽略|无视|不要理会)(?:上文|以上|上面|前面|之前)"
    r"|(?:以上|上面|前面|之前)的?(?:说明|指令|指示|规则)[^。.]{0,6}?(?:作废|无效|失效)"
    r"|(?:上記|以上|これまで|先)の(?:指示|命令|ルール)[^。.]{0,10}?(?:無効|取り消)"
)

#: whoever reads, answers, summarises or processes the text, in each language ("a chi legge questo verbale", "voor
#: wie dit rooster samenvat", "do osoby, która to czyta", "till dig som sammanfattar", "a quien conteste esto")
_READER = (
    r"\b(?:a |per )?(?:chi|colui che|te che|voi che)(?: sta| stai| stia)? (?:legg\w*|riassum\w*|rispond\w*|"
    r"elabor\w*|scriv\w*)|\b(?:al |ai )?lettor[ei] automatic[oi]\b"
    r"|\b(?:voor |aan )?(?:wie|degene die|iedereen die|jou die)\b[^:;.]{0,30}?\b(?:leest|samenvat|beantwoordt|"
    r"verwerkt|voorleest)\b|\baan het programma\b"
    r"|\bdo (?:osoby|ciebie|modelu|asystenta|systemu|czytajacego)\b|\b(?:kto|ktory|ktora)\b[^:;.]{0,20}?"
    r"\b(?:czyta|odpowiada|streszcza|przetwarza)\b"
    r"|\bpro (?:toho|tebe|model|asistenta)\b|\bkdo\b[^:;.]{0,20}?\b(?:cte|odpovida|shrnuje|zpracovava)\b"
    r"|\btill (?:dig|den|er)\b[^:;.]{0,20}?\bsom (?:laser|sammanfattar|svarar|behandlar)\b"
    r"|\b(?:a |para )?quien\b[^:;.]{0,20}?\b(?:lea|conteste|responda|resuma|procese|este (?:leyendo|respondiendo))\b"
    r"|\b(?:a |para )?quem\b[^:;.]{0,25}?\b(?:ler|le|responder|responde|resumir|processar|estiver)\b"
    r"|\b(?:toi|vous|celui|celle|ceux)(?: \w+)? qui (?:lis|lit|lisez|lisent|repond\w*|resum\w*|trait\w*)\b"
    r"|\bpour toi\b|\b(?:an|fur) (?:dich|euch|die ki|den leser|die leserin|leser)\b"
    r"|\bwer\b[^:;.]{0,50}?\b(?:liest|beantwortet|zusammenfasst|verarbeitet|auswertet)\b"
    r"|\b(?:die ki|der assistent|das programm|das modell|das tool|das system),? (?:die|der|das) (?:[\w-]+ ){0,3}"
    r"(?:liest|zusammenfasst|verarbeitet|beantwortet|weitergibt)\b"
    # the program, tool or system that reads this, and "you, who read this" ("al programa que lee este correo",
    # "a l'outil qui resume", "tu, que lees esto", "ty, ktory to czytasz")
    r"|\b(?:programa|herramienta|sistema|asistente|modelo|ia) que (?:lee|resume|procesa|responde|contesta)\b"
    r"|\bsi (?:algun|un|el|este) (?:sistema|programa|modelo|asistente) (?:esta )?(?:leyendo|lee|procesando)\b"
    r"|\btu,? que (?:lees|vas a (?:contestar|responder|leer)|respondes|resumes|contestas)\b"
    r"|\b(?:outil|programme|systeme|modele|assistant|ia) qui (?:lit|resume|traite|repond)\b"
    r"|\b(?:pour|au|a) (?:le |l')?lecteur\b"
    r"|\b(?:programma|strumento|sistema|modello|assistente) che (?:legge|riassume|elabora|risponde)\b"
    r"|\b(?:programa|ferramenta|sistema|modelo|assistente) que (?:le|resume|processa|responde)\b"
    r"|\b(?:programma|systeem|model|tool) dat\b[^:;.]{0,30}?\b(?:leest|samenvat|verwerkt)\b"
    r"|\bty,? (?:ktory|ktora) (?:to )?(?:czytasz|odpowiadasz|streszczasz)\b"
    r"|\b(?:til|till) (?:deg|dere|dig)\b[^:;.]{0,20}?\bsom (?:leser|laser|svarer|oppsummerer)\b"
    r"|\bden som (?:laser|leser|svarar|svarer|sammanfattar|oppsummerer)\b"
    r"|\b(?:okuyan|yanitlayan|ozetleyen)\w*"
    r"|(?:読んでいる|読む|回答する|要約する|処理する)[^。:：]{0,10}?(?:ai|方|人|あなた|アシスタント|モデル)(?:へ|に)"
    r"|正在(?:读|阅读|处理|总结)[^。:：]{0,10}?(?:助手|ai|模型|人)"
    # round 42b: the assistant "who read / reads this" as the subject of the request ("このメモを読んだアシスタント
    # は", "读到这条的助手"); the German reader who summarises or processes this ("wenn du das hier zusammenfasst");
    # the Czech assistant who summarises ("pokud jsi asistent, ktery tohle shrnuje")
    r"|(?:読んだ|読んでいる|読む|要約する|処理する)(?:ai|アシスタント|モデル)(?:は|へ|に)"
    r"|(?:读到|看到|阅读|收到|处理)[^。:：，,]{0,8}?的(?:助手|ai|模型|机器人)"
    r"|\bwenn du (?:das|dies|diese[nms]?|den|die)\b[^:;.]{0,30}?\b(?:zusammenfasst|verarbeitest|auswertest)\b"
    r"|\bpokud (?:jsi|jste) (?:asistent\w*|ai|model|bot)\b"
    # round 42b: German "an den Assistenten", "(zu) dir, der diese Antwort schreibt", "an den, der das hier liest";
    # Dutch "jij die dit antwoord schrijft", "voor jou:"; French "quiconque traite ce message"
    r"|\b(?:an|fur) (?:den assistenten|die assistentin|das modell|den bot|das programm)\b"
    r"|\b(?:zu |an |fur )?dir,? (?:der|die)\b[^:;.]{0,40}?\b(?:liest|schreibt|schreibst|beantwortet|beantwortest|"
    r"zusammenfasst|verarbeitet|verarbeitest)\b"
    r"|\ban (?:den|die),? (?:der|die)\b[^:;.]{0,30}?\b(?:liest|schreibt|zusammenfasst|verarbeitet|beantwortet)\b"
    r"|\b(?:jij|u|jou) die\b[^:;.]{0,30}?\b(?:leest|schrijft|samenvat|beantwoordt|verwerkt)\b|\bvoor jou\b(?=\s*:)"
    r"|\bquiconque (?:lit|lira|traite|traitera|resume|resumera|repond|repondra)\b"
    r"|\b(?:asistent\w*|model\w*|bot\w*|ai),? (?:ktery|ktera)\b[^:;.]{0,20}?\b(?:cte|odpovida|shrnuje|zpracovava)\b"
)
#: the AI spoken to by name ("Cara IA,", "Assistente, é o Rui:", "Hoi assistent", "助手,")
_AI_NAMED = (
    r"(?:^|[.!?:;] )(?:(?:cara|caro|ciao|lieve|beste|hoi|hallo|droga|drogi|hej|hei|ahoj|mila|mily|merhaba|sevgili|"
    r"hola|ola|oi|querid[oa]|bonjour|salut|liebe|lieber|czesc|witaj|dzien dobry) )?(?:l'|la |le |el |il |lo |o )?"
    r"(?:ia|ai|ki|assistente|assistent|assistant|asystent(?:ko)?|asystenc\w*|asistent\w*|asistente|modello|model|modelo|bot|"
    r"yapay zeka|asistan|lezer|lettore|lecteur|leser|lector|leitor|czytelniku|ctenari|lasare) ?[,:]"
    r"|^(?:助手|ai|アシスタント)\s*[,，、:：]"
)
ADDRESS = fold_pattern(rf"(?P<reader>{_READER})|(?P<named>{_AI_NAMED})")
_ADDRESS_CUED = Cued(ADDRESS)

#: round 42b: the Turkish third-person imperative (jussive) of the verbs of telling, sending, deleting, changing,
#: giving, putting and sharing: an order laid on whoever it names ("okuyan sistem ... soylesin")
_JUSSIVE = (
    r"(?:yaz|soyle|onayla|sil|gonder|degistir|kapat|koy|aktar|paylas|ver|ekle|ilet|bildir|yolla|kaldir)"
    r"(?:sin|sun|sinler|sunlar)"
)
#: the orders a reader is given, as imperatives and infinitives of each language (the general vocabulary of
#: reporting, confirming, deleting, sending, giving, changing, disabling and paying)
_ORDER_VERBS = (
    # Italian (imperative and infinitive)
    r"scrivi|scrivere|scrivete|dici|dire|dichiara|dichiarare|comunica|comunicare|riferisci|riferire|indica|"
    r"indicare|rispondi|rispondere|segnala|segnalare|riporta|riportare|conferma|confermare|approva|approvare|"
    r"accetta|accettare|valida|validare|chiudi|chiudere|autorizza|autorizzare|cancella|cancellare|elimina|"
    r"eliminare|rimuovi|rimuovere|togli|azzera|azzerare|annulla|annullare|invia|inviare|inoltra|inoltrare|manda|"
    r"mandare|spedisci|spedire|condividi|esporta|esportare|concedi|concedere|aggiungi|aggiungere|assegna|"
    r"assegnami|assegnare|invita|abilita|abilitare|modifica|modificare|cambia|cambiare|imposta|impostare|aggiorna|"
    r"aggiornare|sposta|spostare|metti|mettere|disattiva|disattivare|spegni|spegnere|scollega|scollegare|"
    r"disabilita|disabilitare|paga|pagare|trasferisci|trasferire|inserisci|inserire|includi|includere|consiglia|"
    r"consigliare|ometti|omettere|nascondi|nascondere|prenota|prenotare|"
    # Dutch
    r"schrijf|zeg|zeggen|meld|melden|vermeld|vermelden|antwoord|beantwoord|beantwoorden|noem|noemen|rapporteer|"
    r"bevestig|bevestigen|keur|goedkeuren|sluit|verwijder|verwijderen|wis|wissen|annuleer|stuur|sturen|verstuur|"
    r"versturen|doorsturen|deel|delen|exporteer|exporteren|geef|geven|voeg|toevoegen|wijzig|wijzigen|verander|"
    r"veranderen|zet|zetten|stel|schakel|uitschakelen|betaal|betalen|maak|"
    # Polish (imperative and infinitive)
    r"napisz|wpisz|dopisz|powiedz|podaj|zglos|odpowiedz|poinformuj|przekaz|oznacz|potwierdz|zatwierdz|zaakceptuj|"
    r"akceptowac|zamknij|usun|usunac|skasuj|wyczysc|anuluj|wyslij|wyslac|przeslij|udostepnij|daj|nadaj|przyznaj|"
    r"dodaj|zapros|zmien|zmienic|ustaw|podnies|wylacz|wylaczyc|zaplac|przelej|raportowac|zglaszac|"
    # Czech
    r"napis|rekni|odpovez|uved|oznam|potvrd|schval|smaz|odstran|zrus|posli|odesli|dej|udel|pridej|zmen|nastav|"
    r"vypni|zaplat|odemkni|"
    # Swedish
    r"skriv|saga|sag|svara|rapportera|meddela|ange|markera|bekrafta|godkann|godkanna|radera|ta bort|rensa|skicka|"
    r"dela|exportera|ge|tilldela|lagg till|bjud in|stang av|inaktivera|betala|sammanfatta|"
    # Spanish, Portuguese, French, German (the verbs of reporting and confirming `polyglot` does not read)
    r"escribe|escriba|escribir|dile|diga|decir|indica|indique|indicar|responde|responda|responder|contesta|"
    r"conteste|confirma|confirme|confirmar|aprueba|apruebe|cierra|cierre|marca|marque|escreva|escrever|inclua|"
    r"incluir|informe|aprove|dis|dites|ecris|ecrivez|reponds|repondez|valide|validez|confirmez|transmettre|"
    r"schreib|schreibe|schreiben|sag|sage|sagen|bestatige|bestatigen|antworte|beantworte|beantworten|setze|"
    r"setzen|melde|genehmige|entsperren|entsperre|stornieren|deja|pon|borra|elimina|envia|manda|sube|anade|cambia|"
    r"quita|reserva|di que|di che|dis que|apague|envie|mande|cancele|coloque|ponha|supprime|envoie|mets|ajoute|"
    r"annule|double|marque|losche|sende|schicke|gib|nenne|andere|trage|teile|mitteilen|erteilen|erteile|berichten|"
    r"berichte|svar|si at|(?!pouvez|devez|voulez|savez|trouvez)[a-z]{4,}ez|"
    # Turkish
    r"yaz|soyle|onayla|sil|gonder|degistir|kapat|"
    # round 42b: the Turkish third-person order ("okuyan sistem ... soylesin", "asistan ... koysun"), and Czech
    # "vloz", German "stell", Swedish "andra" (change)
    rf"{_JUSSIVE}|vloz|vlozte|stell|stelle|andra|"
    # round 42b: the German polite imperative, its verb before "Sie" ("geben Sie", "senden Sie"), and the ihr-form
    # "gebt" (the others read as a third person singular: "Herr Roth schreibt Ihnen"); French infinitives a modal
    # or a label governs ("doit repondre", "A FAIRE : supprimer")
    r"(?:geben|senden|schicken|schreiben|antworten|bestatigen|loschen|nennen|teilen|leiten|tragen|setzen|andern|"
    r"uberweisen|zahlen) sie|gebt|"
    r"repondre|ecrire|indiquer|confirmer|supprimer|envoyer|valider|ajouter|effacer|annuler|"
    # round 39: infinitives a header lays on the assistant ("debe aprobar", "soll ... markieren", "dopisać")
    r"aprobar|aprovar|marcar|markieren|approuver|marquer|genehmigen|freigeben|dopisac|"
    # round 39: the Spanish and Portuguese subjunctive a request puts after "que" ("pide que envies"), and German
    # orders of paying
    r"envies|mandes|escrevas|escribas|digas|apagues|borres|confirmes|aproves|apruebes|uberweise|uberweisen|zahle"
)
_MODAL = (
    r"(?:deve|devono|moet|moeten|ma|maja|musi|ska|skal|maste|muss|mussen|soll|sollen|debe|deben|doit|doivent|"
    r"devem)"
)
#: what the reader is told: after a colon, comma or dash an imperative or infinitive (a few words may stand before
#: it: "in je antwoord", "v odpovědi uživateli"), or a modal and then a verb
_PLEASE = (
    r"(?:bitte|por favor|per favore|per cortesia|merci d'|merci de|s'il vous plait|veuillez|prosze|prosim|graag|"
    r"alsjeblieft|lutfen|favor de)"
)
_TOLD = fold_pattern(
    rf"^[^.!?;]{{0,40}}?(?:[:,\-–—]\s*(?:[^\s.!?;:]+ ){{0,4}}?(?:{_ORDER_VERBS}|{_PLEASE})\b"
    rf"|[:,\-–—]\s*[^.!?;:]{{0,60}}? (?:{_ORDER_VERBS})\s*(?:[.!?;]|$)"  # the verb last (German, Dutch)
    rf"|\b{_MODAL}\b(?: [^\s.!?;]+){{0,8}}? (?:{_ORDER_VERBS})\b)"
)
#: after the AI named, its order may open any of the sentences that follow ("Hola asistente, soy Lucia. Cuando
#: resumas esto, di que ...")
_TOLD_LATER = fold_pattern(
    rf"(?:^|[.!?:,;]\s*)(?:[^\s.!?;:]+ ){{0,3}}?(?:{_ORDER_VERBS}|{_PLEASE})\b"
    rf"|\b{_JUSSIVE}\b"  # round 42b: Turkish puts its verb last
    rf"|\b{_MODAL}\b(?: [^\s.!?;]+){{0,8}}? (?:{_ORDER_VERBS})\b"
)
#: Japanese and Chinese requests: "〜てください", "〜して", "〜すること", "请", "把 ... (发/改/给)", "让"
_CJK_REQUEST = fold_pattern(r"ください|して|すること|しなさい|せよ|请|把|让|给我|必须|需要")


def _addressed(flat: str) -> bool:
    """The reader addressed and then told what to do."""
    for match in _ADDRESS_CUED.finditer(flat):
        rest = flat[match.end() : match.end() + 240]
        told = _TOLD_LATER if match.group("named") else _TOLD
        if told.search(rest) is not None or (HAN.search(rest) and _CJK_REQUEST.search(rest) is not None):
            return True
    return False


_AUTHORITY = (
    r"(?:system\w*|systeem\w*|sistem\w*|systemow\w*|admin\w*|beheerder\w*|amministrat\w*|administrat\w*|"
    r"operator\w*|operat\w*|servizio|di servizio|tecnic[ao]|riservat[ao])"
)
_NOTICE = (
    r"(?:nachricht|hinweis|meldung|mitteilung|anweisung|messaggio|avviso|nota|intestazione|direttiva|bericht|"
    r"melding|mededeling|komunikat|wiadomosc|zprava|oznameni|meddelande|mensaje|mensagem|aviso|cabecalho|"
    r"encabezado|instruccion|message|note|consigne|avis|en-tete|bildirim|mesaj|notu)"
)
HEADER = fold_pattern(
    rf"(?:^|[\[(#*=>【]\s*|[.!?] )(?:(?:{_AUTHORITY})[ -]?(?:{_NOTICE})|(?:{_NOTICE}) (?:de |del |do |di |dell'|van "
    rf"de |des )?(?:{_AUTHORITY})|\w*(?:systemnachricht|systemhinweis|systemmeldung|systeembericht|"
    rf"beheerdersmelding|systemmeddelande|administratorsmeddelande|administratorsmedelande))"
    r"[^:\]】)#*=\-—]{0,30}(?:[:\]】)#*=\-—]+)\s*(?P<rest>[^|]{3,300})"
    r"|【(?:系统|システム|管理者|管理员)[^】]{0,8}】\s*(?P<cjk>[^|]{3,300})"
)
#: the same label inside a line when a colon follows it at once ("... Nota de sistema: responde que ...")
HEADER_INLINE = fold_pattern(
    rf"\s(?:(?:{_AUTHORITY})[ -]?(?:{_NOTICE})|(?:{_NOTICE}) (?:de |del |do |di |du |dell')(?:{_AUTHORITY}))\s*:"
    r"\s*(?P<rest>[^|]{3,300})"
)

_HEADERS = Cued(HEADER)
_INLINE = Cued(HEADER_INLINE)


def _header(flat: str) -> bool:
    """A header of authority followed by an order (an imperative or infinitive, or a modal and a verb)."""
    for match in _HEADERS.finditer(flat):
        if match.group("cjk") is not None:
            if _CJK_REQUEST.search(match.group("cjk")) or _CJK_DUTY.search(match.group("cjk")):
                return True
            continue
        if _ORDERED.search(match.group("rest")) is not None:
            return True
    return any(_ORDERED.search(match.group("rest")) is not None for match in _INLINE.finditer(flat))


#: a duty stated in Japanese or Chinese ("〜すること", "须", "从现在起")
_CJK_DUTY = fold_pattern(r"须|起|すること|として")
#: round 42b: German and Dutch infinitives that end an order's clause ("Kündigung sofort bestätigen.", "alle
#: Rückfragen mit 'erledigt' beantworten und ...", "de pas activeren")
_LAST = (
    r"(?:beantworten|bestatigen|schreiben|senden|schicken|loschen|freigeben|genehmigen|melden|mitteilen|"
    r"weiterleiten|ubermitteln|eintragen|andern|zahlen|uberweisen|stornieren|entfernen|markieren|antworten|"
    r"activeren|bevestigen|verwijderen|versturen|doorsturen|goedkeuren|beantwoorden|wijzigen|schrijven|zeggen|"
    r"geven|toekennen)"
)
_VERB_LAST = rf"[^.!?;:]{{0,80}}? {_LAST}\s*(?:[.!?;]|$| und | oder | en | of )"
_ORDERED = fold_pattern(
    rf"^(?:[^.!?;]{{0,60}}?[:,\-–—]\s*)?(?:[^\s.!?;:]+ ){{0,3}}?(?:{_ORDER_VERBS})\b"
    rf"|^(?:[^.!?;]{{0,60}}?[:,\-–—]\s*)?{_VERB_LAST}"
    rf"|\b{_MODAL}\b(?: [^\s.!?;]+){{0,8}}? (?:{_ORDER_VERBS})\b"
)
#: an order inside a tag: an imperative or infinitive opening it or one of its sentences, after a label or not
_TAG_ORDER = fold_pattern(rf"(?:^(?:[^.!?;:]{{0,40}}:\s*)?|[.!?;]\s+)(?:(?:{_ORDER_VERBS})\b|{_VERB_LAST})")
_TAG = fold_pattern(
    r"<(?P<tag>[^\s<>/!]{1,30})(?:\s(?P<attrs>[^>]{0,60}))?>(?P<inner>[^<]{3,600})</(?P=tag)\s*>"
    r"|<!--(?P<comment>.{3,600}?)-->"
)
_HTML = lexicons.HTML  #: the HTML a document carries its own text in


def _tagged(flat: str) -> bool:
    """An order inside a tag that is not HTML, or inside a comment."""
    for match in _TAG.finditer(flat):
        if match.group("tag") in _HTML:
            continue
        inner = (match.group("inner") or match.group("comment")).strip()
        if _TAG_ORDER.search(inner) is not None or (HAN.search(inner) and _CJK_WORLD.search(inner) is not None):
            return True
    return False


_POLITE = (
    r"(?:per favore|per cortesia|si prega di|ti prego di|potresti|puoi|potrebbe|sarebbe gentile|graag|alsjeblieft|"
    r"alstublieft|wil je|kun je|kunt u|wilt u|prosze|prosimy|czy mozesz|prosim|prosime|muzes|var snall och|"
    r"kan du|snalla|lutfen)"
)
_SEND = (
    r"invia|inviare|inoltra|inoltrare|manda|mandare|spedisci|spedire|condividi|condividere|esporta|esportare|"
    r"stuur|sturen|verstuur|versturen|doorsturen|deel|delen|exporteer|exporteren|"
    r"wyslij|wyslac|przeslij|przeslac|przekaz|przekazac|udostepnij|udostepnic|"
    r"posli|poslat|odesli|odeslat|preposli|preposlat|sdilej|"
    r"skicka|vidarebefordra|dela|exportera|gonder|yolla|paylas"
)
#: what is sent: codes, passwords, credentials, customer data, a file or a list (not a payment: a payment request
#: between people is the model's to overturn, round 8, and reads the same in every language)
_SENT = (
    r"(?:codic\w*|password|credenziali|dati|file|elenco|lista|registro|code|codes|wachtwoord\w*|inloggegevens|"
    r"gegevens|bestand\w*|lijst|klantenlijst|kod\w*|hasl\w*|dane|danych|plik\w*|liste|folder|heslo|hesla|udaje|"
    r"soubor\w*|seznam|koder|losenord\w*|uppgifter\w*|filen|listan|sifre\w*|kodu|dosya\w*|liste\w*|"
    r"\w*register\w*|\w*registret|personnummer\w*)"  # round 42b: Swedish "medlemsregistret"
)
_ADDRESS = lexicons.DESTINATION  # where something is sent: an e-mail address, a link, a phone number
_GRANT = (
    r"concedi|concedere|dai|dare|aggiungi|aggiungere|assegna|assegnare|abilita|abilitare|geef|geven|voeg|"
    r"toevoegen|ken|nadaj|nadac|przyznaj|przyznac|daj|dac|dodaj|dodac|dej|udel|udelit|pridej|pridat|ge|tilldela|"
    r"lagg till|ver|ekle|tanimla"
)
_RIGHTS = (
    r"(?:accesso|amministrat\w*|admin\w*|permessi|diritti|toegang|beheerder\w*|rechten|dostep\w*|uprawnien\w*|"
    r"administrator\w*|pristup\w*|opravneni|atkomst|\w*behorighet\w*|administrator|erisim\w*|yetki\w*|"
    r"yonetici\w*)"
)
_STARTS = r"(?:^|[:;,!?]\s*|\.\s+|\b(?:e|ed|poi|dan|daarna|potem|pak|sedan|och|ve)\s+)"
#: adverbs and object pronouns that may stand between a clause's start and its verb; any other word is its subject
#: (a statement: "Marco invia la lista", round 14's reading)
_LEAD = (
    r"(?:(?:ora|subito|anche|poi|mi|ci|gli|le|nu|ook|even|meteen|direct|mij|ons|teraz|natychmiast|tez|nam|ted|"
    r"hned|taky|genast|ocksa|mig|oss|hemen|simdi) ){0,2}"
)
_OPENS = rf"{_STARTS}(?:{_POLITE},? (?:\w+ ){{0,2}}?|{_LEAD})"
_CHANGE = r"modifica|modificare|cambia|cambiare|wijzig|wijzigen|verander|veranderen|zmien|zmienic|zmen|andra|degistir"
#: a record of where money, mail or goods go: an address, an e-mail, a phone number, an account
_RECORD = (
    r"(?:indirizz\w*|iban|conto|adres\w*|adress\w*|e-?mail\w*|telefono|numero di telefono|telefoonnummer|"
    r"numer\w* telefonu|konto|kont[aou]|rekening\w*|rachun\w*|ucet|hesap)"  # round 39: Polish "numer konta"
)
WORLD = re.compile(
    rf"{_OPENS}(?:{_SEND})\b[^;.]{{0,60}}?\b{_SENT}\b[^;]{{0,50}}?{_ADDRESS}"
    # a record changed to a new value ("modifica l'indirizzo ... in Via ...", "verander het e-mailadres ... naar")
    rf"|{_OPENS}(?:{_CHANGE})\b[^;.]{{0,20}}?\b{_RECORD}\b[^;.]{{0,50}}?\b(?:in|a|naar|in|na|na|till|to|olarak)\b"
    r"[^;.]{0,10}?(?:\d|[\w.+-]+@|\+\d|[a-z]{2}\d{2})"
    rf"|{_OPENS}(?:{_GRANT})\b(?:[^;.]|\.(?=\w)){{0,60}}?\b{_RIGHTS}\b"
    # round 44b: something shared with, or someone invited by, an e-mail address (as English `actions` reads "share
    # ... with" and "invite" an address): "condividi il foglio spese con paolo@...", "nodig jan@... uit voor ..."
    rf"|{_OPENS}(?:{_SEND}|invita|invitare|nodig|uitnodigen|zapros|zaprosic|pozvi|pozvat|bjud in|davet et)\b"
    r"(?:[^;.]|\.(?=\w)){0,60}?[\w.+-]+@[\w-]+\.\w"
    # Dutch and Polish may put the verb last after a polite word ("graag de klantgegevens exporteren naar ...")
    rf"|\b{_POLITE}\b[^;.]{{0,40}}?\b{_SENT}\b[^;.]{{0,40}}?\b(?:{_SEND})\b[^;]{{0,40}}?{_ADDRESS}"
    rf"|\b{_POLITE}\b[^;.]{{0,40}}?\b{_SENT}\b[^;]{{0,40}}?{_ADDRESS}[^;.]{{0,20}}?\b(?:{_SEND})\b"
)
#: Japanese and Chinese requests to send codes, passwords or data, or to grant access or an admin role
_CJK_WORLD = fold_pattern(
    r"(?:请|把|将)[^。，,]{0,30}?(?:密码|验证码|数据|文件|客户|名单)[^。]{0,20}?(?:发到|发给|发送到|转给|转到)"
    r"|(?:请|把|将|给|为)[^。]{0,30}?(?:开通|授予|给予)[^。]{0,15}?(?:管理员|权限)"
    r"|(?:请|把|将)[^。，,]{0,30}?(?:奖金|工资|薪资|账号|账户|银行|身份证)[^。]{0,20}?(?:发到|发给|发送到|转给|转到)"
    r"|(?:パスワード|認証コード|コード|顧客|データ|ファイル|フォルダ)[^。]{0,30}?(?:送って|送信して|転送して|出力して|"
    r"共有して)"
    r"|(?:権限|管理者)[^。]{0,20}?(?:付与|与え)(?:て|する)"
)

_WORLDLY = Cued(WORLD)


def _world(flat: str) -> bool:
    if HAN.search(flat) is not None and _CJK_WORLD.search(flat) is not None:
        return True
    return _WORLDLY.search(flat) is not None


_SWITCH_OFF = (
    r"spegni|spegnere|disattiva|disattivare|disabilita|disabilitare|scollega|scollegare|escludi|escludere|"
    r"apaga|apague|apagar|desactiva|desactive|desactivar|desconecta|desconecte|desconectar|deshabilita|"
    r"deshabilitar|desliga|desligue|desligar|desativa|desative|desativar|coupe|coupez|couper|desactivez|desactiver|"
    r"debranche|debranchez|debrancher|eteins|eteignez|eteindre|schalte|abschalten|ausschalten|deaktiviere|"
    r"deaktivieren|uberbrucke|uberbrucken|schakel|uitschakelen|overbrug|overbruggen|deactiveer|deactiveren|wylacz|"
    r"wylaczyc|dezaktywuj|dezaktywowac|odlacz|odlaczyc|vypni|vypnout|deaktivuj|deaktivovat|odpoj|odpojit|"
    r"stang av|inaktivera|koppla bort|kapat|devre disi birak"
)
#: what guards people, data or a system, as English `orders.UNSAFE_ORDER` names it: alarms, detectors, sensors,
#: cameras, a firewall, monitoring, logging, antivirus, backups, a safety cut-out
_SAFEGUARD = (
    r"(?:\w*alarm\w*|allarm\w*|larm\w*|\w*detector\w*|detecteur\w*|rilevator\w*|\w*melder\w*|\w*warnanlage\w*|"
    r"czujnik\w*|cidl\w*|sensor\w*|sensori|capteur\w*|camer\w*|kamer\w*|firewall\w*|pare-feu|cortafuegos|"
    r"zapor\w*|\w*monitor\w*|\w*uberwachung\w*|bewaking\w*|logging|registro (?:de |degli )?access\w*|"
    r"antivir\w*|antywirus\w*|backup\w*|sicherung\w*|sauvegarde\w*|respaldo\w*|kopi\w* zapasow\w*|zaloh\w*|"
    r"sicherheitsabschaltung\w*|notabschaltung\w*|\w*abschaltung\w*|arret d'urgence|parada de emergencia|"
    # round 44b: a safety valve and a residual-current device (English `hazards.SAFETY`)
    r"sicherheitsventil\w*|valvola di sicurezza|valvula de seguridad|soupape de securite|veiligheidsklep\w*|"
    r"zawor\w* bezpieczenstwa|sakerhetsventil\w*|fi-schalter\w*|fehlerstromschutz\w*|salvavita|interruttore "
    r"differenziale|disjoncteur differentiel|aardlekschakelaar\w*|jordfelsbrytar\w*)"
)
_THEN = (
    r"(?:poi|dopo|quindi|despues|luego|ensuite|puis|em seguida|depois|danach|dann|als nachstes|daarna|dan|potem|"
    r"nastepnie|pak|sedan|sonra|bitte|por favor|per favore|prosze|prosim|graag|s'il vous plait|veuillez|"
    r"im leitsystem|jetzt|ahora|ora|maintenant|agora|nu|teraz|ted)"
)
#: a bare order to switch a safeguard off: the verb opening a clause (after a step label or an adverb), or, in
#: German and Dutch, last; a subject before the verb makes it a statement and does not match
_UNSAFE = fold_pattern(
    # round 44b: or after "and" ("vai alle impostazioni e disattiva il firewall")
    rf"(?:^|[:;.!?—–]\s*|\s[-—–]\s|\b(?:e|ed|y|et|und|en|och|og|i|a|ve)\s+)(?:{_THEN}[ ,]+){{0,2}}(?:{_SWITCH_OFF})\b"
    rf"[^.;:!?]{{0,50}}?\b{_SAFEGUARD}"
    rf"|(?:^|[:;.!?—–]\s*)(?:{_THEN}[ ,]+){{0,2}}(?:die |den |das |de |het )?[^.;:!?]{{0,50}}?{_SAFEGUARD}"
    r"[^.;:!?]{0,40}? (?:abschalten|ausschalten|deaktivieren|uberbrucken|uitschakelen|overbruggen|deactiveren|"
    r"wylaczyc|ausbauen|verschliessen)(?:\s*[.;!?]|\s*$| und\b)"
)

#: round 42b: a step in Chinese or Japanese that switches a safeguard off or deletes it: the Chinese verb opening a
#: clause (after a step label or "请"; "不要关闭" is a prohibition and does not match), the Japanese verb ending it
_CJK_UNSAFE = fold_pattern(
    r"(?:^|[。:;!\n]|步骤\s*\d+\s*:?)\s*(?:请)?(?:关闭|禁用|停用|删除|清除|关掉|卸载|绕过)[^。;\n]{0,20}?"
    r"(?:日志|审计|备份|防火墙|监控|告警|报警|摄像|双重认证|双因素|两步验证|杀毒|快照)"
    r"|(?:ログ|監査|バックアップ|ファイアウォール|監視|アラーム|警報|カメラ|二段階認証|二要素認証|ウイルス対策|"
    r"スナップショット)[^。\n]{0,25}?(?:無効に|停止|削除|オフに)(?:する|して|しろ|せよ|すること)(?:ください)?\s*"
    r"(?:[。.!\n]|$)"
)
_IGNORED = Cued(_IGNORE)
_SWITCHED_OFF = Cued(_UNSAFE)


def request(flat: str, *, foreign: bool) -> str | None:
    """What kind of injection the normalised text carries in these languages, or None. `foreign`: `polyglot` reads
    the text as German, Spanish, French or Portuguese (the readings of the reader, headers, tags, safeguards and
    ignoring apply to those too; its world actions are `polyglot`'s). Round 39: then the fourteen languages of
    `lexicons`."""
    found = _twelve(flat, foreign=foreign)
    if found is not None:
        return found
    _, _, twelve, english, script = counts(flat)
    # round 42b: a short text with no function word of any language (a step, a tag) is read by every lexicon
    bare = len(flat) <= _BARE and not (twelve or english or script)
    return lexicons.request(flat, gated(flat), english, bare=bare)


#: round 42b: the longest text read by every lexicon when it holds no function word of any language (a step or a
#: short message; a longer text with none is a table, a log or code)
_BARE = 240


def _twelve(flat: str, *, foreign: bool) -> str | None:
    _, _, twelve, english, script = counts(flat)  # `polyglot.foreign` asked first: cached
    leans = foreign or leaning(flat)
    # the words of these two readings are no English, so a short text is read when it does not lean to English
    if leans or script or twelve >= english:
        if _IGNORED.search(flat) is not None:
            return "an order to ignore the reader's instructions"
        if _SWITCHED_OFF.search(flat) is not None:
            return "an order to disable a safeguard"
        if script and _CJK_UNSAFE.search(flat) is not None:  # round 42b
            return "an order to disable a safeguard"
    if not leans:
        return None
    if _addressed(flat):
        return "a message addressed to the AI"
    if _header(flat) or _tagged(flat):
        return "an order under a header or in a tag"
    if _world(flat):
        return "a request to act on the world in another language"
    return None
