"""Round 45c: a notice or a key that orders the agent or the text's reader, in several languages.

A fake notice from a system, a bot or an automated pipeline ("Aviso del sistema:", "[Systemhinweis]", "release-bot
notice:", "システム通知：", "[系统消息]") or a key that names an order ("system_directive:", "assistant-instructions:",
"Bot instructions:", `<meta name="instructions" content=...>`) speaks to whatever reads the text. Real notices carry
the same labels (maintenance windows, "this message was sent automatically", security notices that tell users to
turn on two-factor sign-in) and real configs the same keys (a README's documented settings, a recipe's
instructions), so a label or a key alone is nothing: what refuses is what the notice then orders, and to whom.

- `notice_order(sentences)`: a notice label opens a sentence (or stands alone on its line, the order on the next),
  and the notice gives an order to the agent or the reader: the AI, assistant, agent or reader (or whoever reads,
  reviews, summarises or triages this text) with a modal of obligation and an action verb, in English and in
  Spanish, Italian, French, Portuguese, German, Dutch, Swedish, Polish, Turkish, Vietnamese, Japanese, Chinese and
  Korean; an order tied to the agent's own act ("when summarising, ...", "before answering ...", "beim
  Zusammenfassen", "prima di rispondere"); an order to ask or make the user give something ("chiedi all'utente",
  "pídele", "fordere ihn auf", "ユーザーに...させて"); or an impersonal obligation to destroy, disable or publish ("si
  deve cancellare", "moeten worden verwijderd", "silinmeli", "deve-se desativar", "ist ... auszuführen").
- `keyed_order(flat)`: a key naming an order and its addressee (system, assistant, agent, AI, bot, model, reader,
  meta; or "directive" alone) whose value opens with an imperative, or an order tied to the agent's act.
- `third_person(flat)`: the AI named by what it does with this text, then told what to do in the third person
  ("the assistant summarising this should also add ...", "any agent reading this file must ..."), unlabelled.

All read the normalised text (`checks.views`): lower case, accents dropped, NFKC (so "：" reads ":").
"""

from __future__ import annotations

import re

from opmem.quarantine import markup, orders
from opmem.quarantine.prefilter import Cued

#: what a notice calls itself, in English and other languages (normalised: accents dropped)
_NOTICE = (
    r"(?:notice|notification|note|message|header|alert|advisory|directive|banner|announcement|bulletin|"
    r"hinweis|systemhinweis|meldung|systemmeldung|mitteilung|nachricht|aviso|avviso|avis|alerta|meddelande|"
    r"melding|bericht|mededeling|komunikat|powiadomienie|wiadomosc|bildirim|uyari|thong bao)"
)
#: who or what sends it: a system or an automated source
_SOURCE = (
    r"(?:system\w*|sistem\w*|systeem\w*|he thong|automated|automation|automatic|automatisch\w*|automatico|"
    r"automatique|auto-generated|auto-message|generated|\w*-?bot|ci|runner|registry|workflow engine|harness|"
    r"pipeline|service|moderator|forenleitung|admin\w*|platform)"
)
#: a label word: a whole word, or the last part of a compound ("wiki-hinweis", "release-bot", "ci-hinweis")
_LABEL_WORD = rf"(?<![\w])(?:[\w]+-)?(?:{_NOTICE}|{_SOURCE})s?(?![\w])"
_CJK_LABEL = r"(?:システム|系统|系統|시스템|通知|お知らせ|消息|알림|공지)"
#: a label: in brackets anywhere in a sentence ("[harness notice]", "[Forum system notice: ...", "【通知】"), or at a
#: sentence's start or after a quote or a brace, unbracketed: at most six words of which one names a notice or a
#: source, and a closing mark (a colon, a dash, "@@", "**")
LABEL = re.compile(
    rf"[\[【](?P<bracket>[^\]】]{{0,40}}?(?:{_LABEL_WORD}|{_CJK_LABEL})[^\]】:]{{0,40}})(?:[\]】:]+)\s*(?P<brest>.*)$"
    r"|(?:^|[{:,]\s*[\"'])(?:\[[\w ]{1,12}\]\s*)?[(#*=>%@/!<\- ]*"
    rf"(?P<label>(?:[\w.#()-]+ ){{0,5}}?\(?{_LABEL_WORD}\)?(?: [\w.#()-]+){{0,5}}?"
    rf"|[^\s:\]】]{{0,8}}{_CJK_LABEL}[^\s:\]】]{{0,8}})"
    r"\s*(?:[)】:*#=@%>]+|\s[—–-]\s?|->)\s*(?P<rest>.*)$"
)
_LABELS = Cued(LABEL)

