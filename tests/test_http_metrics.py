"""The HTTP metrics on /metrics: requests counted by their route template (console pages included, never
`(unmatched)` for a page that exists), and one set of metrics per `Opmem` however many apps are built on it."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import FAKE
from fastapi.testclient import TestClient
from web_kit import Seeded, console, seed

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.metrics import Metrics
from opmem.settings import Settings
from opmem.surfaces.api import create_app

SCRAPE = "scrape-me-1234"


@pytest.fixture
def env(tmp_path: Path) -> Iterator[tuple[Opmem, Seeded]]:
    settings = Settings(data_dir=tmp_path / "data", default_embedding=FAKE, metrics_token=SCRAPE, clamd_socket=None)
    opmem = Opmem(settings, embedders={FAKE: FakeEmbedder()})
    yield opmem, seed(opmem)
    opmem.close()


def _scrape(c: TestClient) -> str:
    scraped = c.get("/metrics", headers={"Authorization": f"Bearer {SCRAPE}"})
    assert scraped.status_code == 200
    return scraped.text


def _count(text: str, method: str, route: str, status: int) -> float:
    line = f'opmem_http_requests_total{{method="{method}",route="{route}",status="{status}"}} '
    found = re.search(re.escape(line) + r"([0-9.]+)", text)
    return float(found[1]) if found else 0.0


def test_console_pages_are_counted_by_their_route_template(env: tuple[Opmem, Seeded]) -> None:
    opmem, seeded = env
    c = console(opmem, seeded.tokens["ada"])
    assert c.get("/records/incident/INC100").status_code == 200
    assert c.get("/records/incident/INC100").status_code == 200
    assert c.get(f"/memories/{seeded.memory_id}").status_code == 200
    assert c.get("/nowhere/at/all").status_code == 404
    text = _scrape(c)
    assert _count(text, "GET", "/records/{table}/{record_id:path}", 200) == 2
    assert _count(text, "GET", "/memories/{memory_id}", 200) == 1
    assert _count(text, "GET", "/signin", 200) == 1 and _count(text, "POST", "/signin", 303) == 1
    assert _count(text, "GET", "(unmatched)", 404) == 1  # only the page that does not exist
    assert 'opmem_http_request_seconds_count{route="/records/{table}/{record_id:path}"} 2.0' in text
    assert "INC100" not in text  # a label is the template, never the filled-in path


def test_api_routes_are_counted_and_a_strange_method_is_other(env: tuple[Opmem, Seeded]) -> None:
    opmem, seeded = env
    c = console(opmem)
    headers = {"Authorization": f"Bearer {seeded.tokens['ada']}"}
    assert c.get("/v1/records/incident/INC100", headers=headers).status_code == 200
    assert c.request("BREW", "/v1/records/incident/INC100", headers=headers).status_code == 405
    text = _scrape(c)
    assert _count(text, "GET", "/v1/records/{table}/{record_id:path}", 200) == 1
    assert 'method="other"' in text and 'method="BREW"' not in text


def test_apps_built_on_one_opmem_share_its_metrics_and_count_a_recall_once(env: tuple[Opmem, Seeded]) -> None:
    opmem, seeded = env
    apps = [create_app(opmem, mount_mcp=False) for _ in range(3)]
    assert len(opmem.engine.observers) == 1
    assert all(app.state.metrics is apps[0].state.metrics for app in apps)
    assert Metrics.of(opmem) is apps[0].state.metrics
    c = TestClient(apps[2])
    headers = {"Authorization": f"Bearer {seeded.tokens['ada']}"}
    assert c.post("/v1/recall", json={"query": "disk full"}, headers=headers).status_code == 200
    text = _scrape(TestClient(apps[0]))
    assert 'opmem_recall_seconds_count{arm="fused"} 1.0' in text
    assert _count(text, "POST", "/v1/recall", 200) == 1
