"""The bundled model, loaded once for the whole session: offline, 384 dimensions, paraphrases land nearby."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from conftest import record

from opmem.core import Opmem
from opmem.embed.local import LocalEmbedder
from opmem.settings import DEFAULT_MODEL, Settings

pytestmark = pytest.mark.model


@pytest.fixture(scope="session")
def model() -> LocalEmbedder:
    return LocalEmbedder()


@pytest.fixture
def memory(tmp_path: Path, model: LocalEmbedder) -> Iterator[Opmem]:
    opmem = Opmem(Settings(data_dir=tmp_path), embedders={DEFAULT_MODEL: model})
    yield opmem
    opmem.close()


def test_bundled_model_embeds_offline(model: LocalEmbedder, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    vectors = model.embed(["disk full on db01", "the database volume ran out of space", "kerberos"], kind="document")
    assert vectors.shape == (3, 384) and vectors.dtype == np.float32
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    assert vectors[0] @ vectors[1] > vectors[0] @ vectors[2] + 0.2


def test_semantic_arm_recalls_a_paraphrase(memory: Opmem) -> None:
    memory.upsert_records(
        [
            record("INC1", "Entra ID token validation failure", "Single sign-on users were rejected at login"),
            record("INC2", "Kafka consumer lag after deploy", "Consumers fell behind on the orders topic"),
            record("INC3", "Disk full on db01", "Logs filled the data volume"),
        ]
    )
    admin = memory.local_admin("default")
    result = memory.recall(admin, "SSO login failing", arms=("semantic",))
    assert result.hits[0].record_id == "INC1"
    fused = memory.recall(admin, "database server ran out of storage space")
    assert fused.hits[0].record_id == "INC3" and "semantic" in fused.hits[0].arms
