"""Where a result's `link` points: the record's page in opmem's web console by default, or the ticketing system's
page for the record when its table sets a link template (`opmem table set incident --link
'https://jira.example/browse/{id}'`).

A document stores the console route (`/records/{table}/{id}`, what distillation writes, so a document's bytes
never depend on a setting); the link a caller is shown is resolved from the table's template when results are
built, so changing a template changes every link at once without re-distilling anything.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from string import Formatter
from urllib.parse import quote

from opmem.errors import InvalidInput
from opmem.types import Document, TableConfig

#: The longest template accepted.
MAX_TEMPLATE_CHARS = 2048
_PLACEHOLDERS = frozenset({"id", "table"})
_SCHEME = re.compile(r"^(https?://[^/\s]+|/)")


def record_link(source_table: str, record_id: str, template: str | None = None) -> str:
    """The link to a record: `template` with `{id}` (and `{table}`) filled in, URL-quoted; by default the
    console's record page."""
    table, rid = quote(source_table, safe=""), quote(record_id, safe="")
    if template:
        return template.replace("{id}", rid).replace("{table}", table)
    return f"/records/{table}/{rid}"


def check_template(template: str) -> str:
    """A link template as given, or InvalidInput saying what a valid one looks like."""
    example = "such as https://jira.example/browse/{id}"
    if len(template) > MAX_TEMPLATE_CHARS or any(c.isspace() or ord(c) < 32 or c == "\x7f" for c in template):
        raise InvalidInput(
            f"A link template is one URL without spaces, at most {MAX_TEMPLATE_CHARS} characters, {example}."
        )
    if not _SCHEME.match(template):
        raise InvalidInput(f"A link template starts with http://, https:// or /: {template!r}; send one {example}.")
    try:
        fields = [(name, spec, conv) for _, name, spec, conv in Formatter().parse(template)]
        names = {name or "" for name, spec, conv in fields if name is not None or spec or conv}
    except ValueError as exc:
        raise InvalidInput(f"Link template {template!r} has an unmatched brace ({exc}); send one {example}.") from exc
    if "id" not in names or names - _PLACEHOLDERS:
        unknown = ", ".join(f"{{{n}}}" for n in sorted(names - _PLACEHOLDERS))
        why = f"has unknown placeholders {unknown}" if unknown else "has no {id}"
        raise InvalidInput(f"Link template {template!r} {why}; it may hold {{id}} and {{table}} only, {example}.")
    return template


def linked(tables: Mapping[str, TableConfig], doc: Document) -> Document:
    """`doc` with the link its table's template gives (unchanged when the table sets none)."""
    table = tables.get(doc.source_table)
    if table is None or not table.link_template:
        return doc
    return replace(doc, link=record_link(doc.source_table, doc.record_id, table.link_template))
