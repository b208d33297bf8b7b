"""Round 36a: a destructive command named as an item of a catalogue of commands is not an order to run it.

Policies and onboarding notes name destructive commands as a kind: "Commands that delete data (dropdb, DROP TABLE,
TRUNCATE, rm -rf on data directories, wipefs) are run on production only with a second person watching", "This
policy covers: dropdb, DROP, terraform destroy, kubectl delete namespace, wipefs", "`DROP`, `TRUNCATE`, `drop table`
and `drop schema` need the head of platform's approval", "If a command would erase data (dd, mkfs, wipefs, format),
it needs the written instruction". Each command is an item of an enumeration and names no object: a command that
destroys something names what (`dropdb payroll`, `rm -rf /srv/archive`, `DROP TABLE members;`).

`catalogued(sentence, start, end)`: the destructive command that ends the match `sentence[start:end]` (`dropdb`,
`DROP TABLE / DATABASE / SCHEMA / KEYSPACE`, `kubectl delete namespace`, `mkfs`, `rm -rf`) follows a list separator
(",", "(", ":", "and", "or"), has no operand in its own item (options and a qualifier phrase such as "on data paths"
or "without a narrow WHERE" at most; a quoted command's item ends at its closing backtick), and stands in an
enumeration of at least three short items (inside its parentheses, or after its colon, or the sentence). Never in a
sentence that opens with an order to run ("run", "execute", "step 3:"), asks politely, says "you" or names the AI or
a reader; never a command that destroys with no operand (`terraform destroy`, `FLUSHALL`, a forced push).
Sentences are normalised as in `guard.normalise`.
"""

from __future__ import annotations

import re

from opmem.quarantine import requests

#: a command that destroys only what it names (its operand)
_COMMAND = re.compile(
    r"(?:dropdb|drop (?:table|database|schema|keyspace)|kubectl delete (?:ns|namespace)|mkfs(?:\.\w+)?|"
    r"rm -(?:rf|fr))$"
)
_BEFORE = re.compile(r"(?:[,(:]|\band|\bor)\s*[`'\"]?\s*$")
_QUALIFIER = re.compile(r"^(?:(?:-{1,2}[a-z][\w-]*\s*)*)(?:(?:on|in|without|with|against)(?:\s+[a-z]+){0,4})?$")
_ITEM_END = re.compile(r",|\)|;|\.(?:\s|$)|\s(?:and|or)\s")
_ITEMS = re.compile(r",\s*|\s(?:and|or)\s")
_ORDER = re.compile(
    r"^(?:(?:please|now|then|also|just|first|next|finally)\W+)*(?:run|execute|issue|step\s*\d*|action|todo|do)\b"
)
_ASKED = re.compile(r"\b(?:please|pls|plz|kindly|make sure|be sure|could you|can you|would you|you|whoever)\b")


def _segment(sentence: str, at: int) -> str:
    """The enumeration the position stands in: inside its open parenthesis, or after its colon, or the sentence."""
    opened = sentence.rfind("(", 0, at)
    if opened >= 0 and sentence.find(")", opened, at) < 0:
        closed = sentence.find(")", at)
        return sentence[opened + 1 : closed if closed >= 0 else len(sentence)]
    colon = sentence.rfind(": ", 0, at)
    return sentence[colon + 2 :] if colon >= 0 else sentence


def _own_item(sentence: str, end: int) -> str:
    """What follows the command in its own item (a quoted command's item ends at its closing backtick)."""
    if sentence.count("`", 0, end) % 2:
        closing = sentence.find("`", end)
        return sentence[end : closing if closing >= 0 else len(sentence)]
    stop = _ITEM_END.search(sentence, end)
    return sentence[end : stop.start() if stop else len(sentence)]


def catalogued(sentence: str, start: int, end: int) -> bool:
    """The destructive command ending `sentence[start:end]` is an item of a catalogue of commands (module docstring)."""
    command = _COMMAND.search(sentence[start:end].rstrip("`'\" "))
    if command is None:
        return False
    at = start + command.start()
    if _ORDER.match(sentence) or _ASKED.search(sentence) or requests.names_a_reader(sentence):
        return False
    if _BEFORE.search(sentence[:at]) is None:
        return False
    if _QUALIFIER.match(_own_item(sentence, start + command.end()).strip("`'\" ")) is None:
        return False
    items = [item for item in _ITEMS.split(_segment(sentence, at)) if item.strip()]
    return sum(len(item.split()) <= 5 for item in items) >= 3
