"""Injections in German, Spanish, French and Portuguese, which the English rules and the English-centric model miss.

The common patterns, each matched on the normalised text (casefolded, accents dropped, so "überweise" reads
"uberweise" and "envíe" reads "envie"):

- dismissing the reader's instructions: "vergiss alles", "olvida lo anterior", "oublie ce qui precede",
  "esqueca tudo", "ignora las instrucciones";
- a request to act on the world: an imperative or polite verb of sending, paying, granting, deleting, changing,
  adding or disabling ("bitte leite ... an x@y weiter", "transfiere 500 euros a la cuenta ES91 ...", "veuillez
  envoyer le fichier a ...", "envie a senha para ...") with a target of consequence within the clause: an
  address or link, an IBAN or account, an amount, a password, an access right or an admin role;
- the AI addressed ("Hallo KI", "Hola IA", "Bonjour l'IA", "Ola, assistente") with any request.

A text in one of these languages that reports what a file says ("laut Handbuch muss ...", "el manual dice que
...") carries no imperative at the start of a clause and passes, as in English. Since round 14 so does a statement
of what someone does (`_ordered`): a verb with its subject before it ("Karin schickt die Liste an alle", "la
tesorera enviara los recibos"), a third-person plural or future form, or a password changed with no new value
("cambia la contrasena al entrar": the reader's own, as English `actions` wants "to" and a value).
"""

from __future__ import annotations

import re

from opmem.quarantine import tongues

