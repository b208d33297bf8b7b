"""What each run was shown: the ledger of documents surfaced to runs (at dispatch, by recall) and opened.

`Ledger` is the facade; a run's line (`RunLine`) and the usage report (`UsageReport`) are what it reads back.
"""

import typing as _typing

from opmem._lazy import exports as _exports

if _typing.TYPE_CHECKING:
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

__getattr__, __dir__ = _exports(
    __name__,
    {
        "opmem.ledger.model": [
            "WITHHELD_REASON",
            "DocumentUsage",
            "KindCount",
            "KindUsage",
            "RunLine",
            "RunShown",
            "RunSummary",
            "ShownTitle",
            "UsageReport",
        ],
        "opmem.ledger.service": ["Ledger", "RunRef", "Shown", "Surfaced"],
    },
)

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
