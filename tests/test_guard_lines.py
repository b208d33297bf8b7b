"""Round 41: how a line's pieces become the sentences the rules read: list markers (a dash, a number or a letter is a
marker only before a space)."""

from __future__ import annotations

import pytest

from opmem.quarantine import checks


@pytest.mark.parametrize(
    ("line", "sentences"),
    [
        ("x... then it failed", ("x...", "then it failed")),
        ("-exec rm -rf {} + was the culprit", ("-exec rm -rf {} + was the culprit",)),
        ("3.5 GB used of 4", ("3.5 gb used of 4",)),
        ("--force was never needed", ("--force was never needed",)),
    ],
)
def test_no_marker_without_a_space(line: str, sentences: tuple[str, ...]) -> None:
    assert checks.sentences(line) == sentences


@pytest.mark.parametrize(
    "line", ["- restart the pod", "1. restart the pod", "2) restart the pod", "b. restart the pod", "* restart the pod"]
)
def test_a_marker_before_a_space_is_stripped(line: str) -> None:
    assert checks.sentences(line) == ("restart the pod",)


@pytest.mark.parametrize("line", ["-> restart the pod", "**restart the pod", ">restart the pod", "## restart the pod"])
def test_bullets_quotes_and_headings_need_no_space(line: str) -> None:
    assert checks.sentences(line)[0].startswith("restart the pod")
