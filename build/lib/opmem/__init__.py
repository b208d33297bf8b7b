"""opmem: operational memory for AI investigation agents.

from opmem import Opmem, Settings, Record
memory = Opmem(Settings(data_dir=Path("data")))
memory.upsert_record(Record(tenant="default", source_table="incident", record_id="INC1", state="resolved", ...))
memory.recall(memory.local_admin("default"), "disk full on db01")
"""

import typing as _typing

from opmem._lazy import exports as _exports
from opmem.errors import Conflict, Forbidden, InvalidInput, NotFound, OpmemError, Unauthorized, UnknownTable
from opmem.versions import StaleVersion

if _typing.TYPE_CHECKING:
    from opmem.core import Opmem
    from opmem.settings import Settings
    from opmem.types import (
        Attachment,
        Degraded,
        Document,
        DocumentPart,
        Hit,
        ImportReport,
        Principal,
        RecallResult,
        Record,
        TableConfig,
    )

__getattr__, __dir__ = _exports(
    __name__,
    {
        "opmem.core": ["Opmem"],
        "opmem.settings": ["Settings"],
        "opmem.types": [
            "Attachment",
            "Degraded",
            "Document",
            "DocumentPart",
            "Hit",
            "ImportReport",
            "Principal",
            "RecallResult",
            "Record",
            "TableConfig",
        ],
    },
)

__all__ = [
    "Attachment",
    "Conflict",
    "Degraded",
    "Document",
    "DocumentPart",
    "Forbidden",
    "Hit",
    "ImportReport",
    "InvalidInput",
    "NotFound",
    "Opmem",
    "OpmemError",
    "Principal",
    "RecallResult",
    "Record",
    "Settings",
    "StaleVersion",
    "TableConfig",
    "Unauthorized",
    "UnknownTable",
]
