from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from opmem.surfaces.cli import cli

ROOT = Path(__file__).resolve().parents[1]


def run(data: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "opmem.surfaces.cli", "--data-dir", str(data), *args],
        capture_output=True,
        text=True,
        timeout=120,
        # PYTHONPATH passes through, so a worktree's source (not the installed one) is what runs
        env={"OPMEM_EMBEDDING": "none", "PATH": "/usr/bin:/bin", "PYTHONPATH": os.environ.get("PYTHONPATH", "")},
    )


def test_import_then_recall_from_the_command_line(tmp_path: Path) -> None:
    rows = tmp_path / "r.jsonl"
    rows.write_text(
        '{"id": "INC7", "state": "resolved", "title": "Entra token validation failure", "resolved_at": "2024-02-01"}\n'
        '{"id": "INC8", "state": "open", "title": "Disk full"}\n'
        "{broken\n"
    )
    imported = run(tmp_path / "d", "import", "jsonl", str(rows), "--table", "incident")
    assert imported.returncode == 0, imported.stderr
    assert "3 rows read, 2 records upserted, 1 documents written (0 unchanged), 1 skipped" in imported.stdout
    assert "skipped row 3: not JSON" in imported.stderr
    found = run(tmp_path / "d", "recall", "token validation", "--json")
    result = json.loads(found.stdout)
    assert [h["record_id"] for h in result["results"]] == ["INC7"]
    assert result["results"][0]["resolved_at"].startswith("2024-02-01")
    text = run(tmp_path / "d", "recall", "token validation", "--k", "1")
    assert "1. Entra token validation failure  [incident/INC7, resolution, resolved 2024-02-01]" in text.stdout


def test_a_resolution_without_a_date_is_not_printed_as_not_resolved(tmp_path: Path) -> None:
    rows = tmp_path / "r.jsonl"
    rows.write_text('{"id": "INC9", "state": "resolved", "title": "Kafka consumer lag after broker restart"}\n')
    assert run(tmp_path / "d", "import", "jsonl", str(rows), "--table", "incident").returncode == 0
    text = run(tmp_path / "d", "recall", "kafka consumer lag", "--k", "1")
    assert "[incident/INC9, resolution, resolved, date unknown]" in text.stdout, text.stdout


@pytest.mark.parametrize(
    "args, message",
    [
        (["recall", ""], "empty"),
        (["recall", "x", "--k", "11"], "k must be"),
        (["recall", "x", "--scope", "nope"], "Unknown scope"),
        (["recall", "x", "--tenant", "ghost"], "Unknown tenant"),
        (["import", "jsonl", "missing.jsonl", "--table", "incident"], "does not exist"),
    ],
)
def test_bad_input_exits_2_with_one_line(tmp_path: Path, args: list[str], message: str) -> None:
    done = run(tmp_path / "d", *args)
    assert done.returncode == 2
    assert message in done.stderr
    assert done.stdout == ""


def test_invalid_utf8_query_exits_2(tmp_path: Path) -> None:
    done = subprocess.run(
        [
            sys.executable.encode(),
            b"-m",
            b"opmem.surfaces.cli",
            b"--data-dir",
            str(tmp_path).encode(),
            b"recall",
            b"disk \xff full",
        ],
        capture_output=True,
        timeout=120,
        env={"OPMEM_EMBEDDING": "none", "PATH": "/usr/bin:/bin"},
    )
    assert done.returncode == 2 and b"not valid UTF-8" in done.stderr


def commands(group: click.Group, prefix: str = "") -> list[tuple[str, click.Command]]:
    found = []
    for name, command in group.commands.items():
        found.append((f"{prefix}{name}", command))
        if isinstance(command, click.Group):
            found += commands(command, f"{prefix}{name} ")
    return found


def test_every_command_has_help_and_is_documented() -> None:
    readme = (ROOT / "README.md").read_text()
    for name, command in commands(cli):
        assert (command.help or "").strip(), f"`opmem {name}` has no help text"
        assert re.search(rf"opmem {re.escape(name)}\b", readme), f"`opmem {name}` is not in the README"
        assert CliRunner().invoke(cli, [*name.split(), "--help"]).exit_code == 0
