"""Jinja2 for the console: autoescaped templates from the package, and the filters the pages share."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Any

from jinja2 import Environment, PackageLoader, select_autoescape
from markupsafe import Markup, escape

#: Pages are served with this policy: scripts and styles only from the app itself, never framed.
CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
)
HEADERS = {"Content-Security-Policy": CSP, "X-Frame-Options": "DENY", "Referrer-Policy": "same-origin"}

_MARK = re.compile(r"\*\*(.+?)\*\*", re.DOTALL)


def highlight(snippet: str | None) -> Markup:
    """A recall snippet's `**word**` marks as <mark>, everything else escaped."""
    escaped = str(escape(snippet or ""))
    return Markup(_MARK.sub(r"<mark>\1</mark>", escaped))


def moment(value: datetime | None) -> Markup:
    """A <time> in UTC; the console's script rewrites it into the viewer's time zone."""
    if value is None:
        return Markup("—")
    at = value if value.tzinfo else value.replace(tzinfo=UTC)
    at = at.astimezone(UTC)
    return Markup('<time datetime="{}">{}</time>').format(
        at.isoformat(timespec="seconds"), at.strftime("%Y-%m-%d %H:%M UTC")
    )


def score(value: float | None) -> str:
    return "" if value is None else f"{value:.3f}"


def environment() -> Environment:
    env = Environment(
        loader=PackageLoader("opmem.web", "templates"),
        autoescape=select_autoescape(default=True, default_for_string=True),
        trim_blocks=True,
        lstrip_blocks=True,
    )
    filters: dict[str, Any] = {"highlight": highlight, "moment": moment, "score": score}
    env.filters.update(filters)
    return env