_POLITE = (
    r"(?:bitte|bitte sofort|sofort|dringend|por favor|porfa|urgente(?:mente)?|s'il (?:te|vous) plait|veuillez|"
    r"merci de|merci d'|pourriez-vous|pouvez-vous|peux-tu|podrias|podria|puedes|puede usted|poderia|pode|podes|"
    r"favor de|faca o favor de|kannst du|konnten sie|konnen sie|wurden sie|wurdest du)"
)
_VERBS = (
    # German (du / Sie forms and infinitives after "bitte")
    r"uberweis\w*|send\w*|schick\w*|leite\w*|weiterleit\w*|losch\w*|entfern\w*|gib|geben|gewahr\w*|erteil\w*|"
    r"fug\w*|andere|andern|setze|setzen|deaktivier\w*|zahl\w*|bezahl\w*|teile|teilen|lade|laden|kopier\w*|"
    r"exportier\w*|gebt|"  # round 42b: the ihr-form ("gebt bitte dem Techniker Zugriff")
    # Spanish
    r"transfier\w*|envi[aeo]\w*|mand[ae]\w*|reenvi\w*|borr[ae]\w*|elimin[ae]\w*|conced\w*|otorg\w*|anad\w*|"
    r"agreg\w*|cambi[ae]\w*|desactiv\w*|pag[ae]\w*|comparte|compartir|sub[ae]\w*|copi[ae]\w*|exporta\w*|"
    # French
    r"transfer\w*|vire[zr]?|envoie\w*|envoy\w*|transmet\w*|supprim\w*|accord\w*|ajout\w*|modifi\w*|chang\w*|"
    r"desactiv\w*|pay\w*|partag\w*|telecharg\w*|copie\w*|exporte\w*|donne\w*|"
    # Portuguese
    # round 34: "alterar" by its verb forms (the noun "alteracoes" and the German adjective "alter" are no order)
    r"transfir\w*|enci?aminh\w*|apag\w*|exclu\w*|conced\w*|adicion\w*|alter(?:e|a|ar|em)|desativ\w*|paga\w*|"
    r"compartilh\w*|"
    r"envi[ae]\w*|mand[ae]\w*|copi[ae]\w*|"
    # round 44b: an invitation (to an e-mail address, `_TARGET`), as English `actions` reads "invite" an address
    r"invit[ae]\w*|convid[ae]\w*|lad\w* \S+ ein|einlad\w*"
)
_TARGET = (
    r"(?:[\w.+-]+@[\w-]+\.[\w.]+|(?:https?://|www\.)\S+|\b[\w-]+\.(?:com|net|org|io|de|es|fr|pt|br|biz|xyz|info)\b|"
    r"\+\d[\d ]{6,}|"  # round 34: a phone number is an address, as in English `orders._ADDRESS`
    r"\b[a-z]{2}\d{2}(?: ?[\da-z]{4}){2,}|[$€£]\s?\d|\b\d[\d.,]*\s?(?:eur|euro|euros|usd|dollar|dolares|reais|chf)\b|"
    r"\b(?:konto|kontonummer|iban|cuenta|compte|conta|carteira|wallet|passwort|kennwort|contrasena|mot de passe|"
    r"senha|zugang|zugriff|acceso|acces|acesso|admin\w*|administrat\w*|kundenliste|clientes|lista de clientes|"
    r"\w*rechte|liste des clients|lista de clientes|datos|donnees|dados|daten|alle|todos|todas|tous|toutes)\b)"
)
_CLAUSE = r"(?:^|[:;,!?]\s*|\.\s+|\b(?:und|y|et|e|dann|luego|puis|depois|entonces|ensuite)\s+)"
_VERB_LAST = (
    r"(?:uberweisen|senden|schicken|weiterleiten|loschen|entfernen|geben|andern|zahlen|teilen|kopieren|exportieren)"
)
WORLD = re.compile(
    rf"{_CLAUSE}(?P<polite>{_POLITE}(?:,? |(?<=')))?(?P<lead>(?:\w+ ){{0,2}}?)(?P<verb>{_VERBS})\b[^;]{{0,90}}?"
    rf"(?P<target>{_TARGET})"
    rf"|{_POLITE}\b[^;]{{0,90}}?{_TARGET}[^;]{{0,40}}?\b{_VERB_LAST}\b"  # German puts the verb last
)
#: what may stand between a clause's start and an order's verb: adverbs, particles and object pronouns ("bitte jetzt
#: schick", "ahora envia", "maintenant envoie", "me manda"); any other word is the verb's subject ("Karin schickt
#: ...", "la tesorera envia ...": a statement; round 14)
_LEAD_WORDS = (
    "jetzt sofort gleich schnell einfach kurz dann auch noch doch mal gerne nur bitte mir uns ihm ihr ihnen dir",
    "ahora ya luego tambien solo inmediatamente rapidamente me nos le les te lo la los las se",
    "maintenant vite aussi puis ensuite immediatement simplement moi nous lui leur bien vouloir",
    "agora ja tambem depois apenas imediatamente rapidamente mim usted ustedes",
)
_LEAD = frozenset(word for line in _LEAD_WORDS for word in line.split(" "))
#: third-person plural and future forms no order takes: a statement of what others do or will do ("inviano",
#: "envoient", "enviara"); the ambiguous ones ("envian", "transfieran", "transfiram") are left to the subject; round
#: 34: and the first person plural, what the writers do or will do ("pagaremos", "enviamos", "transferimos")
_STATED = re.compile(r"(?:ano|ono|ent|ara|aran|amos|emos|imos)$")
#: an infinitive (German "-en", Romance "-ar", "-er", "-ir", "-re"): what a list of steps or "falta / convendria
#: <verb>" orders; the words before it are its object or a modal, not a subject
_INFINITIVE = re.compile(r"(?:en|ar|er|ir|re)$")
#: the word that makes a request of a subjunctive clause: "(necesito) que envies", "(ich will,) dass du schickst"
_ASKING = frozenset({"que", "dass", "qu", "che"})
_CHANGE = re.compile(r"(?:cambi|chang|ander|alter|modifi)")
_PASSWORD = re.compile(r"(?:passwort|kennwort|contrasena|mot de passe|senha)$")
#: round 34: the first login or access, when a new user changes the password they were given (onboarding: "cambia
#: la contrasena en el primer acceso", "altere-a no primeiro acesso"): the reader's own password, not a target
_FIRST_LOGIN = re.compile(
    r"\b(?:primer|primera|primeiro|primeira|premier|premiere|ersten|erste|primo)(?: [\w-]+)? (?:acceso|acesso|"
    r"acces|accesso|login|inicio|zugang|connexion|anmeldung)\b"
)
_NEW_VALUE = re.compile(
    r"^(?: [\w-]+){0,2}? (?:auf|zu|in|en|a|por|para|pour|par|to)\b|^[^;,.]{0,30}?[\"'«:=]"
    # round 42b: the value a few words later, a word with a digit ("de la cuenta compartida a Verano2026")
    r"|^(?: [\w-]+){0,4}? (?:auf|zu|in|en|a|por|para|pour|par|to) [^\s\d]*\d"
)


