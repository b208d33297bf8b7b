"""Links in results resolve: by default to the console's record page (200 for a signed-in reader with the
grant, nothing for one without), or to the ticketing system's page that the table's link template names (set
with `opmem table set --link`, versioned like the table's other settings)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import FAKE, record
from fastapi.testclient import TestClient
from web_kit import TENANT, Seeded, csrf_of, seed

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.errors import InvalidInput
from opmem.links import check_template, record_link
from opmem.settings import Settings
from opmem.surfaces.api import create_app
from opmem.surfaces.cli import cli
from opmem.types import TableConfig
from opmem.versions import StaleVersion

JIRA = "https://jira.example/browse/{id}"


@pytest.fixture
def env(tmp_path: Path, fake_embedder: FakeEmbedder, store_db: str | None) -> Iterator[tuple[Opmem, Seeded]]:
    settings = Settings(data_dir=tmp_path / "data", default_embedding=FAKE, db=store_db)
    opmem = Opmem(settings, embedders={FAKE: fake_embedder})
    yield opmem, seed(opmem)
    opmem.close()


def signed_in(opmem: Opmem, token: str) -> TestClient:
    c = TestClient(create_app(opmem, mount_mcp=False))
    csrf = csrf_of(c.get("/signin").text)
    assert c.post("/signin", data={"token": token, "csrf": csrf, "next": "/"}, follow_redirects=False).is_redirect
    return c


def recalled_links(opmem: Opmem, token: str, query: str) -> dict[str, str]:
    with TestClient(create_app(opmem, mount_mcp=False)) as api:
        r = api.post("/v1/recall", json={"query": query}, headers={"Authorization": f"Bearer {token}"})
    assert r.status_code == 200, r.text
    return {hit["record_id"]: hit["link"] for hit in r.json()["results"]}


def test_a_results_default_link_opens_the_record_for_a_reader_and_nobody_else(env: tuple[Opmem, Seeded]) -> None:
    opmem, seeded = env
    opmem.upsert_record(record("A/B 1", "Disk full on db09 after a deploy", "The volume filled."))
    links = recalled_links(opmem, seeded.tokens["ada"], "disk full")
    assert links["INC100"] == "/records/incident/INC100" and links["A/B 1"] == "/records/incident/A%2FB%201"
    ada = signed_in(opmem, seeded.tokens["ada"])
    for rid, link in links.items():
        page = ada.get(link)
        assert page.status_code == 200, (link, page.text)
        assert rid in page.text
    problem = recalled_links(opmem, seeded.tokens["ada"], "expired certificate gateway")["PRB1"]
    assert ada.get(problem).status_code == 200
    bob = signed_in(opmem, seeded.tokens["bob"])  # reads incident only
    refused = bob.get(problem)
    assert refused.status_code == 403
    for secret in ("PROBLEM-SECRET-42", "Expired certificate", "PRB1"):
        assert secret not in refused.text
    anonymous = TestClient(create_app(opmem, mount_mcp=False)).get(problem, follow_redirects=False)
    assert anonymous.status_code in (302, 303) and "Expired certificate" not in anonymous.text


def test_a_tables_link_template_sets_every_link_on_every_read_path(env: tuple[Opmem, Seeded]) -> None:
    opmem, seeded = env
    opmem.set_table(TENANT, TableConfig("incident", frozenset({"resolved"}), link_template=JIRA))
    token = seeded.tokens["ada"]
    links = recalled_links(opmem, token, "disk full")
    assert links["INC100"] == "https://jira.example/browse/INC100"
    assert recalled_links(opmem, token, "expired certificate")["PRB1"] == "/records/problem/PRB1"  # no template
    with TestClient(create_app(opmem, mount_mcp=False)) as api:
        auth = {"Authorization": f"Bearer {token}"}
        read = api.get(f"/v1/documents/{seeded.disk}", headers=auth).json()
        browsed = api.get("/v1/browse", params={"q": "disk full"}, headers=auth).json()
    assert read["document"]["link"] == "https://jira.example/browse/INC100"
    assert {i["record_id"]: i["link"] for i in browsed["items"]}["INC100"] == "https://jira.example/browse/INC100"
    # the document itself is unchanged: a template is applied when results are built, never distilled in
    assert opmem.store.document(TENANT, seeded.disk).link == "/records/incident/INC100"  # type: ignore[union-attr]


def test_link_templates_are_set_on_the_command_line_and_version_checked(tmp_path: Path, store_db: str | None) -> None:
    data = tmp_path / "data"
    opmem = Opmem(Settings(data_dir=data, default_embedding="none", db=store_db))
    opmem.upsert_record(record("HADOOP-7", "NameNode fails to start after upgrade"))
    opmem.close()
    env = {"OPMEM_EMBEDDING": "none"}

    def run(*args: str) -> tuple[int, str]:
        out = CliRunner().invoke(cli, ["--data-dir", str(data), *args], env=env)
        return out.exit_code, out.output

    code, out = run("table", "set", "incident", "--terminal", "resolved", "--link", JIRA, "--expected-version", "1")
    assert code == 0 and "links https://jira.example/browse/{id}, version 2" in out, out
    code, out = run("table", "set", "incident", "--link", "https://other.example/{id}", "--expected-version", "1")
    assert code == 2 and "version 2" in out, out  # stale: nothing changed
    code, out = run("table", "set", "incident", "--terminal", "resolved,closed")  # --link left out: kept
    assert code == 0 and "links https://jira.example/browse/{id}, version 3" in out, out
    code, out = run("table", "list", "--json")
    assert {t["name"]: t["link_template"] for t in json.loads(out)}["incident"] == JIRA
    code, out = run("recall", "NameNode upgrade", "--json")
    assert json.loads(out)["results"][0]["link"] == "https://jira.example/browse/HADOOP-7"
    code, out = run("table", "set", "incident", "--link", "jira.example/{key}")
    assert code == 2 and "starts with http://, https:// or /" in out, out
    code, out = run("table", "set", "incident", "--link", "")  # back to the console's record page
    assert code == 0 and "links to the console" in out, out
    code, out = run("recall", "NameNode upgrade", "--json")
    assert json.loads(out)["results"][0]["link"] == "/records/incident/HADOOP-7"


@pytest.mark.parametrize(
    ("template", "message"),
    [
        ("https://jira.example/browse/", "has no {id}"),
        ("https://jira.example/{key}", "unknown placeholders {key}"),
        ("https://jira.example/{id", "unmatched brace"),
        ("https://jira.example/browse/{id} x", "without spaces"),
        ("javascript:alert({id})", "starts with http://, https:// or /"),
        ("https://j.example/{id}" + "x" * 2048, "at most 2048 characters"),
    ],
)
def test_a_bad_link_template_is_refused_with_what_to_send(template: str, message: str) -> None:
    with pytest.raises(InvalidInput, match=message.replace("{", r"\{").replace("}", r"\}")):
        check_template(template)


def test_a_stale_template_change_is_refused_and_changes_nothing(opmem: Opmem) -> None:
    version = opmem.set_table(TENANT, TableConfig("ticket", frozenset({"done"}), link_template=JIRA))
    with pytest.raises(StaleVersion):
        opmem.set_table(TENANT, TableConfig("ticket", frozenset({"done"})), expected_version=version - 1)
    assert opmem.tables(TENANT)["ticket"].link_template == JIRA
    assert record_link("ticket", "T 1", JIRA) == "https://jira.example/browse/T%201"
    assert record_link("ticket", "T 1", "/t/{table}/{id}") == "/t/ticket/T%201"
