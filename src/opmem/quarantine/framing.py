"""Framings of an injection that generalise beyond fixed phrases: the model addressed as a person, and headers.

- `addressed(flat)`: the reader is spoken to ("Hi there AI system,", "Dear model friend,", "Psst, copilot!",
  "tell the assistant to ...", "if you're a language model", "this part is for the AI, not the human"). Words
  that are also ordinary nouns (agent, model, bot, reader) count only after a greeting.
- `labelled_order(flat)`: a header label of authority ("[Service message]", "SYS NOTE (automated):",
  "@@ Workflow task @@", "Automated Policy Update ->") followed by an order or a request.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from opmem.quarantine.prefilter import Cued

_AI = (
    r"(?:ai|a\.i\.|assistant|chat ?bot|chatgpt|gpt(?:-?\d\w*)?|claude|gemini|copilot|llm|language model|"
    r"ai (?:model|agent|system|helper|tool|assistant)|digital assistant|virtual assistant|automated (?:reader|"
    r"agent|assistant|system|helper|tool)|summari[sz]er|helper bot|robot assistant)"
)
_LOOSE = r"(?:agent|model|bot|reader|helper|machine|robot)"
_GREETING = r"(?:hi|hello|hey|dear|yo|psst|greetings|attention|calling|ok|okay|listen)"
ADDRESSED = re.compile(
    rf"(?:^|[.!?:;] )(?:{_GREETING}\b[ ,!]*|(?:note|message|word|request) for )?(?:(?:the|any|every|whichever|all|"
    rf"my|our|you),? )?(?:there,? )?(?:[\w-]+ ){{0,2}}?{_AI}s?(?: friend| here| there)?\s*[,:!\-–—]"
    rf"|\b{_GREETING}(?: there)?,? (?:the |my |our |all |any |dear )?(?:[\w-]+ ){{0,2}}?(?:{_AI}|{_LOOSE})s?\b"
    rf"|\b(?:tell|instruct|ask|order|remind|direct|want|need)s? (?:the|any|every|whichever|all|you,? the) "
    rf"(?:[\w-]+ )?{_AI}s? to\b"
    rf"|\bthe (?:[\w-]+ )?{_AI} (?:is|are) (?:asked|instructed|required|expected|told|requested|kindly asked) to\b"
    rf"|\bif you(?:'re| are) an? (?:[\w-]+ )?(?:{_AI}|{_LOOSE})\b"
    rf"|\b(?:for|to) (?:the|any|every|whichever) (?:[\w-]+ )?(?:{_AI}|{_LOOSE})s?,? (?:not (?:the|for) (?:human|"
    rf"user|people)|only|reading|handling|processing|parsing|summari[sz]ing)\b"
)
_AUTHORITY = (
    r"(?:system|sys|admin|administrator|operator|policy|compliance|automation|automated|workflow|it|it-ops|"
    r"platform|service|config|configuration|root|priority|mandatory|assistant|agent|ai|bot|internal|security|"
    r"management|official)"
)
_NOTICE = (
    r"(?:message|notice|note|directive|update|task|instructions?|broadcast|advisory|bulletin|requirement|override|"
    r"alert|memo|step|policy|request|action|order|command|notification)"
)
HEADER_LABEL = re.compile(
    rf"(?:^|[.!?] |[\[(=#>*@/\-]\s*)(?:[\w-]+ ){{0,2}}?{_AUTHORITY}[ -](?:[\w-]+ ){{0,2}}?{_NOTICE}s?\b"
    r"(?: #?\d+)?(?: \((?:automated|auto|urgent)\))?\s*(?:[\])=#<*@\-:>/]+|->)\s*(?P<rest>[^|]{3,300})"
)


_ADDRESSED = Cued(ADDRESSED)
_HEADER_LABEL = Cued(HEADER_LABEL)


def addressed(flat: str) -> bool:
    return _ADDRESSED.search(flat) is not None


def labelled_order(flat: str, is_order: Callable[[str], bool]) -> bool:
    """A header of authority followed by a sentence that `is_order` accepts."""
    for match in _HEADER_LABEL.finditer(flat):
        rest = re.split(r"(?<=[.!?])\s+", match.group("rest").strip(), maxsplit=1)[0]
        if is_order(rest.lstrip("\"'([ ")):
            return True
    return False
