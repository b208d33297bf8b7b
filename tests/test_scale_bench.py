"""bench/postgres_scale.py's corpora: the scales' tenants (a small tenant after the large ones' documents) and the
chunk slices each tenant is written from, so a tenant never shares or skips a document."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
import postgres_scale as ps


def test_scales_name_their_tenants() -> None:
    assert ps.tenants_of("1m") == (ps.Tenant("bench", 7, 1_000_000),)
    many = ps.tenants_of("20x50k+1k")
    assert [t.name for t in many] == [f"t{i:02d}" for i in range(20)] + [ps.SMALL]
    assert many[19] == ps.Tenant("t19", 7, 50_000, first=950_000)
    assert many[-1] == ps.Tenant(ps.SMALL, 7, 1_000, first=1_000_000)


def test_a_tenant_is_written_from_exactly_its_documents() -> None:
    data = object.__new__(ps.Data)
    data.chunk = lambda seed, n: [n * ps.CHUNK + i for i in range(ps.CHUNK)]  # type: ignore[method-assign]
    small = ps.tenants_of("20x50k+1k")[-1]
    assert [d for c in data.chunks(small) for d in c] == list(range(1_000_000, 1_001_000))
    straddling = ps.Tenant("x", 7, 12_000, first=5_000)
    assert [d for c in data.chunks(straddling) for d in c] == list(range(5_000, 17_000))
    large = ps.tenants_of("20x50k")[3]
    assert [d for c in data.chunks(large) for d in c] == list(range(150_000, 200_000))
