"""`opmem migrate` and the schema's state on both engines: pending migrations listed and applied, a start on an
older schema refused with OPMEM_AUTO_MIGRATE=off (naming `opmem migrate`), and a schema newer than the code (a
migration this version does not know) always refused, by a start and by `opmem migrate` alike."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Protocol

import pytest
from click.testing import CliRunner, Result
from conftest import FAKE
from test_data_dir import free_port

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.errors import SchemaMismatch
from opmem.settings import Settings
from opmem.store import migrations, schema
from opmem.store.db import open_engine
from opmem.surfaces.cli import cli

ENV = {"OPMEM_EMBEDDING": "none", "OPMEM_CLAMD_SOCKET": "none"}
OLD = 8  # the schema of a version that knew m001…m008


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def where(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """The database under test: a SQLite data directory (its file), or a fresh PostgreSQL database's URL."""
    if request.param == "postgres":
        yield request.getfixturevalue("postgres_url")
    else:
        (tmp_path / "data").mkdir(mode=0o700)
        yield str(tmp_path / "data" / "opmem.sqlite3")


def older_schema(where: str, monkeypatch: pytest.MonkeyPatch, upto: int = OLD) -> None:
    """The schema an older opmem left: its first `upto` migrations applied."""
    with monkeypatch.context() as m:
        m.setattr(migrations, "MIGRATIONS", migrations.MIGRATIONS[:upto])
        engine = open_engine(where)
        try:
            schema.migrate(engine)
        finally:
            engine.close()


class Run(Protocol):
    def __call__(self, *args: str, **env: str) -> Result: ...


@pytest.fixture
def run(where: str, tmp_path: Path) -> Run:
    """`opmem ARGS` on the database: a SQLite data directory, or PostgreSQL by OPMEM_DB (with its own data dir)."""

    def invoke(*args: str, **env: str) -> Result:
        if where.startswith("postgresql://"):
            env, data = {**env, "OPMEM_DB": where}, tmp_path / "indexes"
        else:
            data = Path(where).parent
        return CliRunner().invoke(cli, ["--data-dir", str(data), *args], env={**ENV, **env})

    return invoke


def open_opmem(where: str, tmp_path: Path, **values: object) -> Opmem:
    base = {"default_embedding": FAKE, "clamd_socket": None, **values}
    if where.startswith("postgresql://"):
        s = Settings(data_dir=tmp_path / "indexes", db=where, **base)  # type: ignore[arg-type]
    else:
        s = Settings(data_dir=Path(where).parent, **base)  # type: ignore[arg-type]
    return Opmem(s, embedders={FAKE: FakeEmbedder()})


