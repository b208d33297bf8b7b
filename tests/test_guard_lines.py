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


def test_a_hard_wrapped_line_is_one_sentence_with_the_next() -> None:
    text = "Before the audit closes, the team reviewed every account that was opened in\nthe last quarter. Done."
    assert checks.sentences(text) == (
        "before the audit closes, the team reviewed every account that was opened in the last quarter.",
        "done.",
    )


@pytest.mark.parametrize(
    "text",
    [
        "Short line without an end\nthe next one opens in lower case.",  # under 50 characters: a list, a heading
        "The team reviewed every account that was opened in the last quarter.\nthen it closed the audit.",
        "The team reviewed every account that was opened in the last quarter and\nThen it closed the audit.",
    ],
)
def test_no_join_after_a_short_or_ended_line_or_before_a_capital(text: str) -> None:
    assert len(checks.sentences(text)) == 2
