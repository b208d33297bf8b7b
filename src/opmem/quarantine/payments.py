"""Round 25b: a payment request that the question asks about is information, not an order (answers only).

A reader asked "Why does everyone owe Maja €60?" answers "Transfer €60 to Maja for the bell-ringing course, IBAN
SI56 ...", one asked "Bis wann soll Jens seinen Anteil überweisen?" answers "bitte überweise deinen Anteil ... auf
DE44 ...". Money to an account is never relayed whatever the question (`responsive.NEVER_KINDS`, `polyglot._NEVER`),
so both are refused. `asked(flat, question)` holds when the (normalised) question asks about a payment, the answer
shares a word with it beyond the payment words (the payee, the purpose), and the answer carries nothing of the
shapes that stay never relayed: a payee or account changed or new ("our bank details have changed", "use the new
IBAN", "instead"), urgency, gift cards, crypto, approvals, secrecy (`responsive` keeps refusing those by its own
patterns too). Then, and only then, the money kind is not what makes a sentence never relayed; every other
responsiveness condition still applies. Previews have no question: never.
"""

from __future__ import annotations

import re

from opmem.index.analysis import stems
from opmem.quarantine import polyglot
from opmem.quarantine.prefilter import Cued

#: a word that makes a question one about a payment (normalised: casefolded, accents dropped)
_PAY = (
    r"pay|pays|paid|paying|payment|payments|owe|owes|owed|owing|cost|costs|fee|fees|price|transfer|iban|"
    r"zahl\w*|bezahl\w*|uberweis\w*|kostet|kosten|betrag|anteil|gebuhr\w*|"
    r"pag(?:a|o|an|ar|are|amento|amos|ue|uen|ou)|costa|cuesta|custa|precio|preco|prezzo|quota|cuota|retta|saldo|"
    r"bonifico|transferencia|transfir\w*|transfer\w*|virement|payer|paie|coute|prix"
)
PAYS = re.compile(rf"\b(?:{_PAY})\b")
_PAY_WORD = re.compile(rf"(?:{_PAY})")
#: what stays never relayed, whatever the question: a payee or account changed or new, urgency, secrecy
_CHANGED = Cued(
    re.compile(
        r"\b(?:new|changed?|updated?|different|another|replacement|alternative)\b[^.!?\n]{0,30}\b(?:account|iban|"
        r"bank|details|payee|sort code|number)s?\b|\b(?:account|iban|bank details|details|payee)\b[^.!?\n]{0,30}"
        r"\b(?:ha(?:s|ve) (?:been )?changed|changed|updated|moved)\b|\binstead\b|\bfrom now on\b|\bno longer\b|"
        r"\bneue[nrs]?\b[^.\n]{0,30}\b(?:konto|iban|bankverbindung)|\bnuev[ao]s?\b[^.\n]{0,30}\b(?:cuenta|iban)|"
        r"\bnouve(?:au|l|lle)\b[^.\n]{0,30}\b(?:compte|iban|rib)|\bnuov[oa]\b[^.\n]{0,30}\b(?:conto|iban)|"
        r"\bnova\b[^.\n]{0,30}\bconta|\b(?:urgent(?:ly)?|immediately|asap|right away|within the hour|dringend|"
        r"sofort|urgente|subito|inmediatamente|imediatamente|tout de suite)\b|\b(?:gift ?cards?|crypto\w*|bitcoin|"
        r"wallet)\b|\b(?:confidential|secret(?:ly)?|discreet(?:ly)?|don't tell|do not tell|vertraulich|geheim)\b"
    )
)


_PAY_STEMS = frozenset(
    stem for word in ("pay", "payment", "owe", "cost", "fee", "price", "transfer") for stem in stems(word)
)


def asked(flat: str, question: str, english: frozenset[str]) -> bool:
    """The (normalised) answer is a payment request its (normalised) question asks about (see the module docstring);
    `english` is the content stems they share (`responsive.content`), to which, for an answer in another
    language, the words it shares are added (`polyglot.content`), the payment words aside."""
    if PAYS.search(question) is None or _CHANGED.search(flat) is not None:
        return False
    words = english | (polyglot.content(flat) & polyglot.content(question) if polyglot.foreign(flat) else frozenset())
    return any(not _PAY_WORD.fullmatch(w) and w not in _PAY_STEMS for w in words)
