"""Skill proposals: a draft record in the skill table, which distils into a `skill` document like any other.

Agents propose skills (`propose_skill`); a curator's endorsement of a document proposes one through the same
function. The record id is derived from what is proposed, so proposing again updates the same draft: from a
document, `draft-<doc_id>`; otherwise `draft-<slug of the name>-<8 hex of its hash>`.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from datetime import datetime

from opmem.curate.inputs import MAX_BODY, MAX_FIELD, MAX_TITLE, checked_text
from opmem.ingest.distill import SKILL_TABLE
from opmem.types import Record

DRAFT = "draft"
_NOT_SLUG = re.compile(r"[^a-z0-9]+")


@dataclass(frozen=True)
class SkillProposal:
    """What a proposed skill says: its name, what it is for, when it applies, and its prompt."""

    name: str
    purpose: str
    activation: str
    prompt: str
    source_doc_id: int | None = None

    @classmethod
    def checked(
        cls, *, name: object, purpose: object, activation: object, prompt: object, source_doc_id: int | None
    ) -> SkillProposal:
        return cls(
            name=checked_text("name", name, limit=MAX_TITLE, one_line=True),
            purpose=checked_text("purpose", purpose, limit=MAX_FIELD),
            activation=checked_text("activation", activation, limit=MAX_FIELD),
            prompt=checked_text("prompt", prompt, limit=MAX_BODY),
            source_doc_id=source_doc_id,
        )

    @property
    def record_id(self) -> str:
        if self.source_doc_id is not None:
            return f"draft-{self.source_doc_id}"
        slug = _NOT_SLUG.sub("-", self.name.casefold()).strip("-")[:40] or "skill"
        return f"draft-{slug}-{hashlib.sha256(self.name.casefold().encode()).hexdigest()[:8]}"

    def record(self, tenant: str, *, proposed_by: str, at: datetime) -> Record:
        fields = {"purpose": self.purpose, "activation": self.activation, "proposed_by": proposed_by}
        if self.source_doc_id is not None:
            fields["source_doc_id"] = str(self.source_doc_id)
        return Record(
            tenant=tenant,
            source_table=SKILL_TABLE,
            record_id=self.record_id,
            state=DRAFT,
            short_description=self.name,
            description=self.prompt,
            updated_at=at,
            fields=fields,
        )

    def fields(self) -> dict[str, str | None]:
        """As the audit log keeps it."""
        source = str(self.source_doc_id) if self.source_doc_id is not None else None
        return {
            "name": self.name,
            "purpose": self.purpose,
            "activation": self.activation,
            "prompt": self.prompt,
            "source_doc_id": source,
        }


def proposal_of(record: Record) -> dict[str, str | None]:
    """A stored skill record's fields, as the audit log keeps them (the `before` of a re-proposal)."""
    fields = {name.lower(): value for name, value in record.fields.items()}
    return {
        "name": record.short_description,
        "purpose": fields.get("purpose"),
        "activation": fields.get("activation"),
        "prompt": record.description,
        "source_doc_id": fields.get("source_doc_id"),
    }
