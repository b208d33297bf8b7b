"""The console's search page pages by the browse cursor (a 'Next results' link carrying it), not an offset: a
listing and a search are walked to their end with no document shown twice or left out."""

from __future__ import annotations

import re
from collections.abc import Iterator
from html import unescape
from pathlib import Path

import pytest
from conftest import FAKE, record
from web_kit import console, seed

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.settings import Settings
from opmem.web.pages import PAGE_SIZE

EXTRA = PAGE_SIZE + 5


@pytest.fixture
def om(tmp_path: Path, fake_embedder: FakeEmbedder) -> Iterator[Opmem]:
    opmem = Opmem(Settings(data_dir=tmp_path / "data", default_embedding=FAKE), embedders={FAKE: fake_embedder})
    yield opmem
    opmem.close()


def walk(om: Opmem, token: str, first: str) -> list[str]:
    shown: list[str] = []
    with console(om, token) as c:
        path: str | None = first
        while path is not None:
            page = c.get(path)
            assert page.status_code == 200, page.text
            shown += re.findall(r'<h3><a href="/documents/(\d+)">', page.text)
            nxt = re.search(r'<a rel="next" href="([^"]+)"', page.text)
            path = unescape(nxt[1]) if nxt else None
            assert path is None or ("cursor=" in path and "offset=" not in path), path
    return shown


@pytest.mark.parametrize("first", ["/search", "/search?q=disk+rotation"])
def test_search_pages_follow_the_cursor_without_gaps_or_repeats(om: Opmem, first: str) -> None:
    tokens = seed(om).tokens
    for n in range(EXTRA):
        om.upsert_record(record(f"INC{n:03}", f"Disk rotation alarm {n}", "logs rotated on the volume"))
    shown = walk(om, tokens["ada"], first)
    assert len(shown) == len(set(shown)) and len(shown) > PAGE_SIZE
    if first == "/search":
        assert len(shown) == EXTRA + 2  # and the two seeded records
