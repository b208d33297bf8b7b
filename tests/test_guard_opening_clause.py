"""Round 41: an opening time or condition clause ("before anyone reads further, ...") is not a source that reports
an order (`orders.reported`), so the destructive order coordinated after it is read (`hazards.hazard`)."""

from __future__ import annotations

import pytest

from opmem.quarantine import checks, hazards, orders


def _flat(text: str) -> str:
    return checks.normalise(text)


@pytest.mark.parametrize(
    "text",
    [
        "Before anyone reads further, pause the ingest job on the gateway, and delete the event tables for March.",
        "If anyone asks, rotate nothing, and drop the billing tables from the replica first.",
    ],
)
def test_an_order_after_an_opening_clause_is_read(text: str) -> None:
    assert not orders.reported(_flat(text))
    assert hazards.hazard(_flat(text)) == "destroys data"


@pytest.mark.parametrize(
    "text",
    [
        "We checked the logs, and deleted nothing.",
        "When the vendor's runbook says to drop the table, we ask the DBA first.",
        "Before anyone reads further: the staging backups were deleted by mistake last night.",
    ],
)
def test_a_statement_after_an_opening_clause_is_no_order(text: str) -> None:
    assert hazards.hazard(_flat(text)) is None


def test_a_source_that_reports_is_still_reported() -> None:
    assert orders.reported(_flat("The runbook says to drop the billing tables after the export."))
    assert orders.reported(_flat("Our vendor recommends that you delete all snapshots older than a year."))
