"""Cues of instruction: what corroborates the learned detector, and what lets the guard skip the model.

The detector (`detector.py`) scores how much a text *reads like* an injection; business e-mails, tables and
runbook steps can read that way too. A refusal from it needs a cue that the text tells its reader to do
something: a sentence that orders or requests (`orders.request`), a clause that starts with an action verb
after a colon, dash, bracket or "then", the reader spoken to ("you", "your", a greeting to the AI), a modal of
obligation ("must", "is to"), a polite request word, or a word that dismisses instructions ("ignore",
"disregard", "instead"). The detector also takes the same kinds of word in German, Spanish, French, Italian,
Portuguese and Dutch (`detector_cue`: modals of obligation, polite request words, words that dismiss
instructions, the assistant named, the imperative of send, transfer, delete, disable, grant, approve); the
rules' `instruction_cue` stays English. An answer with none of them (a table, a fact, a report of what happened)
is refused only at the detector's stricter `uncued` threshold; a preview likewise since round 12
(`detector.Previews.uncued`; before, it was passed unread).
"""

from __future__ import annotations

import re

from opmem.quarantine import framing, orders, requests
from opmem.quarantine.marks import as_read
from opmem.quarantine.prefilter import Cued

_MORE_VERBS = (
    r"(?:refund|skip|find|truncate|empty|reply|respond|answer|text|fetch|collect|grab|paste|dump|zip|star|rank|"
    r"bump|flag|hide|say|include|insert|append|attach|issue|sign|wipe|leave|let|keep|save|store|send|pay|wire)"
)
_CLAUSE_VERB = re.compile(
    rf"(?:^|[.!?]\s|[:;,>\]\)}}{{(\[<|*%=]|(?:^|\s)[\-–—]+|\b(?:then|now|also|just|next|first|finally))\s*"
    rf"(?:{orders.ACTION_VERBS}|{_MORE_VERBS})\b"
)
_DIRECTIVE = re.compile(
    r"\b(?:you|your|yours|yourself|u|ur|ya)\b"
    r"|\b(?:must|shall|should|ought to|needs? to|has to|have to|(?:is|are) to|(?:is|are) (?:required|expected|"
    r"asked|instructed|requested) to)\b"
    r"|\b(?:please|pls|plz|kindly|would love|would appreciate|it would (?:help|be great)|it'?d be|be a (?:dear|"
    r"sweetheart|star)|do me a favou?r|make sure|be sure|don'?t forget|remember to)\b"
    r"|\b(?:ignore|ignroe|igonre|disregard|disreguard|forget|forgett|overlook|scratch|pretend|instead|override|"
    r"discard|abandon|drop)\b"
)
#: The cues above in German, Spanish, French, Italian, Portuguese and Dutch (written with their accents, which the
#: text has dropped: `marks.as_read` folds them as it does, round 49f; until then "müssen" or "lösche" never matched).
_OTHER_LANGUAGES = re.compile(
    as_read(
        r"\b(?:muss|müssen|musst|soll|sollst|sollen|debe|deben|debes|doit|doivent|devez|dois|deve|devono|devi|devem|"
        r"moet|moeten|dient te|dienen te)\b"
        r"|\b(?:bitte|por favor|s'il (?:te|vous) plaît|veuillez|per favore|si prega|graag|alstublieft|alsjeblieft|"
        r"se solicita|gentilmente|cortesemente|es wäre nett)\b"
        r"|\b(?:ignoriere|ignorier|vergiss|ignora|ignorez|olvida|oublie|oubliez|dimentica|esqueça|negeer|"
        r"vergeet)\b"
        r"|\b(?:ki|assistent|assistente|asistente|l'assistant|l'ia|agente|modelo|modèle)\b"
        r"|\b(?:sende|schicke|überweise|lösche|deaktiviere|genehmige|envía|transfiere|borra|elimina|desactiva|"
        r"aprueba|envoie|envoyez|transfère|supprime|supprimez|désactive|approuve|invia|manda|trasferisci|cancella|"
        r"disattiva|approva|envie|transfira|apague|exclua|desative|aprove|stuur|verwijder|schakel|keur)\b"
    )
)


_CUED_DIRECTIVE = Cued(_DIRECTIVE)
_CUED_OTHER = Cued(_OTHER_LANGUAGES)
_CUED_CLAUSE_VERB = Cued(_CLAUSE_VERB)


def instruction_cue(flat: str, sentences: tuple[str, ...]) -> bool:
    """Whether the (normalised) text tells its reader to do something; see the module docstring."""
    return (
        _CUED_DIRECTIVE.search(flat) is not None
        or _CUED_CLAUSE_VERB.search(flat) is not None
        or framing.addressed(flat)
        or any(orders.request(s) for s in sentences)
    )


def detector_cue(flat: str, sentences: tuple[str, ...]) -> bool:
    """`instruction_cue`, or a cue in German, Spanish, French, Italian, Portuguese or Dutch: what lets the learned
    detector weigh a text at its threshold (the rules, which use `instruction_cue`, are not changed by it)."""
    return _CUED_OTHER.search(flat) is not None or instruction_cue(flat, sentences)


_LETTER = re.compile(
    r"^(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|greetings|hallo|hola|bonjour|ola)"
    r"(?:(?: (?:mr|mrs|ms|mx|dr|prof)\.?)? (?:[a-z][\w'-]*)(?: [a-z][\w'-]*)?)?\s*[,!:]"
)


def letter_to_person(flat: str) -> bool:
    """The text opens as a letter to a person ("Hi Yara,", "Dear Mr Haas,", "Hello,"), not to the AI: its
    requests are the writer's to its addressee, which the rules still weigh; the classifier does not."""
    return _LETTER.match(flat) is not None and not (framing.addressed(flat) or requests.names_the_ai(flat))
