"""`opmem backup` / `opmem restore-backup`: a consistent copy of a live data directory, checked before it is
restored, with the indexes rebuilt from it so recall answers the same."""

from __future__ import annotations

import json
import sqlite3
import threading
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import FAKE, record

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.errors import InvalidInput
from opmem.settings import Settings
from opmem.store.backup import backup, read_backup, restore
from opmem.surfaces.cli import cli

QUERIES = ("proxy certificate expired", "disk full", "login token", "queue backlog 7")


def _open(data: Path) -> Opmem:
    return Opmem(Settings(data_dir=data, default_embedding=FAKE), embedders={FAKE: FakeEmbedder()})


def _answers(om: Opmem) -> list[list[tuple[str, str]]]:
    viewer = om.local_admin("default")
    return [[(h.record_id, h.title) for h in om.recall(viewer, q, k=10).hits] for q in QUERIES]


def _records(db: Path) -> tuple[int, int]:
    con = sqlite3.connect(db)
    try:
        records = con.execute("SELECT count(*) FROM records").fetchone()[0]
        documents = con.execute("SELECT count(*) FROM documents").fetchone()[0]
    finally:
        con.close()
    return records, documents


def test_a_backup_taken_during_writes_restores_to_the_same_recall(tmp_path: Path) -> None:
    source = _open(tmp_path / "live")
    titles = ("Proxy certificate expired", "Disk full on db", "Login token rejected", "Queue backlog")
    source.upsert_records([record(f"INC{n}", f"{titles[n % 4]} {n}") for n in range(40)])
    stop = threading.Event()

    def write() -> None:
        n = 40
        while not stop.is_set():
            source.upsert_records([record(f"INC{n}", f"{titles[n % 4]} {n}")])
            n += 1

    writer = threading.Thread(target=write)
    writer.start()
    try:
        during = backup(tmp_path / "live", tmp_path / "during")
    finally:
        stop.set()
        writer.join()
    # Taken mid-write, the copy is still one consistent state: every resolved record has its document.
    records, documents = _records(during.path / "opmem.sqlite3")
    assert records >= 40 and records == documents
    restored_during = _open(restore(during.path, tmp_path / "r1").path.parent / "r1")
    restored_during.reindex()
    assert len(_answers(restored_during)[0]) == 10
    restored_during.close()

    after = backup(tmp_path / "live", tmp_path / "after")
    restore(after.path, tmp_path / "r2")
    restored = _open(tmp_path / "r2")
    restored.reindex()
    assert _answers(restored) == _answers(source)
    restored.close()
    source.close()


def test_a_changed_or_truncated_backup_is_refused_before_anything_is_restored(tmp_path: Path) -> None:
    om = _open(tmp_path / "live")
    om.upsert_records([record("INC1", "Proxy certificate expired")])
    om.close()
    made = backup(tmp_path / "live", tmp_path / "b")
    data = bytearray((made.path / "opmem.sqlite3").read_bytes())
    data[-100:] = bytes(b ^ 0xFF for b in data[-100:])  # one flipped stretch, same size
    (made.path / "opmem.sqlite3").write_bytes(bytes(data))
    with pytest.raises(InvalidInput, match="does not match its manifest"):
        restore(made.path, tmp_path / "r")
    assert not (tmp_path / "r").exists()
    with pytest.raises(InvalidInput, match="not an opmem backup"):
        read_backup(tmp_path / "live")


def test_backup_and_restore_refuse_to_overwrite(tmp_path: Path) -> None:
    om = _open(tmp_path / "live")
    om.close()
    (tmp_path / "taken").mkdir()
    (tmp_path / "taken" / "x").write_text("keep me")
    with pytest.raises(InvalidInput, match="not empty"):
        backup(tmp_path / "live", tmp_path / "taken")
    made = backup(tmp_path / "live", tmp_path / "b")
    with pytest.raises(InvalidInput, match="not empty"):
        restore(made.path, tmp_path / "live")
    assert (tmp_path / "taken" / "x").read_text() == "keep me"
    with pytest.raises(InvalidInput, match="No opmem data directory"):
        backup(tmp_path / "nowhere", tmp_path / "b2")


