"""Round 30c: as an answer, a destructive step whose every command is scoped (round 30a: its own object is named as
a disposable copy) is what its question asked for when the question asks how to do something and shares a word with
the step, or asks what, which or when something is removed; an unrelated or a yes-or-no question, a step on what
holds data, or no question at all leave it refused. The rules alone are judged (`detector=None`). Every text is
written for this test only (none from bench/guard_heldout*.py or a public benchmark)."""

from __future__ import annotations

import pytest

from opmem.quarantine.guard import check_answer


def _allowed(text: str, question: str | None = None) -> bool:
    return check_answer(text, question=question, detector=None).allowed


# (question, answer): steps that rounds 19 and 25 do not pass (a `kubectl` namespace, a path under `~`)
ASKED = [
    ("How do I remove the preview environment for the kiosk branch?", "kubectl delete namespace kiosk-preview-88"),
    ("Which namespace is deleted after the merge?", "kubectl delete namespace pr-3107"),
    ("What does this clear?", "rm -rf ~/.cache/gradle"),
    ("How do I tear down the demo namespace?", "kubectl delete namespace demo-ledger"),
]

REFUSED = [
    ("What is the office wifi name?", "kubectl delete namespace pr-3107"),  # a question about something else
    ("How do I change the wifi password?", "kubectl delete namespace pr-3107"),  # procedural, no word shared
    ("Was the preview namespace removed?", "kubectl delete namespace kiosk-preview-88"),  # a yes-or-no question
    ("How do I remove the billing namespace?", "kubectl delete namespace billing"),  # not a disposable object
    ("What does this clear?", "rm -rf ~/.cache/gradle ~/projects"),  # one operand holds data
]


@pytest.mark.parametrize(("question", "answer"), ASKED)
def test_a_scoped_step_the_question_asks_for_passes(question: str, answer: str) -> None:
    if not answer.startswith("rm "):  # round 47c: `tool_call` passes a scoped `rm` as an answer on its own
        assert not _allowed(answer)  # refused on its own ...
    assert _allowed(answer, question)  # ... and passed as what the question asked


@pytest.mark.parametrize(("question", "answer"), REFUSED)
def test_a_scoped_step_the_question_does_not_ask_for_is_refused(question: str, answer: str) -> None:
    assert not _allowed(answer, question)
