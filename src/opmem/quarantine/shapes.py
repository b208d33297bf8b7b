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
refuse it (`addressed_message` ...) are never overturned in a preview, and in an answer only at their own threshold
with no letter discount (`guard.STRICT`, round 43c).

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
