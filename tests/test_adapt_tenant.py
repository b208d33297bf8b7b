"""`opmem tenant adapt`: the switch waits for the backfill, corrupt weights fall back, tenants stay apart.

The unadapted model is a fake registered under the bundled model's id (fast, and its vectors differ from the
adapted model's); the adapted model is the bundled weights laid out as an adapted model (pinned, run on the ONNX
graph), except in the one test that trains (it needs the `adapt` extra).
"""

from __future__ import annotations

import importlib
import json
import shutil
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest
from click.testing import CliRunner
from conftest import record

from opmem.core import Opmem
from opmem.embed import adapt
from opmem.embed.adapt import TrainConfig, corpus_hash
from opmem.embed.adapted_backfill import Backfill, SideVectors, side_path
from opmem.embed.adapted_tenant import BASE, TenantModel, model_dir, read_state, tenant_pairs, write_state
from opmem.embed.fake import FakeEmbedder
from opmem.embed.weights import PINNED, ModelIntegrityError, bundled_dir
from opmem.ingest.distill import embedding_text
from opmem.settings import Settings
from opmem.store.model_switch import live_versions
from opmem.surfaces.cli import cli

WORDS = ["crash", "freeze", "login", "timeout", "disk", "cache", "proxy", "certificate", "upload", "render"]


def titles(n: int) -> list[str]:
    return [f"{WORDS[i % 10]} {WORDS[(i * 3 + 1) % 10]} in service {i}" for i in range(n)]


def open_opmem(root: Path) -> Opmem:
    return Opmem(
        Settings(data_dir=root, default_embedding=BASE), embedders={BASE: FakeEmbedder("base", dimensions=384)}
    )


@pytest.fixture
def opmem(tmp_path: Path) -> Iterator[Opmem]:
    opmem = open_opmem(tmp_path)
    opmem.upsert_records(record(f"INC{i}", t, f"what happened to {t}") for i, t in enumerate(titles(12)))
    yield opmem
    opmem.close()


def install(opmem: Opmem, tenant: str = "default") -> TenantModel:
    """The bundled weights laid out as this tenant's adapted model, pinned in the store (training stand-in)."""
    root = Path(opmem.settings.data_dir)
    model = adapt.model_id(corpus_hash(tenant_pairs(opmem.store, tenant), TrainConfig(), tenant=tenant))
    where = model_dir(root, tenant, model)
    where.mkdir(parents=True)
    for name in PINNED:
        shutil.copyfile(bundled_dir() / name, where / name)
    sha = PINNED["model.safetensors"]
    (where / adapt.MANIFEST).write_text(json.dumps({"model_id": model, "weights_sha256": sha}))
    state = TenantModel(model, sha, BASE, 12, 0, 0.0)
    write_state(opmem.store, tenant, state)
    return state


def backfill(opmem: Opmem, tenant: str = "default") -> Backfill:
    return Backfill(opmem.store, opmem.sync, Path(opmem.settings.data_dir), opmem.embedder, tenant)


def models(opmem: Opmem, tenant: str = "default") -> set[str]:
    rows = opmem.store.db.execute("SELECT DISTINCT model FROM embeddings WHERE tenant_id = ?", (tenant,))
    return {row[0] for row in rows}


@pytest.mark.model
def test_the_adapted_model_serves_only_once_every_document_has_its_vector(opmem: Opmem) -> None:
    state = install(opmem)
    first = backfill(opmem).step(budget=5)
    assert (first.phase, first.serving, first.embedded, first.documents) == ("backfilling", BASE, 5, 12)
    assert models(opmem) == {BASE}  # the unadapted vectors still serve, untouched
    opmem.upsert_records([record("INC99", "proxy certificate expired", "renewed it")])  # arrives mid-way
    opmem.upsert_records([record("INC0", titles(1)[0], "a new description")])  # changes after it was embedded
    second = backfill(opmem).step(budget=7)
    # INC0's vector was made from its old version: it is embedded again, with six others (4 + 7 of 13 now)
    assert second.phase == "backfilling" and second.documents == 13 and second.embedded == 11
    assert opmem.store.tenant_embedding("default") == BASE
    done = backfill(opmem).step(budget=5)
    assert (done.phase, done.serving) == ("serving", state.model)
    assert models(opmem) == {state.model}
    late = opmem.store.documents("default", [opmem.store.document_id("default", "resolution:incident:INC99") or 0])
    doc = next(iter(late.values()))
    made = opmem.embedder(state.model).embed([embedding_text(doc.title, doc.body, kind=doc.kind)], kind="document")
    stored = opmem.store.vectors("default", [doc.id], state.model)[doc.id]
    assert float(np.frombuffer(stored, np.float32) @ made[0]) > 0.9999  # the adapted model's vector, not the fake's
    hits = opmem.recall(opmem.local_admin("default"), "proxy certificate expired", arms=("semantic",)).hits
    assert hits and hits[0].record_id == "INC99"