#: round 42b: a verb of adding, and the role that makes an added address of consequence (an admin, an owner, rights,
#: access, a delegate): "ajoute Lucie (lucie@...) a la liste des benevoles" adds a person to a list, as English
#: `orders.WORLD_ACTION` wants a membership of consequence
_INVITE = re.compile(r"(?:invit|convid|lad|einlad)")
_ADD = re.compile(r"(?:ajout|anad|agreg|adicion|fug)")
_ROLE = re.compile(
    r"\b(?:admin\w*|administrat\w*|proprietaire\w*|propietari\w*|proprietari\w*|eigentumer\w*|besitzer\w*|owner\w*|"
    r"droits|derechos|direitos|\w*rechte|berechtigung\w*|permis\w*|permiss\w*|delegu\w*|acces|acceso|acesso|zugriff|"
    r"zugang)\b"
)


def _ordered(match: re.Match[str]) -> bool:
    """The match is an order, not a statement (round 14): a polite word, an infinitive or a "que" clause; else no
    subject before its verb and not a third-person plural or future form, and a password only changed when a new
    value is given."""
    verb = match.group("verb")
    target = match.group("target")
    if verb is not None and _INVITE.match(verb) and re.search(r"[.?!]\s", match.group(0)):
        return False  # round 44b: the address in a later sentence ("... a la reunion ? Son adresse est ...")
    if verb is not None and _ADD.match(verb) and ("@" in target or "://" in target or target.startswith("www.")):
        return _ROLE.search(match.string, match.end(), match.end() + 60) is not None  # round 42b
    if verb is not None and _CHANGE.match(verb) and _FIRST_LOGIN.search(match.string, match.start(), match.end() + 40):
        return False  # round 34: a new user's own password, changed at the first login
    if verb is None or match.group("polite") or _INFINITIVE.search(verb):  # "bitte ...", "die Liste schicken"
        return True
    lead = match.group("lead").split()
    if any(word in _ASKING for word in lead):  # "necesito que (nos) envies ...", "je veux que tu envoies ..."
        return True
    if any(word not in _LEAD for word in lead) or _STATED.search(verb):
        return False
    if _PASSWORD.search(target) and _CHANGE.match(verb):
        return _NEW_VALUE.search(match.string[match.end() :]) is not None
    return True


def _world(flat: str) -> bool:
    """A request to act on the world somewhere in the text (every place a match may start is tried)."""
    start = 0
    while (match := WORLD.search(flat, start)) is not None:
        if _ordered(match):
            return True
        start = match.start() + 1
    return False


POLITE_REQUEST = re.compile(rf"{_CLAUSE}{_POLITE}\b")
IGNORE = re.compile(
    r"\b(?:vergiss|vergessen sie|ignorier\w*|missacht\w*)\b[^;]{0,30}\b(?:alles|vorherig\w*|bisherig\w*|obig\w*|"
    r"anweisung\w*|vorgabe\w*|regeln|befehle)\b"
    r"|\b(?:olvida|olvide|olvidate|ignora|ignore|ignorad|descarta)\b[^;]{0,30}\b(?:lo anterior|todo|las "
    r"instrucciones|tus instrucciones|las reglas|lo que te (?:dijeron|pidieron))\b"
    r"|\b(?:oublie[rz]?|ignore[rz]?)\b[^;]{0,30}\b(?:tout|ce qui precede|les instructions|tes instructions|vos "
    r"instructions|les consignes|les regles)\b"
    r"|\b(?:esqueca|esquece|ignore|ignora|desconsidere)\b[^;]{0,30}\b(?:tudo|o que foi dito|as instrucoes|suas "
    r"instrucoes|as regras|o anterior)\b"
)
ADDRESSED = re.compile(
    r"\b(?:hallo|hi|hey|liebe|lieber|sehr geehrte|an die|an den|hola|querid[oa]|estimad[oa]|a la|al|para la|para el|"
    r"bonjour|salut|cher|chere|a l'|ola|oi|prezad[oa]|car[oa]|para a|para o)\b,? ?(?:ki|k\.i\.|ia|i\.a\.|"
    r"assistent\w*|asistente|assistente|assistant|chatbot|bot|modelo|modele|modell|sprachmodell)\b"
)