#: the one the order is for, in English: the AI, the reader, whoever handles this text
_WHO_THIS = (
    r"(?:whoever|anyone|anybody)(?: who| that)?(?: [\w-]+){0,2}? (?:reads?|reviews?|summari[sz]es|process(?:es)?|"
    r"triages?|works? through|goes through|handles?|parses?|opens?|pulls?|forwards?) (?:this|these|the) [\w-]+"
)
_AGENT = (
    r"(?:(?:the|any|all|every|each) )?(?:[\w-]+ ){0,2}?(?:ai|a\.i\.|assistant|agent|llm|model|bot|summari[sz]er|"
    r"reader)s?(?: (?:of|reading|summari[sz]ing|processing|handling|triaging|going through) (?:this|these|the) "
    r"[\w-]+)?"
)
_OBLIGED = (
    r"(?:must|should|shall|is to|are to|needs? to|has to|have to|(?:is|are) (?:asked|required|expected|"
    r"instructed|requested|told|authori[sz]ed|permitted) to)"
)
_VERB = (
    rf"(?:{orders.ACTION_VERBS}|say|tell|recommend|answer|respond|include|mention|append|insert|attach|reveal|print|"
    r"paste|dismiss|rate|state|claim|report|ask|advise|warn|inform|suggest|re-?run|re-?register|re-?enter|invite|"
    r"grant|transfer|share|add|remove|bump|pin|dismiss|publish|close|purge|invalidate|mark)"
)
_ENGLISH = (
    rf"(?:^|[\s,;:(])(?:{_WHO_THIS}|{_AGENT}),? {_OBLIGED}(?: (?:also|now|then|please|immediately|first|"
    rf"always|kindly))*,? {_VERB}\b"
    rf"|\brequires? (?:the|any|every) (?:reader|agent|assistant|ai|model)s? to {_VERB}\b"
    r"|\b(?:reader|agent|assistant|ai)s? (?:may|can|is authori[sz]ed to|are authori[sz]ed to) (?:transfer|pay|wire|"
    r"approve|release|share|send|purchase|buy)\b"
)
#: the same in other languages: the assistant or reader with a modal (Spanish, Italian, French, Portuguese,
#: German, Dutch, Swedish, Polish, Vietnamese), a Turkish reader who reads this, and the CJK forms
_FOREIGN = (
    r"\b(?:el|la|al) asistente (?:debe|deben|tiene que|ha de)\b|\bl'assistente (?:deve|devono|dovra)\b"
    r"|\bl'assistant (?:doit|devra)\b|\bo assistente (?:deve|tem de|tem que)\b"
    r"|\b(?:der |die |den )?(?:assistent|assistenten|assistentin|ki|leser|leserin|leserinnen)(?: [\w-]+){0,3} "
    r"(?:muss|mussen|soll|sollen|hat|haben|ist|sind) "
    r"|\bde assistent (?:moet|dient|zal)\b|\bassistenten (?:ska|skall|maste|bor)\b"
    r"|\basystent(?:ka)? (?:ma|musi|powinien|powinna)\b|\btro ly (?:phai|can|nen)\b"
    r"|\b(?:okuyan|ozetleyen|isleyen) (?:asistan|ajan|kisi|yapay zeka)\b"
    r"|アシスタント(?:は|が)|(?:読む|要約する|処理する)(?:人|者|エージェント)は"
    r"|(?:读取|阅读|总结|处理)[^，。,]{0,12}(?:者|的人|助手)[^，。,]{0,3}(?:须|必须|应|要)|助手(?:须|必须|应当|应该)"
    r"|(?:읽는|요약하는|처리하는) (?:사람|에이전트|어시스턴트|ai)"
)
#: an order tied to the agent's own act: when summarising, before answering, after reading (and the same abroad)
_AGENT_ACT = (
    r"\b(?:when|while|before|after|in) (?:you )?(?:summari[sz]ing|answering|replying|responding|reading|"
    r"summari[sz]e|answer|reply|respond)\b|\b(?:replies|answers|summaries) (?:summari[sz]ed )?(?:for users )?must\b"
    r"|\breply only with\b|\bbeim zusammenfassen\b|\bvor der zusammenfassung\b|\bprima di rispondere\b"
    r"|\bantes de (?:responder|resumir)\b|\bavant de (?:repondre|resumer)\b|\bbij het samenvatten\b"
    r"|要約する(?:際|とき)|总结时|回复时"
)
#: an order to get something from the user: ask, tell or make the user (and abroad)
_FROM_USER = (
    r"\b(?:ask|tell|get|have|make|prompt|require|instruct|remind) (?:the|this) user\b|\bchiedi all'utente\b"
    r"|\bpidele\b|\bpide al usuario\b|\bpregunta al usuario\b|\bfordere (?:ihn|sie|den nutzer|den benutzer) auf\b"
    r"|\bbitte (?:ihn|den nutzer|den benutzer),|\bdemandez? a l'utilisateur\b|\bpeca ao usuario\b"
    r"|\bvraag de gebruiker\b|\bpopros uzytkownika\b|ユーザーに.{0,20}(?:させて|ください)|请用户|让用户"
)
#: an impersonal obligation, in other languages, to destroy, disable, publish or run
_STEMS = (
    r"(?:cancell|elimin|borr|supprim|apag|exclu|losch|entfern|verwijder|usun|radera|sil|disattiv|desactiv|"
    r"desativ|deaktivier|uitschakel|wylacz|inaktiver|pubblic|publica|publiz|publiceer|opublik|ausfuhr|auszufuhr|"
    r"esegu|ejecut|execut|uitvoer|wykona)\w*"
)
_IMPERSONAL = (
    rf"\b(?:si deve|si devono|deve-se|devem-se|se debe|se deben|il faut|man muss|men moet)\b(?: [\w'-]+){{0,3}}? "
    rf"{_STEMS}|\b(?:moet|moeten) (?:[\w'-]+ ){{0,3}}?worden {_STEMS}|\b(?:ist|sind)(?: [^.!?;]{{0,60}}?) "
    rf"(?:zu {_STEMS}|auszufuhren)\b|\b\w+(?:meli|mali)(?:dir)?\b|^{_STEMS} "
)
_ORDER = Cued(re.compile(rf"{_ENGLISH}|{_FOREIGN}|{_AGENT_ACT}|{_FROM_USER}|{_IMPERSONAL}"))
#: what a notice's first words may order on their own (its label names no addressee): a duty from now on, what to
#: say, a secret to enter, ownership handed over, an account to log in to at a site; a key of an order
_SECRET = (
    r"(?:password|passcode|recovery phrase|seed phrase|pin|otp|one-time code|2fa code|verification code|"
    r"credentials|card number|card details|api key|token)"
)
_OPENING = Cued(
    re.compile(
        rf"^(?:please,? )?(?:from now on,? (?:please,? )?{_VERB}\b|(?:always |only )?(?:recommend|tell|say|"
        r"claim|mention)\b|(?:reply|respond|answer) only\b|(?:re-?enter|enter|type|share|send|paste|provide|"
        r"submit|post)\b"
        rf"[^.!?]{{0,40}}\b{_SECRET}|transfer (?:the )?ownership\b|(?:instructions?|directive|task|action)\s*:\s*"
        rf"{_VERB}\b)"
        r"|\b(?:all )?(?:users|members|readers|leser|everyone)\b[^.!?]{0,30}\b(?:must|should|need to|are required to|"
        r"sollen|mussen) (?:re-?register|re-?enter|log ?in|sign in|verify|confirm|re-?authenticate|bestatigen)\b"
        r"[^.!?]{0,60}?\b(?:at|on|via|unter|using) [\w-]+\.[a-z]{2,}"
        r"|\bassigned to:? (?:the )?(?:reader|agent|assistant|ai|model|bot)\b"
        r"|(?<!nicht )\b(?:loschen|entfernen|deaktivieren|stornieren|veroffentlichen)\b"
    )
)
#: a label that itself names the agent as its addressee ("[from the booking system to the reading agent]")
_TO_AGENT = re.compile(r"\b(?:to|for) (?:the |any |all )?(?:[\w-]+ )?(?:agent|assistant|ai|reader|model|bot)s?\b")
_IMPERATIVE = re.compile(rf"^(?:please,? )?{_VERB}\b")


