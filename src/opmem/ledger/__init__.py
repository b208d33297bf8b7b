"""What each run was shown: the ledger of documents surfaced to runs (at dispatch, by recall) and opened.

`Ledger` is the facade; a run's line (`RunLine`) and the usage report (`UsageReport`) are what it reads back.
"""

from opmem.ledger.model import (
    WITHHELD_REASON,
    DocumentUsage,
    KindCount,
    KindUsage,
    RunLine,
    RunShown,
    RunSummary,
    ShownTitle,
    UsageReport,
)
from opmem.ledger.service import Ledger, RunRef, Shown, Surfaced

__all__ = [
    "WITHHELD_REASON",
    "DocumentUsage",
    "KindCount",
    "KindUsage",
    "Ledger",
    "RunLine",
    "RunRef",
    "RunShown",
    "RunSummary",
    "Shown",
    "ShownTitle",
    "Surfaced",
    "UsageReport",
]
