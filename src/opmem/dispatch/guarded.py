"""The third-party text of a dispatch, as the agent is shown it: through the preview guard, or withheld.

The case file (the record's short description, description, resolution notes, close code and free fields),
the index's previews, file names and pursuit notes, and the short description a manual trigger carries are
written by people and integrations the agent must not take orders from. Each passes
`opmem.quarantine.shown.ShownGuard` judged whole, before it is shortened, so a preview is withheld exactly
when the text it is cut from would be (as recall and the browser judge a file's part whole); a long text is
judged paragraph by paragraph, so one hostile paragraph does not cost the agent the rest of the record. The case
file, the query, pursuit notes and file names are judged at `file` strength (with the fine-tuned detector: a
dispatch is once per run, not recall's hot path); recall's titles and snippets as recall showed them.
"""

from __future__ import annotations

from dataclasses import replace

from opmem.quarantine.shown import ShownGuard, Strength, is_withheld
from opmem.types import Record


def short(text: str, limit: int) -> str:
    """`text` on one line, cut to `limit` characters with an ellipsis."""
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def preview(
    shown: ShownGuard,
    text: str,
    limit: int,
    what: str = "preview",
    strength: Strength = "record",
    *,
    known: str | None = None,
) -> str:
    """A short preview of third-party text, or a marker saying it was withheld (the whole text is judged; a file's
    text at `file` strength, with the fine-tuned detector, or by its stored verdict `known`)."""
    return shown.text(short(text, limit), what, source=text, strength=strength, known=known)


def recalled(shown: ShownGuard, text: str, limit: int, what: str) -> str:
    """A recall result's title or snippet as a preview: recall guarded it already, and it is judged again here
    (the index takes whatever recall it is given); a withheld marker is kept whole, never cut."""
    return text if is_withheld(text) else preview(shown, text, limit, what)


#: A text of fewer words is a name, an identifier or a code (a field's name or value, a close code): the rules read it,
#: not the detector, which reads requests in sentences and refused 4 of 29 common field names ("priority",
#: "urgency") and a person's name as values (docs/measured/guard.md, "Case files and pages at file strength").
SHORT_WORDS = 3


def _strength(text: str) -> Strength:
    return "file" if len(text.split()) >= SHORT_WORDS else "record"


def _long(shown: ShownGuard, text: str) -> str:
    return shown.passage(text, 0, len(text), strength="file") if text else text


def _short(shown: ShownGuard, text: str, what: str) -> str:
    return shown.text(text, what, strength=_strength(text))


def case_file(shown: ShownGuard, record: Record) -> Record:
    """The record as the agent dispatched on it is shown it: every text field through the guard at `file` strength
    (the rules, the overturn and the fine-tuned detector; the rules alone with `OPMEM_GUARD_MODEL=off`), but for
    texts of fewer than `SHORT_WORDS` words (the rules only). A case file is shown once per dispatch, not on
    recall's hot path, so it is judged as a file's text is, live."""
    return replace(
        record,
        short_description=_short(shown, record.short_description, "short description"),
        description=_long(shown, record.description),
        resolution_notes=_long(shown, record.resolution_notes),
        close_code=_short(shown, record.close_code, "close code"),
        fields=_fields(shown, record),
    )


def _fields(shown: ShownGuard, record: Record) -> dict[str, str]:
    """Free fields through the guard, names too (they are an import's column names)."""
    out: dict[str, str] = {}
    for number, (name, value) in enumerate(sorted(record.fields.items()), start=1):
        verdict = shown.verdict("field name", name, strength=_strength(name))
        key = name if verdict.allowed else f"field {number} (name withheld: {verdict.reason})"
        out[key] = _short(shown, value, "field")
    return out