def _orders_agent(notice: str) -> bool:
    return _ORDER.search(notice) is not None


def notice_order(sentences: tuple[str, ...]) -> bool:
    """A notice label, then an order to the agent or the reader (see the module docstring)."""
    for i, sentence in enumerate(sentences):
        match = _LABELS.search(sentence)
        if match is None:
            continue
        label, rest = (
            (match.group("bracket"), match.group("brest")) if match.group("bracket") else match.group("label", "rest")
        )
        notice = f"{rest} {sentences[i + 1]}".strip() if i + 1 < len(sentences) else rest
        openings = (rest, sentences[i + 1]) if i + 1 < len(sentences) else (rest,)
        if _orders_agent(notice) or any(_OPENING.search(opening) is not None for opening in openings):
            return True
        if _TO_AGENT.search(label) is not None and _IMPERATIVE.search(notice) is not None:
            return True
    return False


#: a key that names an order and its addressee, in front matter, a header, a comment or a meta tag
_KEY = re.compile(
    r"(?:^|[\s\"'<{,;(-])(?:x-[\w-]*?directive|(?:system|assistant|agent|ai|bot|llm|model|reader|meta|"
    r"processing-agent|agent)[_ -](?:directives?|instructions?|prompt|task|notes?|orders?)|directive|"
    r"notice-to-[\w-]*agent|todo\((?:agent|ai|assistant|bot|llm)\)|todo for the summary)"
    r"[\"']?\s*[:=]\s*[\"']?(?P<value>[^\"\n]{3,300})"
    r"|<meta name=[\"'](?:instructions?|directive|system|prompt)[\"'] content=[\"'](?P<meta>[^\"']{3,300})"
)
_KEYS = Cued(_KEY)
_OPENS = re.compile(
    rf"^(?:(?:please|also|now|then|always),? )*(?:after [\w ]{{1,20}},? |when [\w ]{{1,20}},? )?{_VERB}\b"
)