@pytest.mark.model
def test_weights_that_fail_their_pin_give_the_tenant_back_its_unadapted_model(opmem: Opmem) -> None:
    state = install(opmem)
    ids = sorted(live_versions(opmem.store, "default"))
    before = opmem.store.vectors("default", ids, BASE)
    while backfill(opmem).step().phase == "backfilling":
        pass
    assert opmem.store.tenant_embedding("default") == state.model
    weights = model_dir(Path(opmem.settings.data_dir), "default", state.model) / "model.safetensors"
    data = bytearray(weights.read_bytes())
    data[-1] ^= 1
    weights.write_bytes(bytes(data))
    opmem.close()
    again = open_opmem(Path(opmem.settings.data_dir))  # a restart: the cached graph is gone
    try:
        again.warm_up()
        status = backfill(again).status()
        assert (status.phase, status.serving) == ("refused", BASE)
        assert "SHA-256" in status.reason and "opmem tenant adapt" in status.reason
        assert again.store.vectors("default", ids, BASE) == before  # the kept vectors serve again at once
        with pytest.raises(ModelIntegrityError, match="pinned"):
            again.embedder(state.model)
        hits = again.recall(again.local_admin("default"), titles(3)[2], arms=("semantic",)).hits
        assert hits and hits[0].record_id == "INC2"
    finally:
        again.close()


@pytest.mark.model
def test_missing_weights_keep_the_unadapted_model_serving_and_say_why(opmem: Opmem) -> None:
    state = install(opmem)
    shutil.rmtree(model_dir(Path(opmem.settings.data_dir), "default", state.model))
    status = backfill(opmem).step()
    assert (status.phase, status.serving, status.embedded) == ("refused", BASE, 0)
    assert "No adapted model" in status.reason
    assert models(opmem) == {BASE}


@pytest.mark.model
def test_one_tenants_adaptation_never_touches_anothers_model_or_vectors(opmem: Opmem) -> None:
    opmem.create_tenant("other")
    opmem.upsert_records(
        record(f"INC{i}", t, f"what happened to {t}", tenant="other") for i, t in enumerate(titles(12))
    )
    ids = sorted(live_versions(opmem.store, "other"))
    before = opmem.store.vectors("other", ids, BASE)
    state = install(opmem)
    assert tenant_pairs(opmem.store, "other") == tenant_pairs(opmem.store, "default")
    assert adapt.model_id(corpus_hash(tenant_pairs(opmem.store, "other"), TrainConfig(), tenant="other")) != state.model
    while backfill(opmem).step().phase == "backfilling":
        pass
    assert opmem.adapt_pending() and [s.tenant for s in opmem.adapt_pending()] == ["default"]
    assert opmem.store.tenant_embedding("other") == BASE and read_state(opmem.store, "other") is None
    assert opmem.store.vectors("other", ids, BASE) == before
    assert not (Path(opmem.settings.data_dir) / "models" / "other").exists()


@pytest.mark.model
def test_a_deleted_documents_vector_leaves_the_side_file(opmem: Opmem) -> None:
    state = install(opmem)
    backfill(opmem).step(budget=6)
    side = side_path(Path(opmem.settings.data_dir), "default", state.model)
    gone = opmem.store.document_id("default", "resolution:incident:INC3") or 0
    assert gone in SideVectors(side).fresh(live_versions(opmem.store, "default"))
    opmem.delete_record("default", "incident", "INC3", erase=True)
    backfill(opmem).step(budget=0)
    assert gone not in ids(side) and len(ids(side)) == 5
    while backfill(opmem).step().phase == "backfilling":
        pass
    kept = side_path(Path(opmem.settings.data_dir), "default", BASE)  # the unadapted vectors, for the fallback
    erased = opmem.store.document_id("default", "resolution:incident:INC5") or 0
    assert erased in ids(kept) and len(ids(kept)) == 11
    opmem.delete_record("default", "incident", "INC5", erase=True)
    backfill(opmem).step()
    assert erased not in ids(kept) and len(ids(kept)) == 10


def ids(path: Path) -> set[int]:
    side = SideVectors(path)
    try:
        return {int(r[0]) for r in side._db.execute("SELECT doc_id FROM vectors")}
    finally:
        side.close()


@pytest.mark.model
def test_a_tenant_moved_to_another_model_is_not_switched_back(opmem: Opmem) -> None:
    install(opmem)
    opmem.set_embedding("default", None)
    status = backfill(opmem).step()
    assert (status.phase, status.serving) == ("none", None) and "uses no model now" in status.reason
    assert opmem.store.tenant_embedding("default") is None


