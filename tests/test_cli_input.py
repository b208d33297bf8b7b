"""Bad input on the command line: exit 2, one line on stderr (no traceback), and nothing stored.

Each test runs the real `opmem` in a subprocess. On PostgreSQL (tests/test_postgres_contract_cli_input.py) the
store is the database in OPMEM_DB (and OPMEM_DB_RLS), which the subprocess inherits, and "nothing stored" is read
from that database."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from opmem.limits import MAX_UPLOAD


def run(data: Path, *args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    base = {"OPMEM_EMBEDDING": "none", "PATH": "/usr/bin:/bin", "OPMEM_CLAMD_SOCKET": "none"}
    for name in ("PYTHONPATH", "OPMEM_DB", "OPMEM_DB_RLS"):  # the source under test, and its database if not SQLite
        if name in os.environ:
            base[name] = os.environ[name]
    return subprocess.run(
        [sys.executable, "-m", "opmem.surfaces.cli", "--data-dir", str(data), *args],
        capture_output=True,
        text=True,
        timeout=120,
        env={**base, **(env or {})},
    )


def assert_one_line_exit_2(done: subprocess.CompletedProcess[str], *fragments: str) -> str:
    assert done.returncode == 2, (done.returncode, done.stdout, done.stderr)
    line = done.stderr.strip().splitlines()[-1]
    assert line.startswith("error: ") and "Traceback" not in done.stderr, done.stderr
    for fragment in fragments:
        assert fragment in line, line
    return line


def stored(data: Path, query: str) -> list[tuple[object, ...]]:
    """The rows of `query` in the store the CLI used: the data directory's SQLite file, or the database in
    OPMEM_DB (read as the operator: every tenant)."""
    if url := os.environ.get("OPMEM_DB"):
        from opmem.store import tenant_scope
        from opmem.store.db import open_engine

        engine = open_engine(url, rls=os.environ.get("OPMEM_DB_RLS") == "on")
        try:
            with tenant_scope.all_tenants():
                return [tuple(row) for row in engine.connection.execute(query).fetchall()]
        finally:
            engine.close()
    if not (data / "opmem.sqlite3").exists():
        return []
    with sqlite3.connect(data / "opmem.sqlite3") as db:
        return db.execute(query).fetchall()


def records(data: Path) -> list[tuple[object, ...]]:
    return stored(data, "SELECT source_table, record_id FROM records")


def rows(path: Path, count: int) -> Path:
    path.write_text("".join(f'{{"id": "INC{n}", "state": "resolved", "title": "disk {n}"}}\n' for n in range(count)))
    return path


def test_an_unknown_table_is_refused_before_any_row_is_read(tmp_path: Path) -> None:
    done = run(tmp_path / "d", "import", "jsonl", str(rows(tmp_path / "r.jsonl", 300)), "--table", "incidnet")
    assert_one_line_exit_2(done, "'incidnet'", "opmem table set incidnet")
    assert done.stdout == "" and records(tmp_path / "d") == []


def test_an_import_where_every_row_is_skipped_exits_2(tmp_path: Path) -> None:
    path = tmp_path / "r.jsonl"
    path.write_text('{"id": "INC1", "title": "no state"}\n{"id": "INC2"}\n')
    done = run(tmp_path / "d", "import", "jsonl", str(path), "--table", "incident")
    assert_one_line_exit_2(done, "all 2 were skipped")
    assert "2 rows read, 0 records upserted" in done.stdout
    assert records(tmp_path / "d") == []
    assert run(tmp_path / "d", "import", "jsonl", str(path), "--table", "incident", "--json").returncode == 2
    # one good row among bad ones is a successful import
    path.write_text('{"id": "INC1", "title": "no state"}\n{"id": "INC2", "state": "open"}\n')
    assert run(tmp_path / "d", "import", "jsonl", str(path), "--table", "incident").returncode == 0


def test_hostile_record_ids_are_skipped_and_shown_escaped(tmp_path: Path) -> None:
    path = tmp_path / "r.jsonl"
    path.write_text(
        '{"id": "INC\\u001b[2J1", "state": "open"}\n{"id": "INC\\u202e2", "state": "open"}\n'
        '{"id": "INC3", "state": "open"}\n'
    )
    done = run(tmp_path / "d", "import", "jsonl", str(path), "--table", "incident")
    assert done.returncode == 0, done.stderr
    assert "\x1b" not in done.stderr + done.stdout and "\u202e" not in done.stderr + done.stdout
    assert "\\x1b" in done.stderr and "\\u202e" in done.stderr
    assert records(tmp_path / "d") == [("incident", "INC3")]


def test_table_set_without_a_terminal_state_is_refused(tmp_path: Path) -> None:
    assert_one_line_exit_2(run(tmp_path / "d", "table", "set", "incident", "--terminal", ""), "--terminal")
    assert_one_line_exit_2(run(tmp_path / "d", "table", "set", "incident", "--terminal", " , "), "--terminal")
    listed = run(tmp_path / "d", "table", "list")
    assert "incident            terminal: canceled, cancelled, closed" in listed.stdout  # unchanged defaults
    # a never-indexed table has no terminal states, and needs none
    assert run(tmp_path / "d", "table", "set", "vault", "--terminal", "", "--never-index").returncode == 0
    assert_one_line_exit_2(run(tmp_path / "d", "table", "set", "../x"), "Table name")


def test_tenant_create_refuses_unknown_embeddings_and_path_like_names(tmp_path: Path) -> None:
    data = tmp_path / "d"
    assert_one_line_exit_2(run(data, "tenant", "create", "acme", "--embedding", "nonsense"), "provider:model")
    assert_one_line_exit_2(run(data, "tenant", "create", "acme", "--embedding", "nope:x"), "'nope'")
    assert_one_line_exit_2(run(data, "tenant", "create", "acme", "--embedding", "local:nope"), "bundled")
    for name in ("../x", "a/b", ".hidden", "", "x" * 65, "acme\x1b[31m"):
        line = assert_one_line_exit_2(run(data, "tenant", "create", name), "Tenant name")
        assert "\x1b" not in line
    assert_one_line_exit_2(run(data, "recall", "disk", "--tenant", "acme"), "Unknown tenant")
    assert run(data, "tenant", "create", "acme", "--embedding", "none").returncode == 0


def test_a_data_directory_that_cannot_be_written_is_one_line(tmp_path: Path) -> None:
    assert_one_line_exit_2(run(Path("/proc"), "table", "list"), "/proc", "data directory")
    afile = tmp_path / "file"
    afile.write_text("x")
    assert_one_line_exit_2(run(afile / "d", "table", "list"), "not a directory")


@pytest.mark.parametrize("port", ["abc", "99999", "-1", ""])
def test_a_bad_port_in_the_environment_is_one_line(tmp_path: Path, port: str) -> None:
    assert_one_line_exit_2(run(tmp_path / "d", "serve", env={"OPMEM_PORT": port}), "OPMEM_PORT")


def test_a_bad_timeout_in_the_environment_is_one_line(tmp_path: Path) -> None:
    done = run(tmp_path / "d", "table", "list", env={"OPMEM_EMBED_TIMEOUT": "soon"})
    assert_one_line_exit_2(done, "OPMEM_EMBED_TIMEOUT")


def test_attaching_an_endless_file_stops_at_the_limit(tmp_path: Path) -> None:
    """`/dev/zero` never ends; today the whole file is read (3.8 GB) before the size check."""
    data = tmp_path / "d"
    path = tmp_path / "r.jsonl"
    path.write_text('{"id": "INC1", "state": "open"}\n')
    assert run(data, "import", "jsonl", str(path), "--table", "incident").returncode == 0
    script = (
        "import sys\n"
        "from opmem.surfaces.cli import cli\n"
        "def rchar():\n"  # bytes this process read through system calls (the kernel's count, not memory)
        "    return int(dict(l.split(': ') for l in open('/proc/self/io').read().splitlines())['rchar'])\n"
        "code, before = 0, rchar()\n"
        "try:\n"
        "    cli(sys.argv[1:], prog_name='opmem')\n"
        "except SystemExit as exc:\n"
        "    code = exc.code\n"
        "print(rchar() - before, file=sys.stderr)\n"
        "sys.exit(code)\n"
    )
    env = {"OPMEM_EMBEDDING": "none", "PATH": "/usr/bin:/bin", "OPMEM_CLAMD_SOCKET": "none"}
    env.update({k: os.environ[k] for k in ("PYTHONPATH", "OPMEM_DB", "OPMEM_DB_RLS") if k in os.environ})
    done = subprocess.run(
        [sys.executable, "-c", script, "--data-dir", str(data), "attachment", "add", "incident", "INC1", "/dev/zero"],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert done.returncode == 2, done.stderr
    *lines, read = done.stderr.strip().splitlines()
    assert lines[-1].startswith("error: ") and f"{MAX_UPLOAD // 1_000_000} MB" in lines[-1]
    # It stops at the limit: the bytes read are the limit plus the data directory's own files, not the endless
    # file (peak memory said the same, but varies with the allocator and the machine's load).
    assert MAX_UPLOAD < int(read) < 2 * MAX_UPLOAD
    assert stored(data, "SELECT COUNT(*) FROM attachments") == [(0,)]


@pytest.mark.parametrize(
    "args",
    [
        ["memory", "get", "9223372036854775808"],
        ["attachment", "delete", "9223372036854775808"],
        ["read", "9223372036854775808"],
        ["read", "1", "--offset", "9223372036854775808"],
        ["curate", "retire", "9223372036854775808", "--reason", "x"],
        ["pursuit", "hold", "--agent", "a", "--", "-9223372036854775809"],
        ["audit", "--doc", "9223372036854775808"],
    ],
)
def test_integers_out_of_range_are_one_line(tmp_path: Path, args: list[str]) -> None:
    """Today: a 40-line traceback ending in OverflowError."""
    line = assert_one_line_exit_2(run(tmp_path / "d", *args), "922337203685477580")
    assert "--help" in line
