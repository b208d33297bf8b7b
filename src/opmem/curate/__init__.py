"""Curation of the archive by people: browse it, correct, retire, reinstate and endorse documents, read the audit.

Agents take part in one way only: they propose draft skills (`Curation.propose_skill`), the path a curator's
endorsement also takes.
"""

from opmem.curate.browse import BrowseItem, BrowseResult
from opmem.curate.service import Curation, EmbeddingUnavailable
from opmem.curate.skills import SkillProposal
from opmem.store.curation import AUDIT_ACTIONS, AuditAction, AuditEntry

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
