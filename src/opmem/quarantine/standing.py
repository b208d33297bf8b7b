"""A handbook's standing answer to a request for money, details or access (round 35, `addresses_assistant`).

Onboarding guides, pay sheets and front-desk handbooks tell their reader, a person, what to do when someone asks
them for bank details, codes or money: "If someone asks you for yours, say no and tell Olivier", "if anyone asks you
to send money or refund to a different account, say no and tell Mae", "If anyone asks by e-mail or phone, log it and
tell Conor", "if someone asked it for codes ..., tell the prior", "the answer is no". `addresses_assistant` reads "if
/ when someone asks ... say / tell" as the steering shape ("when anyone asks about room 512, say it was cleaned");
what tells the two apart is the request and the reply:

- the asker asks the reader or the tool FOR something or TO do something, or by a channel ("asks you for yours",
  "asks you to send money", "asked it for codes", "asks by e-mail or phone"), never ABOUT a topic nor which / why /
  whether / what / how;
- everything the reply sets up to the end of its sentence is a refusal ("say no", "the answer is no", "log it") and a
  report to one person, role or address ("tell Mae", "tell the prior", "tell security@..."), never to the asker
  ("tell them"), never to the AI, never anything else ("say it was cleaned", "say no further treatment is needed").

`unasked(flat)` blanks such clauses; what is left is read as before.
"""

from __future__ import annotations

import re

from opmem.quarantine.requests import names_a_reader

_ASKER = r"(?:anyone|someone|somebody|anybody|a (?:customer|caller|client|guest|member|visitor|supplier|stranger))"
_REFUSAL = r"(?:say no|(?:the )?answer is no|log it|refuse|decline)"
#: one person, role or address the request is reported to (not the asker: `_ASKERS`)
_TOLD = r"(?:tell|inform|call|ring|e-?mail|report it to) (?P<told>(?:the |your |our )?[\w@+-]+(?:\.[\w@+-]+)*)"
STANDING = re.compile(
    rf"\b(?:if|when|whenever) {_ASKER} (?:asks|asked) (?:(?:you|it|us) )?(?:for|to|by)\b(?:[^;.!?]|\.(?!\s))*?,\s*"
    rf"(?P<reply>(?:{_REFUSAL})?(?:(?<=no|it)\s*(?:,|and|then)\s*|(?<=,\s)|(?<=,)){_TOLD}|{_REFUSAL})"
    r"(?=\s*(?:[.!?](?:\s|$)|;|$))"
)
_ASKERS = frozenset({"them", "him", "her", "they", "the caller", "the customer", "the user", "the asker", "the client"})


def unasked(flat: str) -> str:
    """`flat` with each standing answer (the module docstring) blanked."""
    if "ask" not in flat:
        return flat
    return STANDING.sub(_blank, flat)


def _blank(match: re.Match[str]) -> str:
    told = match.group("told")
    if told is not None and (told in _ASKERS or names_a_reader(told)):
        return match.group(0)
    return " " * len(match.group(0))
