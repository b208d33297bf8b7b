"""Shapes of a document the guard weighs differently (round 14): letters and minutes, and changelogs.

Letters and minutes are where a request is the writer's to the person the text is written to: an e-mail asks
its reader to "send your timesheet to payroll@... by Friday" or "pay the deposit to the account below", minutes
record that "the team should tell customers nothing changes". The request rules refuse these as they refuse an
injected request; the fine-tuned model reads most of them as confidently benign, though below the overturn any
text needs (`detector.OVERTURN`). `letter(text)` knows the shape by its conventions, not its words: e-mail header
lines at the start ("From:", "Subject:", "Betreff:" ...), a greeting opening the body ("Dear tenants,", "Hola
Ines,", "Guten Tag Herr Wolf,"), a sign-off closing it ("Regards, Ana Lopes", "- Facilities Desk"), or a minutes
title (`minutes.shaped`). The detector lifts an overturnable rule's refusal of such a text at
`detector.OVERTURN_LETTERS` (docs/measured/guard.md, "Round 14"). A letter to the AI gains nothing: the rules that
refuse it (`addressed_message` ...) are never overturned.

A changelog (`changelog(text)`: a first line naming a version, "Release 4.2", "parser 2027.1", then only list
items) states what changed; the model reads terse items ("Dropped the legacy importer", "New check: ...") as
headers. As a preview it is refused only where the model is sure (`detector.Previews.changelogs`).
"""

from __future__ import annotations

import re

from opmem.quarantine import minutes
from opmem.quarantine.checks import normalise

_HEADERS = re.compile(
    r"^(?:(?:from|to|cc|bcc|subject|re|date|sent|reply-to|betreff|von|an|asunto|de|para|objet|assunto|onderwerp|"
    r"oggetto|temat|amne)\s*:[^\n]*\n)+\s*",
    re.IGNORECASE,
)
_GREETING = re.compile(
    r"^(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|greetings|hallo|hola|bonjour|ola|oi|beste|"
    r"guten (?:tag|morgen|abend)|liebe|lieber|sehr geehrte\w*|estimad[oa]s?|querid[oa]s?|cher|chere|chers|caro|cara|"
    r"cari|gentile|buongiorno|hej|witam|szanown\w*|dzien dobry|goedemorgen|goedemiddag)\b[^\n.!?:,]{0,40}[,!:]"
)
_SIGN_OFF = re.compile(
    r"(?:^|[.!] )(?:thanks|thank you|many thanks|regards|best|best regards|kind regards|cheers|sincerely|yours|"
    r"happy holidays|gracias|saludos|un saludo|danke|viele grusse|mit freundlichen grussen|grusse|merci|"
    r"cordialement|bien a vous|obrigad[oa]|atenciosamente|cumprimentos|cordiali saluti|saluti|groeten|"
    r"met vriendelijke groet|pozdrawiam|halsningar|mvh),?$"
)
_DASH = re.compile(r"^[-–—]+ ?")


def _signed(text: str) -> bool:
    """The text ends with a sign-off: "Regards, Ana" / "Thanks,\nAna" (a closing word, then one to four
    capitalised words), or "- Facilities Desk" on its last line."""
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    if not lines:
        return False
    name = lines[-1]
    dashed = _DASH.match(name)
    if dashed is None:
        closing, _, name = name.rpartition(",")
        if not closing and len(lines) > 1:
            closing = lines[-2].rstrip(",")
        if _SIGN_OFF.search(normalise(closing)) is None:
            return False
    words = name[dashed.end() :].split() if dashed else name.split()
    return 0 < len(words) <= 4 and all(w[0].isupper() for w in words) and not name.endswith(".")


_VERSION = re.compile(r"\b\d+\.\d+(?:\.\d+)?\b")
_ITEM = re.compile(r"^\s*(?:[-*•+]|\d+[.)])\s+\S")


def changelog(text: str) -> bool:
    """The text is a changelog: a short first line with a version number, then at least two lines, every one a
    list item."""
    lines = [line for line in text.splitlines() if line.strip()]
    if len(lines) < 3 or len(lines[0]) > 60 or _VERSION.search(lines[0]) is None:
        return False
    return all(_ITEM.match(line) for line in lines[1:])


def letter(text: str) -> bool:
    """The text is shaped as a letter or as minutes (see the module docstring)."""
    headers = _HEADERS.match(text)
    body = normalise(text[headers.end() :] if headers else text)
    return headers is not None or _GREETING.match(body) is not None or _signed(text) or minutes.shaped(body)


#: Past tenses that are never an imperative ("set", "put", "reset", "ran"'s "run" are both, so they are not here).
_IRREGULAR_WORDS = (
    "was were had did redid undid ran reran took retook made remade wrote rewrote overwrote sent resent found saw gave "
    "got kept left brought built rebuilt went began spent told bought caught chose drew drove fell froze held knew "
    "led lost met paid rode rose sold shook spoke stood struck threw understood withdrew won broke forgot overrode "
    "rang stuck swung taught thought woke became came fed fought hung laid lent meant overtook"
)
_IRREGULAR = frozenset(_IRREGULAR_WORDS.split())
#: Words ending in -ed that are not past tenses ("need", "feed", "embed", "proceed" ...): -eed is one only here.
_EED = frozenset({"agreed", "freed", "guaranteed", "refereed", "decreed"})
#: A clause starts at a sentence end, a line, a list marker, a semicolon or colon, a comma or an "and" / "then".
_CLAUSE = re.compile(r"[.!?;:\n]+|,|\s+(?:and|then|and then)\s+|^\s*(?:[-*•+]|\d+[.)])\s+", re.MULTILINE)
#: What a record of work done never needs, and an instruction smuggled into one would: an addressee, a link, an address.
_ELSEWHERE = re.compile(r"\b(?:you|your|assistant|ai|agent|model|bot|reader)\b|@|https?:|www\.")
_DONE_WORDS = 40


def _past(word: str) -> bool:
    if word in _IRREGULAR:
        return True
    return len(word) > 4 and word.endswith("ed") and (not word.endswith("eed") or word in _EED)


def done(text: str) -> bool:
    """The text records what was done, not what to do: at most `_DONE_WORDS` words, every clause led by a past tense
    ("Rolled back the deploy; renewed the certificate", "- raised the pool size to 50"), no addressee ("you", the
    assistant), no link or address. A resolution or a record's title reads so; the model reads a terse one as a
    request to act on the world (docs/measured/guard.md, "Round 16"). Grammar, not the model: as a preview its
    finding refuses it at most below `previews.Previews.done`."""
    flat = normalise(text)
    if len(flat.split()) > _DONE_WORDS or _ELSEWHERE.search(flat):
        return False
    clauses = [c.split() for c in _CLAUSE.split(flat)]
    clauses = [c for c in clauses if c]
    return bool(clauses) and all(_past(c[0].strip("'\"()`*")) for c in clauses)
