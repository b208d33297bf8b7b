"""Curation of the archive by people: browse it, correct, retire, reinstate and endorse documents, read the audit.

Agents take part in one way only: they propose draft skills (`Curation.propose_skill`), the path a curator's
endorsement also takes.
"""

import typing as _typing

from opmem._lazy import exports as _exports

if _typing.TYPE_CHECKING:
    from opmem.curate.browse import BrowseItem, BrowseResult
    from opmem.curate.service import Curation, EmbeddingUnavailable
    from opmem.curate.skills import SkillProposal
    from opmem.store.curation import AUDIT_ACTIONS, AuditAction, AuditEntry

__getattr__, __dir__ = _exports(
    __name__,
    {
        "opmem.curate.browse": ["BrowseItem", "BrowseResult"],
        "opmem.curate.service": ["Curation", "EmbeddingUnavailable"],
        "opmem.curate.skills": ["SkillProposal"],
        "opmem.store.curation": ["AUDIT_ACTIONS", "AuditAction", "AuditEntry"],
    },
)

__all__ = [
    "AUDIT_ACTIONS",
    "AuditAction",
    "AuditEntry",
    "BrowseItem",
    "BrowseResult",
    "Curation",
    "EmbeddingUnavailable",
    "SkillProposal",
]
