"""Round 27: a quoted `rm` that a code review or an incident report speaks about is not an order.

A review says "This `rm -rf "$TMPDIR"/*` needs a guard" or "nit: `rm -rf "$DIR"/*` with an unset DIR deletes from
root"; an incident report says "A cron job ran `rm -rf $TMPDIR/*` with TMPDIR unset". The command is quoted as code
and is the subject of a judgement or the object of a report of what a program did: the text tells nobody to run it.
An order says "run `rm -rf ...`", "Remove the cache: `rm -rf ...`" or "`rm -rf ~/.ssh` must be run first".

`discussed(sentences, flat)`: every `TOOL_CALL` match in the text is an `rm -rf` / `rm -f`, inside a backtick
span, in a sentence that is no request, says no "you", names no AI, and speaks about the span: a determiner or a
report ("cron runs", "it ran") stands right before it, or it opens its sentence (after a short label such as
"nit:" or "also") and a judgement or a report follows it ("is", "needs", "deletes", "with", "if", a dash); never
a modal order after it ("should", "must", "is required"). Fetch-and-run, shells, `dd`, code execution and every
other `TOOL_CALL` alternative are never read so. `tool_call` (both scopes) does not refuse such a text; every
other check (`harmful_order` among them) still reads it.
"""

from __future__ import annotations

import re

from opmem.quarantine import catalogue, orders, requests
from opmem.quarantine.patterns import TOOL_CALL

RM = re.compile(r"rm\s+-")
_BEFORE = re.compile(
    r"(?:^|\s)(?:the|this|that|a|an|its|our|their|(?:runs|ran|executes|executed|calls|called|invokes|invoked))$"
)
#: a short label ("nit:", "root cause:", "also"), not a step's ("then:", "next:", "step 3:", "action:")
_LABEL = re.compile(
    r"^(?:(?!(?:then|next|now|first|finally|step|action|fix|todo|run|do)\b)(?:[\w+-]+ ?){1,2}:|also,?)?$"
)
_JUDGED = re.compile(
    r"^(?:[—–-]|(?:is|was|are|were|isn't|needs|deletes|deleted|removes|removed|would|with|without|if|when|lets|"
    r"has|had|does|did|fails|failed|wipes|wiped|ran|runs)\b)"
)
_ORDERED = re.compile(
    r"^(?:should|must|will|shall|can|has to|have to|needs? to be|(?:is|are) (?:to|required|needed|necessary|"
    r"mandatory)|(?:is|are) (?:the|your) (?:fix|next step|first step))\b"
)
_YOU = re.compile(r"\byou\b")


def discussed(sentences: tuple[str, ...], flat: str) -> bool:
    """Every `TOOL_CALL` match of the text is a quoted `rm` that its sentence speaks about (module docstring)."""
    total = sum(1 for _ in TOOL_CALL.finditer(flat))
    spoken = 0
    for sentence in sentences:
        for match in TOOL_CALL.finditer(sentence):
            named = catalogue.catalogued(sentence, match.start(), match.end())  # round 36a: named as a kind
            if not named and (RM.match(match.group()) is None or not spoken_of(sentence, match.start(), match.end())):
                return False
            spoken += 1
    return spoken > 0 and spoken == total


def spoken_of(sentence: str, start: int, end: int) -> bool:
    opening = sentence.rfind("`", 0, start)
    closing = sentence.find("`", end)
    if opening < 0 or closing < 0 or sentence.count("`", 0, opening) % 2:
        return False
    if orders.request(sentence) or requests.passive_request(sentence) or _YOU.search(sentence):
        return False
    if requests.names_a_reader(sentence):
        return False
    before, after = sentence[:opening].strip(), sentence[closing + 1 :].strip()
    if _ORDERED.match(after):
        return False
    return _BEFORE.search(before) is not None or (_LABEL.match(before) is not None and _JUDGED.match(after) is not None)