def test_the_backup_is_owner_only_and_lists_its_files(tmp_path: Path) -> None:
    om = _open(tmp_path / "live")
    om.upsert_records([record("INC1", "Proxy certificate expired")])
    om.delete_record("default", "incident", "INC1")  # so there is an archive to copy
    om.close()
    made = backup(tmp_path / "live", tmp_path / "b")
    assert {f.name for f in made.files} >= {"opmem.sqlite3", "archive.sqlite3"}
    assert (made.path.stat().st_mode & 0o777) == 0o700
    assert all(((made.path / f.name).stat().st_mode & 0o077) == 0 for f in made.files)
    manifest = json.loads((made.path / "manifest.json").read_text())
    assert [f["name"] for f in manifest["files"]] == [f.name for f in made.files]


def test_the_commands_back_up_and_restore(tmp_path: Path) -> None:
    rows = tmp_path / "r.jsonl"
    rows.write_text('{"id": "INC7", "state": "resolved", "title": "Entra token validation failure"}\n')
    env = {"OPMEM_EMBEDDING": "none"}
    runner = CliRunner()
    live, copy, back = tmp_path / "live", tmp_path / "copy", tmp_path / "back"
    assert runner.invoke(cli, ["--data-dir", str(live), "import", "jsonl", str(rows), "--table", "incident"], env=env)
    made = runner.invoke(cli, ["--data-dir", str(live), "backup", str(copy)], env=env)
    assert made.exit_code == 0, made.output
    assert "backed up opmem.sqlite3" in made.output
    put = runner.invoke(cli, ["--data-dir", str(back), "restore-backup", str(copy)], env=env)
    assert put.exit_code == 0, put.output
    assert "reindexed 1 documents" in put.output
    found = runner.invoke(cli, ["--data-dir", str(back), "recall", "token validation", "--json"], env=env)
    assert json.loads(found.stdout)["results"][0]["record_id"] == "INC7"
    again = runner.invoke(cli, ["--data-dir", str(back), "restore-backup", str(copy)], env=env)
    assert again.exit_code == 2 and "not empty" in again.output


def test_a_backup_carries_no_stale_bytes_of_deleted_records(tmp_path: Path) -> None:
    om = _open(tmp_path / "live")
    om.upsert_records([record(f"INC{n}", f"Proxy certificate expired {n}") for n in range(50)])
    om.upsert_records([record("LEAK1", "zebracanary5501 pasted a secret", "zebracanary5501 in the description")])
    om.delete_record("default", "incident", "LEAK1", erase=True)
    om.close()
    made = backup(tmp_path / "live", tmp_path / "b")
    for f in made.files:
        assert b"zebracanary5501" not in (made.path / f.name).read_bytes(), f.name


def test_every_tenants_administrator_token_travels_and_nothing_else_is_accepted(tmp_path: Path) -> None:
    om = _open(tmp_path / "live")
    om.close()
    for name in ("admin.token", "admin-acme.token", "notes.token"):
        (tmp_path / "live" / name).write_text(f"{name}\n")
    made = backup(tmp_path / "live", tmp_path / "b")
    assert {f.name for f in made.files} == {"opmem.sqlite3", "archive.sqlite3", "admin.token", "admin-acme.token"}
    restore(made.path, tmp_path / "r")
    assert (tmp_path / "r" / "admin-acme.token").read_text() == "admin-acme.token\n"
    manifest = json.loads((made.path / "manifest.json").read_text())
    manifest["files"].append({"name": "../admin-x.token", "size": 0, "sha256": ""})
    (made.path / "manifest.json").write_text(json.dumps(manifest))
    with pytest.raises(InvalidInput, match="unexpected file"):
        read_backup(made.path)
