"""The answer guard's model is loaded in the background by `opmem serve`, and `/readyz` says so: ready only once
the model can check a text without first building its graphs, not ready (with the reason) when it failed to load."""

from __future__ import annotations

import time

import pytest

from opmem.embed.weights import ModelIntegrityError
from opmem.quarantine import detector


@pytest.fixture
def fresh(monkeypatch: pytest.MonkeyPatch) -> None:
    """The model on, and this process's warm-up state new (it is once per process)."""
    monkeypatch.setenv("OPMEM_GUARD_MODEL", "on")
    monkeypatch.setattr(detector, "_WARMING", detector._Warming())


def _settled() -> tuple[bool, str]:
    deadline = time.monotonic() + 300
    while True:
        ok, detail = detector.readiness()
        if ok or "loading" not in detail or time.monotonic() > deadline:
            return ok, detail
        time.sleep(0.1)


def test_the_guard_is_ready_when_off() -> None:
    assert detector.readiness() == (True, "rules only (OPMEM_GUARD_MODEL=off)")  # conftest: rules only


@pytest.mark.model
def test_readiness_waits_for_the_guard_model_to_be_built(fresh: None) -> None:
    assert _settled() == (True, "the guard model is loaded")
    bundled = detector.bundled_detector()
    assert bundled.model is not None and bundled.model._runner is not None  # the graph exists: no first-use build


def test_a_guard_model_that_does_not_load_keeps_the_server_not_ready(
    fresh: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refused() -> None:
        raise ModelIntegrityError("guard_model.npz does not match its pin; reinstall opmem")

    monkeypatch.setattr(detector, "default_detector", refused)
    ok, detail = _settled()
    assert not ok and "guard_model.npz does not match its pin" in detail
