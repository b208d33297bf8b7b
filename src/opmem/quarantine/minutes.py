"""Minutes: who was given which task is a record of a meeting, not a request to the reader (round 14).

Meeting notes assign work to named people: "Priya to rotate the kiosk's admin password; Facilities to book the
van", "Tomas to share the drive and give the interns edit rights". The request rules read a clause after "to"
as an order, so an action item naming what it touches (a password, access, an account) read as a request to act
on the world. In a text shaped as minutes (`shaped`: a title such as "Ops meeting:", "Retro notes", "Minutes",
"Action items" at its start, or since round 29 an attendance line "Present: ..." near it), `unassigned(sentence)`
is the sentence without its assignments ("<owner> to <verb> ...", up to the next ";"), and the request rules read
that (as they read `negation.unnegated`). An owner is one to three words naming a person, team or role: never the
AI, an agent, model, bot, tool or reader, "you", nor a verb that asks someone ("ask finance to ...", "remember to
..."). Sentences are normalised as in `guard.normalise`.
"""

from __future__ import annotations

import re

from opmem.quarantine.orders import ACTION_VERBS
from opmem.quarantine.prefilter import Cued

#: a minutes title: up to four words (round 29: or a dash between them), then a word naming the meeting's record,
#: before a colon, dash or line end
TITLE = re.compile(
    r"^(?:(?:[\w'/.,-]+|[-–—]) ){0,5}?(?:minutes|notes|meeting|mtg|stand-?up|sync|retro(?:spective)?|action items|"
    r"actions|decisions|huddle|kick-?off|debrief|acta|sitzung|protokoll|reunion|vergadering|riunione|verbale|reuniao)"
    r"(?: [\w'/.,-]+){0,3}?\s*(?:[:\-–—(]|$)"
)
#: words that are not an owner: the reader, the AI and tools; pronouns; verbs and words that ask or oblige
_NOT_OWNER_WORDS = (
    "ai a.i. assistant assistants agent agents model models bot bots llm copilot chatbot gpt claude gemini system",
    "tool tools reader readers script program software you your yourself u we us i me please kindly how what",
    "when where why which who whoever whatever ask asks asked tell tells told remind reminds instruct want wants",
    "need needs needed have has had get gets got make makes allow allows let lets expect expected require",
    "required request requested order ordered urge direct wish like love remember forget sure going able used",
    "supposed due ought about time is are was were be been also then and or not only just now",
)
_NOT_OWNER = frozenset(word for line in _NOT_OWNER_WORDS for word in line.split(" "))
ASSIGNED = re.compile(
    rf"(?:^|(?<=[;:,])\s*|\band\s+)(?P<owner>[a-z][\w'.&-]*(?: [a-z][\w'.&-]*){{0,2}}) to "
    rf"(?:re-?)?{ACTION_VERBS}\b[^;]*"
)
#: round 29: an attendance line near the start ("Present: Hedda (chair), Tomasz ...") makes minutes of a text whose
#: title names no meeting word ("Beekeeping co-op committee, 2 December")
ATTENDANCE = re.compile(r"(?:^|\s)(?:present|attendees|attending|in attendance|apologies)\s*:")
_TITLE = Cued(TITLE)
_ATTENDANCE = Cued(ATTENDANCE)
_ASSIGNED = Cued(ASSIGNED)


def shaped(flat: str) -> bool:
    """The (normalised) text opens with a minutes title, or an attendance line stands near its start (round 29)."""
    return _TITLE.search(flat[:120]) is not None or _ATTENDANCE.search(flat[:240]) is not None


def _kept(match: re.Match[str]) -> str:
    owner = match.group("owner").split()
    return match.group(0) if any(word in _NOT_OWNER for word in owner) else " "


def unassigned(sentence: str) -> str:
    """The sentence without its assignments to an owner (see the module docstring)."""
    return ASSIGNED.sub(_kept, sentence) if _ASSIGNED.search(sentence) is not None else sentence
