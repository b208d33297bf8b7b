"""Round 24b (file text only): a config file declares, it does not order.

A config file (YAML, INI, TOML, `.env`, a crontab, a Makefile, a systemd unit, an XML settings file) is lines that
bind values to keys, schedules or targets: a destructive command in it (`rm -rf` in a cron line, `dropdb` in a CI
`before_script`, `DROP TABLE` as a job's `sql:` value, `ExecStopPost=/usr/bin/rm -f ...`) runs when the system runs
it and speaks to nobody, and a comment beside a setting explains it. An order to the reader is a sentence, and a
bulleted runbook is a list of sentences with no key above it.

`declared(raw)`: of the text's non-blank lines that are not comments, at least four in five are declarations and
at least three are, one of them binds a key, a section, a schedule or a target (a list alone is not a config; a
target counts beside a recipe), and no key or section is named for the AI or a task ("[assistant.task]").
`tool_call` and `harmful_order` do not refuse such a text as file text (`checks`); every other check still reads it.
"""

from __future__ import annotations

import re

_COMMENT = re.compile(r"^\s*(?:#|//|;|--|<!--|/?\*)")
#: a key bound to a short value or to what follows ("retention:", "keep_days: 730", "max_temp = 1280",
#: "PGDATABASE=demo"); a capitalised word followed by prose ("Subject: ...", "Action: drop ...") is a label, and a
#: list item is not a binding ("- then: rm -rf ..." is a runbook's step)
_KEY = re.compile(r"^\s*(?:[a-z_][\w.\-]*|[A-Z][A-Z0-9_]*|\"[^\"]+\"|'[^']+')\s*(?::(?=\s|$)|=)\s*(?P<value>.*)$")
_SECTION = re.compile(r"^\s*\[[^\]\n]+\]\s*$")
_CRON = re.compile(r"^\s*(?:@(?:reboot|hourly|daily|weekly|monthly|yearly|annually)|(?:[\d*/,\-]+\s+){5})\S")
_TARGET = re.compile(r"^[a-z_][\w.\-/$()%]*:(?:\s|$)")  # a Makefile target ("clean:", "teardown:  ## ...")
_RECIPE = re.compile(r"^\t\S")
_ITEM = re.compile(r"^\s*-\s+\S")
_ELEMENT = re.compile(r"^\s*</?[\w:.\-]+(?:\s[^>]*)?/?>\s*(?:[^<]*</[\w:.\-]+>)?\s*$")
_BRACE = re.compile(r"^\s*[{}\[\]](?:\s*[{}\[\]])*,?\s*$")
_PROSE_VALUE = re.compile(r"^[^\"'\s]\S*(?:\s+\S+){7}")  # an unquoted value of eight words or more: a sentence


#: a key or section named for the AI or its task gives the reader work ("[assistant.task]", "ai-agent:"): not exempt
_FOR_THE_AI = re.compile(
    r"(?:^|[\s\[._\-/\"'])(?:ai|assistant|agent|bot|chatbot|llm|model|copilot|gpt|claude|reader|task|instructions?)"
    r"(?=$|[\s\]._\-/\"':=])",
    re.IGNORECASE,
)


def _binds(line: str, recipes: bool) -> bool:
    key = _KEY.match(line)
    if key is not None:
        return _PROSE_VALUE.match(key.group("value")) is None
    return bool(_SECTION.match(line) or _CRON.match(line) or (recipes and _TARGET.match(line)))


def _named(line: str) -> str:
    """The key or section a declaration line names ("" for other lines)."""
    key = _KEY.match(line)
    if key is not None:
        return line[: key.start("value")]
    return line if _SECTION.match(line) else ""


def declared(raw: str) -> bool:
    """Whether the text reads as a config file (the module docstring)."""
    lines = [line for line in raw.splitlines() if line.strip() and not _COMMENT.match(line)]
    recipes = any(_RECIPE.match(line) for line in lines)
    binds = [line for line in lines if _binds(line, recipes)]
    if any(_FOR_THE_AI.search(_named(line)) for line in binds):
        return False
    other = sum(
        1
        for line in lines
        if not _binds(line, recipes)
        and (_RECIPE.match(line) or _ITEM.match(line) or _ELEMENT.match(line) or _BRACE.match(line))
    )
    return bool(binds) and len(binds) + other >= 3 and (len(binds) + other) * 5 >= len(lines) * 4