FUNCTION_WORDS = tongues.FOUR_WORDS
_FOREIGN = FUNCTION_WORDS
_WORDS = re.compile(r"[a-z']+")


def foreign(flat: str) -> bool:
    """Whether the text reads as German, Spanish, French or Portuguese rather than English (by function words)."""
    others, _, _, english, _ = tongues.counts(flat)  # round 34: an IBAN's country code ("at61", "es91") is no word
    return (others >= 2 and others > 2 * english) or (others == 1 and english == 0)  # round 34: a short order


#: what no question makes legitimate in these languages: money (an amount or an IBAN), something sent to an address
#: or a link, access, an admin or owner role, a customer list or all the data, a channel, deleting, disabling
_NEVER = re.compile(
    r"[$€£]\s?\d|\b\d[\d.,]*\s?(?:eur|euro|euros|usd|dollar|dolares|reais|chf)\b|\b[a-z]{2}\d{2}(?: ?[\da-z]{4}){2,}"
    r"|\b(?:uberweis\w*|send\w*|schick\w*|leite\w*|weiterleit\w*|transfier\w*|envi[aeo]\w*|mand[ae]\w*|reenvi\w*|"
    r"envoie\w*|envoy\w*|transmet\w*|transfir\w*|enci?aminh\w*|compart\w*|partag\w*|teile\w*|sub[ae]\w*|"
    r"lade\w*|telecharg\w*)\b[^;.]{0,90}?(?:[\w.+-]+@[\w-]+\.[\w.]+|(?:https?://|www\.)\S+)"
    r"|\w*admin\w*|\b(?:zugriff|acceso|acces|acesso|kundenliste|lista de clientes|liste des clients|alle daten|"
    r"todos los datos|toutes les donnees|todos os dados|eigentumer\w*|besitzer\w*|propietari\w*|proprietaire\w*|"
    r"proprietari\w*|kanal|canal)\b"
    # deleting and disabling: no question asks for them in a language the sentence rules cannot weigh
    r"|\b(?:losch\w*|entfern\w*|deaktivier\w*|borr[ae]\w*|elimin[ae]\w*|desactiv\w*|supprim\w*|apag\w*|exclu\w*|"
    r"desativ\w*)\b"
)
#: a question that asks what to do or how: "wie bekomme ich", "como posso", "que tengo que hacer", "comment faire"
ASKS_HOW = re.compile(
    r"\b(?:wie (?:kann|konnen|bekomme|mache|muss|soll|richte|melde)|was (?:muss|soll|mache)|como (?:puedo|podemos|"
    r"hago|posso|podemos|faco|se)|que (?:tengo|tenemos|debo|hay) que|que (?:dois|devo|faut-il)|comment (?:puis|"
    r"faire|dois|peut)|que dit|que dice|o que diz)\b"
)


def content(flat: str) -> frozenset[str]:
    """The words of a German, Spanish, French or Portuguese text, its function words aside (for responsiveness)."""
    return frozenset(w for w in _WORDS.findall(flat) if len(w) > 2 and w not in _FOREIGN)


def relayable(flat: str) -> bool:
    """A request to act on the world in one of these languages that a question may have asked for: nothing `_NEVER`
    names, no order to ignore the reader's instructions and no AI addressed."""
    if request(flat) != "a request to act on the world" or ADDRESSED.search(flat) is not None:
        return False
    return _NEVER.search(flat) is None


def request(flat: str) -> str | None:
    """What kind of non-English injection the (normalised) text carries, or None (English text: None)."""
    if not foreign(flat):
        return tongues.request(flat, foreign=False)  # round 34: the other languages
    if IGNORE.search(flat):
        return "an order to ignore the reader's instructions"
    if _world(flat):
        return "a request to act on the world"
    if ADDRESSED.search(flat) and POLITE_REQUEST.search(flat):
        return "a message addressed to the AI"
    return tongues.request(flat, foreign=True)  # round 34: the reader addressed, headers, tags
