"""Config sections named after the AI or a chat role, read as settings (rounds 20b and 32; moved out of `checks`; not
opmem's own settings, `opmem.settings`).

A line that is only a key named after the AI with indented keys below it ("chatbot:\\n  knowledge: ...") is a config
section, not the AI spoken to nor a chat role marker; so is an INI / TOML section header named after the AI or a
chat role with a key bound below it ("[admin]\\nweb_admin = https_only"); and a bracketed list that is a key's whole
value ("override_roles: [admin]") is a list. Each function returns the raw text rewritten ("<key> settings"), or
None when nothing is rewritten; `checks` reads the rewritten text's views.
"""

from __future__ import annotations

import re

#: round 20b: a line that is only a key named after the AI, with indented keys below it, is a config section
#: ("chatbot:\n  knowledge: ..."), not the AI spoken to nor a chat role marker
_AI_KEY = re.compile(
    r"^([ \t]*)(ai|assistant|chat ?bot|agent|model|bot|llm|copilot|gpt)[ \t]*:[ \t]*\r?$(?=\n[ \t]+[\w.-]+[ \t]*:)",
    re.IGNORECASE | re.MULTILINE,
)
#: round 32: an INI / TOML section header named after the AI or a chat role, with a key bound below it (comments may
#: stand between), is a config section too ("[admin]\nweb_admin = https_only", "[llm]\n# a note\nmodel = ..."); and
#: a bracketed list that is a key's whole value ("override_roles: [admin]") is a list, not a role marker
_SECTION = re.compile(
    r"^([ \t]*)\[[ \t]*(ai|assistant|chat ?bot|agent|model|bot|llm|copilot|gpt|system|sys|admin|developer|user)[ \t]*\]"
    r"[ \t]*\r?$(?=(?:\r?\n[ \t]*[#;][^\n]*)*\r?\n[ \t]*[\w.-]+[ \t]*(?:=|:(?=\s)))",
    re.IGNORECASE | re.MULTILINE,
)
_LIST_VALUE = re.compile(r"^([ \t]*[\w.-]+[ \t]*(?::|=)[ \t]*)\[([^\[\]\n]*)\]([ \t]*(?:#.*)?)$", re.MULTILINE)


def keyed(raw: str) -> str | None:
    """`raw` with each AI-named config section key read as "<key> settings" (`_AI_KEY`), or None if it has none."""
    if ":" not in raw or _AI_KEY.search(raw) is None:
        return None
    return _AI_KEY.sub(r"\1\2 settings", raw)


def sectioned(raw: str) -> str | None:
    """`raw` with INI / TOML sections named after the AI or a chat role read as "<name> settings" and a key's
    bracketed list value read without its brackets (`_SECTION`, `_LIST_VALUE`), or None if it has neither."""
    if "[" not in raw or (_SECTION.search(raw) is None and _LIST_VALUE.search(raw) is None):
        return None
    return _LIST_VALUE.sub(r"\1\2\3", _SECTION.sub(r"\1\2 settings", raw))
