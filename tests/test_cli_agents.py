"""`opmem agent` with a store, `opmem agents list|show|update|delete`, `opmem vector-index`,
`opmem embedding-integration`, and the `--json` lists of tenants, principals, tokens and tables, through click's
runner against a real data directory."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from opmem.core import Opmem
from opmem.memory import AgentConfig
from opmem.settings import Settings
from opmem.surfaces.cli import cli

STORE = ["--vector-index", "vi", "--embedding-integration", "fk", "--embedding-model", "hash-64"]


def run(data: Path, *args: str, env: dict[str, str] | None = None) -> Result:
    return CliRunner().invoke(cli, ["--data-dir", str(data), *args], env={"OPMEM_EMBEDDING": "none", **(env or {})})


def ok(data: Path, *args: str, env: dict[str, str] | None = None) -> Result:
    done = run(data, *args, env=env)
    assert done.exit_code == 0, done.output
    return done


def as_json(data: Path, *args: str) -> Any:
    return json.loads(ok(data, *args, "--json").stdout)


def one_line_error(done: Result) -> str:
    assert done.exit_code == 2, done.output
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), done.stderr
    return lines[0]


@pytest.fixture
def data(tmp_path: Path, store_db: str | None) -> Path:
    """On PostgreSQL `store_db` sets OPMEM_DB, which the CLI reads."""
    ok(tmp_path, "vector-index", "create", "vi", "--dimensions", "256")
    ok(tmp_path, "vector-index", "create", "small", "--dimensions", "64")  # the fake model makes 256
    ok(tmp_path, "embedding-integration", "create", "fk", "--provider", "fake")
    return tmp_path


def test_integrations_are_created_and_listed_without_their_secrets(data: Path) -> None:
    assert [
        (i["name"], i["dimensions"], i["created_by"]) for i in as_json(data, "vector-index", "list")["vector_indexes"]
    ] == [
        ("small", 64, "admin"),
        ("vi", 256, "admin"),
    ]
    made = ok(
        data,
        "embedding-integration",
        "create",
        "openai",
        "--provider",
        "openai",
        "--credential",
        "base_url=https://llm.example/v1",
        "--credential-from-env",
        "api_key=TEST_KEY",
        env={"TEST_KEY": "sk-very-secret"},
    )
    assert "credentials api_key, base_url" in made.output
    listed = ok(data, "embedding-integration", "list", "--json").output
    assert [(i["name"], i["provider"], i["credentials"]) for i in json.loads(listed)["embedding_integrations"]] == [
        ("fk", "fake", []),
        ("openai", "openai", ["api_key", "base_url"]),
    ]
    assert "sk-very-secret" not in listed and "llm.example" not in listed
    assert "sk-very-secret" not in ok(data, "embedding-integration", "list").output
    # stored (in the database the CLI used), for the provider to use
    opmem = Opmem(Settings(data_dir=data, default_embedding="none", db=os.environ.get("OPMEM_DB")))
    assert opmem.memory.agents.embedding_integration("default", "openai").credentials["api_key"] == "sk-very-secret"
    opmem.close()


@pytest.mark.parametrize(
    "args, message",
    [
        (["vector-index", "create", "vi", "--dimensions", "8"], "already exists"),
        (["vector-index", "create", "v2", "--dimensions", "0"], "from 1 to 16384"),
        (["embedding-integration", "create", "fk", "--provider", "fake"], "already exists"),
        (["embedding-integration", "create", "x", "--provider", "fake", "--credential", "novalue"], "KEY=VALUE"),
        (
            ["embedding-integration", "create", "x", "--provider", "fake", "--credential-from-env", "k=NOPE_X"],
            "not set",
        ),
        (["vector-index", "list", "--tenant", "ghost"], "Unknown tenant"),
    ],
)
def test_integration_errors_exit_2_with_one_line(data: Path, args: list[str], message: str) -> None:
    assert message in one_line_error(run(data, *args))


def test_an_agent_is_given_the_tenants_existing_store_in_the_same_command(data: Path) -> None:
    assert "no single store in use: no agent recording memories has one" in one_line_error(
        run(data, "agent", "second", "--existing-store")
    )
    assert "store vi + fk + hash-64" in ok(data, "agent", "first", *STORE, "--grant", "incident").output
    made = ok(data, "agent", "second", "--existing-store", "--digest", "--search-budget", "4")
    assert "store vi + fk + hash-64" in made.output and "digest on" in made.output
    shown = as_json(data, "agents", "show", "second")
    assert shown["store"] == {"vector_index": "vi", "embedding_integration": "fk", "embedding_model": "hash-64"}
    assert shown["policy"]["search_budget"] == 4 and shown["digest"]["enabled"] is True
    assert "Spend about 4 memory searches" in shown["instructions"]
    assert [p["id"] for p in as_json(data, "principal", "list")] == ["admin", "first", "second"]


def test_existing_store_names_the_stores_when_several_are_in_use(data: Path) -> None:
    ok(data, "embedding-integration", "create", "fk2", "--provider", "fake")
    ok(data, "agent", "first", *STORE)
    ok(data, "agent", "other", "--vector-index", "vi", "--embedding-integration", "fk2", "--embedding-model", "hash")
    line = one_line_error(run(data, "agent", "third", "--existing-store"))
    assert "2 are in use" in line and "vi + fk2 + hash" in line and "vi + fk + hash-64" in line
    assert [a["id"] for a in as_json(data, "agents", "list")["agents"]] == ["first", "other"]


def test_a_store_that_does_not_fit_stops_the_save(data: Path) -> None:
    line = one_line_error(run(data, "agent", "bad", *STORE[2:], "--vector-index", "small"))
    assert "produces 256 dimensions but vector index 'small' has 64" in line
    assert as_json(data, "agents", "list") == {"agents": [], "next_cursor": None}
    assert "Set all three" in one_line_error(run(data, "agent", "half", "--vector-index", "vi"))


def test_update_changes_only_what_is_given(data: Path) -> None:
    ok(data, "agent", "first", *STORE, "--digest")
    updated = as_json(data, "agents", "update", "first", "--search-budget", "5", "--record", "reusable")
    assert updated["store"]["vector_index"] == "vi" and updated["digest"]["enabled"] is True  # left as they were
    assert (updated["policy"]["search_budget"], updated["policy"]["record"]) == (5, "reusable")

    mapping = '{"log_pattern": {"entity:host": ["$.sample_event.host"]}}'
    mapped = as_json(data, "agents", "update", "first", "--tag-mappings", mapping, "--guidance", "Check db01 first.")
    assert mapped["config"]["tag_mappings"] == {"log_pattern": {"keys": [["entity:host", ["$.sample_event.host"]]]}}
    assert "Check db01 first." in as_json(data, "agents", "show", "first")["instructions"]

    reset = as_json(data, "agents", "update", "first", "--default", "search-budget", "--no-digest", "--no-memory")
    assert reset["config"]["retrieval"]["search_budget"] is None and reset["policy"]["search_budget"] == 2
    assert (reset["digest"]["enabled"], reset["memory_enabled"], reset["policy"]["record"]) == (
        False,
        False,
        "reusable",
    )

    cleared = as_json(data, "agents", "update", "first", "--no-store", "--name", "First responder")
    assert cleared["store"] is None and cleared["name"] == "First responder"
    assert "store vi + fk + hash-64" in ok(data, "agents", "update", "first", *STORE).output


@pytest.mark.parametrize(
    "args, message",
    [
        (["--search-budget", "11"], "Search budget"),
        (["--digest-window-days", "0"], "Digest window"),
        (["--no-store", "--existing-store"], "Give the store one way"),
        (["--default", "record", "--record", "every"], "not both: record"),
        (["--tag-mappings", "{broken"], "--tag-mappings is not JSON"),
        (["--tag-mappings", '{"smoke_signal": {"k": ["$.a"]}}'], "signal type"),
        (["--vector-index", "small"], "produces 256 dimensions"),
        ([], "Name at least one setting"),
    ],
)
def test_a_refused_update_changes_nothing(data: Path, args: list[str], message: str) -> None:
    ok(data, "agent", "first", *STORE)
    before = as_json(data, "agents", "show", "first")
    assert message in one_line_error(run(data, "agents", "update", "first", *args))
    assert as_json(data, "agents", "show", "first") == before


def test_delete_marks_the_agent_and_lists_still_show_it(data: Path) -> None:
    ok(data, "agent", "first", *STORE)
    assert "deleted; its memories stay" in ok(data, "agents", "delete", "first").output
    assert "DELETED" in ok(data, "agents", "list").output
    assert as_json(data, "agents", "list")["agents"][0]["deleted_at"] is not None
    assert "was already deleted" in one_line_error(run(data, "agents", "delete", "first"))
    assert "create a new agent" in one_line_error(run(data, "agents", "update", "first", "--search-budget", "1"))
    assert "Unknown agent 'ghost'" in one_line_error(run(data, "agents", "show", "ghost"))


def test_an_agent_made_through_the_core_lists_with_its_settings(tmp_path: Path, store_db: str | None) -> None:
    opmem = Opmem(Settings(data_dir=tmp_path, default_embedding="none", db=store_db))
    opmem.memory.create_agent("default", "core-made", config=AgentConfig(memory_enabled=False))
    opmem.close()
    listed = as_json(tmp_path, "agents", "list")["agents"]
    assert [(a["id"], a["memory_enabled"], a["store"]) for a in listed] == [("core-made", False, None)]
    assert "agent core-made (core-made): memory off, store none" in ok(tmp_path, "agents", "list").output


def test_every_list_prints_json(data: Path) -> None:
    ok(data, "principal", "create", "ana", "--grant", "incident", "--capability", "review_memories")
    ok(data, "token", "issue", "ana")
    assert [json.loads(line)["tenant"] for line in ok(data, "tenant", "list", "--json").output.splitlines()] == [
        "default"
    ]
    principals = {p["id"]: p for p in as_json(data, "principal", "list")}
    assert principals["ana"]["read"] == ["incident"] and principals["ana"]["capabilities"] == ["review_memories"]
    assert [t["principal_id"] for t in as_json(data, "token", "list")["tokens"]] == ["ana"]
    tables = {t["name"]: t for t in as_json(data, "table", "list")}
    assert tables["secret"]["indexed"] is False and "resolved" in tables["incident"]["terminal_states"]
    assert tables["incident"]["version"] == 1
    assert [i["name"] for i in as_json(data, "vector-index", "list")["vector_indexes"]] == ["small", "vi"]
    assert [i["name"] for i in as_json(data, "embedding-integration", "list")["embedding_integrations"]] == ["fk"]
    assert as_json(data, "agents", "list") == {"agents": [], "next_cursor": None}
