"""Distillation: a record in a terminal state becomes one `resolution` document. Same record in, same bytes out."""

from __future__ import annotations

import re
import unicodedata

from opmem.links import record_link
from opmem.types import DocumentDraft, Record

_SPACES = re.compile(r"[ \t\f\v]+")
_BLANK_LINES = re.compile(r"\n{3,}")
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


def clean(text: str) -> str:
    """Normalise text so equal content gives equal bytes: NFC, LF line ends, no control characters."""
    text = unicodedata.normalize("NFC", text).replace("\r\n", "\n").replace("\r", "\n")
    text = _CONTROL.sub(" ", text)
    lines = [_SPACES.sub(" ", line).strip() for line in text.split("\n")]
    return _BLANK_LINES.sub("\n\n", "\n".join(lines)).strip()


def resolution_key(source_table: str, record_id: str) -> str:
    return f"resolution:{source_table}:{record_id}"


#: Records of this table are skills: their document is a `skill`, whose prompt is behind `view_skill_bodies`.
SKILL_TABLE = "skill"
PROMPT_MARK = "\n\nPrompt:\n"


def skill_summary(body: str) -> str:
    """What anyone who can read skills may see of a skill document: everything before its prompt."""
    return body.split(PROMPT_MARK, 1)[0] if not body.startswith("Prompt:\n") else ""


def searchable_text(kind: str, body: str) -> str:
    """The part of a body the indexes see: a skill's prompt is not searchable, so recall cannot probe it."""
    return skill_summary(body) if kind == "skill" else body


def _skill_sections(record: Record) -> list[tuple[str, str]]:
    """A skill: name, purpose and activation rules up front; the prompt (its description) last, marked."""
    fields = {name.lower(): value for name, value in record.fields.items()}
    return [
        ("Purpose", clean(fields.get("purpose", ""))),
        ("Activation rules", clean(fields.get("activation", ""))),
        ("Prompt", clean(record.description)),
    ]


def _resolution_sections(record: Record) -> list[tuple[str, str]]:
    sections = [
        ("Description", clean(record.description)),
        ("Resolution", clean(record.resolution_notes)),
        ("Close code", clean(record.close_code)),
    ]
    return sections + [(clean(name), clean(value)) for name, value in sorted(record.fields.items())]


def distill(record: Record) -> DocumentDraft:
    """The `resolution` document of a record (a `skill` for the skill table): same record in, same bytes out.

    The title is the short description; the body holds fixed sections, each `Name:` and its text, empty ones left
    out.
    """
    title = clean(record.short_description).replace("\n", " ") or f"{record.source_table} {record.record_id}"
    skill = record.source_table == SKILL_TABLE
    sections = _skill_sections(record) if skill else _resolution_sections(record)
    return DocumentDraft(
        tenant=record.tenant,
        kind="skill" if skill else "resolution",
        key=resolution_key(record.source_table, record.record_id),
        source_table=record.source_table,
        record_id=record.record_id,
        title=title,
        body="\n\n".join(f"{name}:\n{value}" for name, value in sections if value),
        resolved_at=record.resolved_at or record.updated_at,
        link=record_link(record.source_table, record.record_id),
    )


_SECTION_LABEL = re.compile(r"^[^\n]{1,40}:\n", re.MULTILINE)


def embedding_text(title: str, body: str, limit: int = 600, *, kind: str = "resolution") -> str:
    """What the semantic arm embeds: the title, then the start of the body without section labels.

    600 characters measured as good as 1,500 on the dev queries and embeds about 40% faster.
    """
    return f"{title}\n{_SECTION_LABEL.sub('', searchable_text(kind, body))[:limit]}"