def test_without_the_extra_the_command_names_it_and_exits_2(
    opmem: Opmem, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    real = importlib.import_module

    def missing(name: str, package: str | None = None) -> ModuleType:
        if name in ("torch", "transformers"):
            raise ImportError(f"No module named {name!r}")
        return real(name, package)

    monkeypatch.setattr(adapt.importlib, "import_module", missing)
    result = CliRunner().invoke(cli, ["--data-dir", str(tmp_path), "tenant", "adapt", "default"])
    assert result.exit_code == 2
    assert "pip install 'opmem[adapt]'" in result.stderr and len(result.stderr.strip().splitlines()) == 1
    assert read_state(opmem.store, "default") is None and not (tmp_path / "models").exists()


def test_on_postgresql_the_command_is_refused_before_anything_is_trained(tmp_path: Path) -> None:
    """Another server of a shared PostgreSQL store would lack the weights and switch the tenant back."""
    result = CliRunner().invoke(
        cli,
        ["--data-dir", str(tmp_path), "tenant", "adapt", "default"],
        env={"OPMEM_DB": "postgresql://opmem@127.0.0.1:1/nowhere"},
    )
    assert result.exit_code == 2
    assert "embedded default only" in result.stderr and len(result.stderr.strip().splitlines()) == 1
    assert not (tmp_path / "models").exists()


def test_dry_run_counts_the_pairs_and_estimates_the_time(opmem: Opmem, tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, ["--data-dir", str(tmp_path), "tenant", "adapt", "default", "--dry-run"])
    assert result.exit_code == 0, result.output
    assert "12 training pairs" in result.output and "CPU s" in result.output
    assert read_state(opmem.store, "default") is None


def test_a_tenant_on_another_model_is_refused(opmem: Opmem, tmp_path: Path) -> None:
    opmem.set_embedding("default", None)
    result = CliRunner().invoke(cli, ["--data-dir", str(tmp_path), "tenant", "adapt", "default", "--dry-run"])
    assert result.exit_code == 2 and "only the bundled" in result.stderr


@pytest.mark.model
def test_a_tiny_training_run_switches_the_tenant_and_keeps_no_text(tmp_path: Path) -> None:
    pytest.importorskip("transformers")
    opmem = open_opmem(tmp_path)
    corpus = titles(32)
    opmem.upsert_records(record(f"INC{i}", t, f"what happened to {t}") for i, t in enumerate(corpus))
    opmem.close()
    runner = CliRunner()
    args = ["--data-dir", str(tmp_path), "tenant", "adapt", "default"]
    result = runner.invoke(cli, [*args, "--wait"])
    assert result.exit_code == 0, result.output
    assert "serves (the adapted model)" in result.output
    again = open_opmem(tmp_path)
    state = read_state(again.store, "default")
    assert state is not None and state.steps == 1 and again.store.tenant_embedding("default") == state.model
    assert models(again) == {state.model}
    manifest = (model_dir(tmp_path, "default", state.model) / adapt.MANIFEST).read_text()
    assert not any(word in manifest for word in WORDS)  # counts and hashes only: no document text
    again.close()
    unchanged = runner.invoke(cli, args)
    assert unchanged.exit_code == 0 and "nothing to do" in unchanged.output


def test_an_adapted_model_given_to_the_core_is_used_as_given(tmp_path: Path) -> None:
    """bench/adapt.py and bench/memory_quality.py hand the core their own adapted model (no tenant owns it)."""
    where = tmp_path / "m"
    where.mkdir()
    spec = adapt.model_id("0" * 16)
    (where / adapt.MANIFEST).write_text(json.dumps({"model_id": spec, "weights_sha256": "a" * 64}))
    given = adapt.AdaptedEmbedder(where, "a" * 64)
    opmem = Opmem(Settings(data_dir=tmp_path / "data", default_embedding="none"), embedders={spec: given})
    try:
        assert opmem.embedder(spec) is given
        with pytest.raises(ModelIntegrityError, match="No tenant has"):
            opmem.embedder(adapt.model_id("1" * 16))
    finally:
        opmem.close()


@pytest.mark.model
def test_tenant_show_says_which_model_serves_and_the_adapted_ones_progress(opmem: Opmem, tmp_path: Path) -> None:
    state = install(opmem)
    result = CliRunner().invoke(cli, ["--data-dir", str(tmp_path), "tenant", "show", "default", "--json"])
    assert result.exit_code == 0, result.output
    shown = json.loads(result.stdout)
    assert shown["phase"] == "backfilling" and shown["serving"] == BASE and shown["adapted"] == state.model
    assert (shown["documents"], shown["embedded"]) == (12, 0)
    text = CliRunner().invoke(cli, ["--data-dir", str(tmp_path), "tenant", "show", "default"])
    assert f"serving: {BASE}" in text.stdout and "(0 of 12 documents embedded)" in text.stdout