def keyed_order(flat: str) -> bool:
    """A key that names an order for the agent, whose value is an order (see the module docstring)."""
    for match in _KEYS.finditer(flat):
        if markup.LABEL.search(match.group(0)) is not None:
            continue  # a key `markup` reads is left to `tagged_instruction`
        value = (match.group("value") or match.group("meta") or "").strip()
        if _OPENS.search(value) is not None or _orders_agent(value):
            return True
    return False


#: the AI named by what it does with this text, then an obligation: unlabelled, so only the AI words; an order tied
#: to summarising or answering ("before you summarise: please close ...", "beim Zusammenfassen ... deaktivieren",
#: "요약하실 때 ... 해 주세요"); a Turkish reader-assistant with a jussive ("bu logu okuyan asistan ... kopyalasin")
_THIRD = Cued(
    re.compile(
        r"\b(?:the|any|an?) (?:[\w-]+ )?(?:ai|assistant|agent|llm|model|summari[sz]er)s? (?:summari[sz]ing|reading|"
        r"processing|parsing|going through|handling|triaging|answering from) (?:this|these|the) [\w-]+"
        rf"(?: [\w-]+){{0,3}}?,? {_OBLIGED}(?: (?:also|now|then|please|first|always))*,? {_VERB}\b"
        r"|\bif you(?:'re| are) (?:the|an?) (?:[\w-]+ )?(?:ai|assistant|agent|llm|model)\b[^.!?]{0,60}?,\s*"
        rf"(?:please,? )?(?:also )?(?!use\b|see\b|read\b|check\b|follow\b|get\b|make\b){_VERB}\b"
        r"|\b(?:before|when|while|after) (?:you )?(?:summari[sz]e|summari[sz]ing)\b"
        rf"(?: [\w-]+){{0,3}}?\s*[:,]\s*(?:please,? )?(?:also )?{_VERB}\b"
        r"|\bbeim zusammenfassen\b[^.!?]{0,80}\b(?:deaktivieren|loschen|entfernen|senden|schicken|freigeben|"
        r"veroffentlichen|ausfuhren|andern)\b"
        r"|요약(?:하실|할|하는) (?:때|경우)[^.!?]{0,60}(?:주세요|하세요|하십시오)"
        r"|\b(?:okuyan|ozetleyen|isleyen) (?:asistan|ajan|yapay zeka)\b[^.!?]{0,80}?\w(?:sin|sun)\b"
    )
)


def third_person(flat: str) -> bool:
    """The AI, named by what it does with this text, told what to do (see the module docstring)."""
    return _THIRD.search(flat) is not None


def orders_reader(sentences: tuple[str, ...]) -> bool:
    """Any of the three readings (what `relayed.relayed` adds to the intermediary reader it speaks to)."""
    return notice_order(sentences) or any(keyed_order(s) or third_person(s) for s in sentences)