def test_status_lists_applied_and_pending_and_migrate_applies_them(
    where: str, run: Run, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    older_schema(where, monkeypatch)
    names = schema.known()
    status = run("migrate", "--status", "--json")
    assert status.exit_code == 0, status.output
    found = json.loads(status.stdout)
    assert (found["applied"], found["pending"], found["unknown"]) == (list(names[:OLD]), list(names[OLD:]), [])
    assert "secret" not in found["database"]
    text = run("migrate", "--status")
    assert f"pending     {names[OLD]}" in text.output and "run `opmem migrate` to apply them" in text.output
    if where.startswith("postgresql://"):  # named by the option this time, not by OPMEM_DB
        applied = CliRunner().invoke(cli, ["--data-dir", str(tmp_path), "migrate", "--db", where], env=ENV)
    else:
        applied = run("migrate")
    assert applied.exit_code == 0, applied.output
    assert all(f"applied now {n}" in applied.output for n in names[OLD:])
    assert f"applied now {names[0]}" not in applied.output
    again = json.loads(run("migrate", "--json").stdout)
    assert again["pending"] == [] and again["applied_now"] == [] and again["applied"] == list(names)


def test_with_auto_migrate_off_an_older_schema_is_refused_until_opmem_migrate(
    where: str, run: Run, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    older_schema(where, monkeypatch)
    with pytest.raises(SchemaMismatch, match=r"older than this opmem.*Run `opmem migrate`") as refused:
        open_opmem(where, tmp_path, auto_migrate=False)
    assert migrations.MIGRATIONS[OLD].__name__ in refused.value.message
    engine = open_engine(where)
    assert schema.status(engine).pending == schema.known()[OLD:]  # nothing was applied
    engine.close()
    result = run("archive", "purge", OPMEM_AUTO_MIGRATE="off")
    assert result.exit_code == 2 and "opmem migrate" in result.output
    assert run("migrate").exit_code == 0
    open_opmem(where, tmp_path, auto_migrate=False).close()  # now current: it starts
    assert run("archive", "purge", OPMEM_AUTO_MIGRATE="off").exit_code == 0


def test_with_auto_migrate_on_a_start_applies_what_is_pending(
    where: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    older_schema(where, monkeypatch)
    open_opmem(where, tmp_path).close()
    engine = open_engine(where)
    assert schema.status(engine).current
    engine.close()


def test_a_schema_newer_than_the_code_is_always_refused(where: str, run: Run, tmp_path: Path) -> None:
    open_opmem(where, tmp_path).close()
    engine = open_engine(where)
    with engine.transaction() as db:
        db.execute("INSERT INTO migrations (name) VALUES ('m099_from_a_later_opmem')")
    engine.close()
    for auto in (True, False):
        with pytest.raises(SchemaMismatch, match=r"newer than this opmem.*m099_from_a_later_opmem"):
            open_opmem(where, tmp_path, auto_migrate=auto)
    refused = run("migrate")
    assert refused.exit_code == 2 and "newer than this opmem" in refused.output
    status = run("migrate", "--status")
    assert status.exit_code == 0 and "unknown     m099_from_a_later_opmem (applied by a newer opmem)" in status.output


def test_status_of_a_data_directory_not_created_yet_creates_nothing(tmp_path: Path) -> None:
    data = tmp_path / "new"
    status = CliRunner().invoke(cli, ["--data-dir", str(data), "migrate", "--status"], env=ENV)
    assert status.exit_code == 0 and f"pending     {schema.known()[0]}" in status.output
    assert not data.exists()


def test_serve_on_an_older_schema_with_auto_migrate_off_exits_with_what_to_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    data.mkdir(mode=0o700)
    older_schema(str(data / "opmem.sqlite3"), monkeypatch)
    env = {**os.environ, **ENV, "OPMEM_AUTO_MIGRATE": "off"}
    env.pop("OPMEM_DB", None)
    command = [sys.executable, "-m", "opmem.surfaces.cli", "--data-dir", str(data), "serve"]
    done = subprocess.run(
        [*command, "--port", str(free_port()), "--no-worker"], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 2 and "opmem migrate" in done.stderr
    assert "older than this opmem" in done.stderr


def test_the_move_checksum_ignores_row_order_but_not_a_byte_or_a_type() -> None:
    from opmem.store.move import Digest

    def digest(*rows: tuple[object, ...]) -> str:
        d = Digest()
        d.add(rows)
        return d.hex

    rows = ((1, "a", b"\x00\x01"), (2, None, b"\x02"), (3, "c", 1.5))
    assert digest(*rows) == digest(*reversed(rows))
    assert digest(*rows) != digest(rows[0], rows[1], (3, "c", 1.25))
    assert digest((1, "a", b"\x00\x01")) != digest((1, "a", b"\x00\x02"))
    assert digest((1,)) != digest(("1",)) and digest((None,)) != digest(("",))
    assert digest(rows[0], rows[0]) != digest(rows[0])  # a duplicated row is counted


def test_the_move_writes_a_table_after_every_table_it_references() -> None:
    from opmem.errors import InvalidInput
    from opmem.store.move_sides import referenced_first

    created = ["memory_tags", "documents", "embeddings", "memories", "tenants"]  # e.g. a parent recreated later
    references = [("memory_tags", "memories"), ("embeddings", '"documents"'), ("documents", "tenants")]
    assert referenced_first(created, references) == ["memories", "memory_tags", "tenants", "documents", "embeddings"]
    with pytest.raises(InvalidInput, match="cycle"):
        referenced_first(["a", "b"], [("a", "b"), ("b", "a")])


def test_a_database_url_is_printed_without_its_password() -> None:
    from opmem.surfaces.cli_migrate import shown_url

    assert (
        shown_url("postgresql://opmem:s3cret@db.internal:5432/opmem") == "postgresql://opmem:***@db.internal:5432/opmem"
    )
    assert shown_url("postgresql://opmem@/opmem?host=/run/pg") == "postgresql://opmem@/opmem?host=/run/pg"
