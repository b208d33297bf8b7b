"""Round 50e: an ignore phrase a text quotes and speaks of, and the writer's own earlier message set aside.

`ignore_instructions` refuses a text that tells its reader to ignore its instructions, and no question or model
lifts it. Mails, QA notes, bug reports, postmortems, minutes and AI-use policies quote such a phrase to speak of it:
a chat that "wrote 'Please ignore the previous message'", an agent who "told a customer to 'forget the earlier
instructions'", spam that "contained lines like ... and 'ignore your instructions'", "what does 'Disregard previous
tracking number' mean?". No one is told to ignore anything there: the quote names a phrase. And a writer sets aside
their own earlier mail ("please ignore my previous email about the permits - I attached the wrong form").

`unquoted(raw, reads)` returns the text with such spans blanked (None when there is none), for `_ignores` to read
again; every other check reads the text as it is, so a quoted payload's order still reaches them. A quote stays
read when it opens its sentence, follows a colon or a dash (a label's content), a comma or a bracket outside a
parenthesised list (a CSV or JSON cell), or a verb of saying or output the reader would obey ("reply with '...'").
The own-mail reading needs "my"/"our", a noun of the writer's correspondence, and the clause ending there: "ignore
the prior message and ...", "ignore my previous instructions" stay read.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from opmem.quarantine.marks import drop_marks

#: quote pairs: straight and curly, German low-high, guillemets both ways, CJK corner brackets
_QUOTE = re.compile(
    r"\"([^\"\n]{1,240}?)\"|“([^”\n]{1,240}?)”|„([^“”\n]{1,240}?)[“”]|«\s?([^»\n]{1,240}?)\s?»|»([^«\n]{1,240}?)«"
    r"|「([^」\n]{1,240}?)」|『([^』\n]{1,240}?)』|‘([^’\n]{1,240}?)’"
    r"|(?<![\w'])'([^'\"\n]{1,240}?)'(?![^\W_])"
)
_MOST_WORDS = 12
#: the end of the sentence before a quote
_SENTENCE_END = re.compile(r"[.!?;]\s|\n")
#: what the reader would obey when it stands right before a quote: a verb of saying or output, "with", the reader
_OBEYED_WORDS = (
    "say reply respond answer write print output type include add put append repeat paste insert enter use begin "
    "start end sign tell with you your saying "
    # German, French, Spanish, Portuguese, Italian (marks dropped)
    "sag sage sagen schreib schreibe schreiben antworte antworten gib mit dis dites ecris ecrivez reponds repondez "
    "avec di diga escribe escriba responde responda con escreva com scrivi rispondi"
)
_OBEYED = frozenset(_OBEYED_WORDS.split())
_WORD = re.compile(r"[^\W\d_]+")

_OWN_MAIL = re.compile(
    r"\b(?:please\s+|kindly\s+|just\s+)?(?:ignore|disregard)\s+(?:my|our)\s+(?:previous|earlier|last|prior|first)\s+"
    r"(?:e-?mails?|mails?|messages?|notes?|letters?|memos?|posts?|replies|reply|comments?|texts?)\b"
    r"(?:\s+(?:about|regarding|re|on|concerning|from|of|with)\b[^.;:!?\n\u2013\u2014,]{1,60}?)?"
    r"(?=\s*(?:[.;!?\u2013\u2014]|\s-\s|,\s*(?:i|we|it|the|sorry|apologies)\b|$))",
    re.IGNORECASE,
)


def unquoted(raw: str, reads: Callable[[str], bool], *, addressed: bool) -> str | None:
    """`raw` with each quoted ignore phrase it speaks of, and its own earlier mail set aside, blanked; None if none.

    `reads(text)` says whether a quoted span read alone is an order to ignore or a dismissal; a text that may
    address the AI (`addressed`) keeps its own-mail clause read."""
    parts: list[str] = []
    last = 0
    for match in _QUOTE.finditer(raw):
        inner = next(group for group in match.groups() if group is not None)
        if len(inner.split()) > _MOST_WORDS or not _spoken_of(raw, match.start(), match.end()) or not reads(inner):
            continue
        parts += [raw[last : match.start()], '"..."']
        last = match.end()
    text = "".join([*parts, raw[last:]]) if parts else raw
    own = text if addressed else _OWN_MAIL.sub("...", text)
    return None if own == raw else own


def _spoken_of(raw: str, start: int, end: int) -> bool:
    """The quote at `start` stands inside a sentence that speaks of it, not where an order or a data cell stands."""
    ends = [m.end() for m in _SENTENCE_END.finditer(raw, 0, start)]
    before = raw[ends[-1] if ends else 0 : start].rstrip()
    words = _WORD.findall(drop_marks(before.casefold()))
    if not words or before.endswith((":", "-", "\u2013", "\u2014")):
        return False
    if not before[-1].isalpha():
        # a quote in a list of quoted examples stands in brackets the sentence closes after it
        return "(" in before and ")" in raw[end : end + 240]
    return words[-1] not in _OBEYED
