"""The lexical arms' indexes: one Tantivy index per tenant (`TantivyIndex`), under `<data_dir>/index/text`.

One index per tenant, rather than one index of every tenant whose queries each intersect a tenant clause: at
1,000,000 documents the clause made the text arm ~4x and the fuzzy arm ~3x slower (bench/tenants.py), and a small
tenant paid for the large ones, since its query walked their posting lists too. A tenant's directory is
`slug(tenant)` and names its tenant in `opmem.tenant`; the layout's version is `opmem.version` at the top. A
directory of another version (the single index before SCHEMA_VERSION 3 included) is deleted on open and `stale`
set: the opener rebuilds the text indexes from the store, so nothing the store holds is lost.
"""

from __future__ import annotations

import shutil
import threading
import time
from collections.abc import Iterable, Sequence
from pathlib import Path

from opmem.index.names import SLUG_TAIL, slug
from opmem.index.tantivy_index import (
    FUZZY_GRAMS,
    FUZZY_MIN_SHARE,
    RECHECK,
    TENANT_FILE,
    TITLE_BOOST,
    Filters,
    TantivyIndex,
    fuzzy_share,
    write_atomically,
)
from opmem.types import Document

__all__ = [
    "FUZZY_GRAMS",
    "FUZZY_MIN_SHARE",
    "RECHECK",
    "SCHEMA_VERSION",
    "TITLE_BOOST",
    "Filters",
    "TantivyIndex",
    "TextIndex",
    "fuzzy_share",
]

#: Changes whenever the layout, schema or analysis does; text indexes of another version are rebuilt.
#: 3: one index per tenant (2 was one index of every tenant). 4: stem counts and field lengths for BM25F.
#: 5: the stem counts in a stem file beside the index, pointed at by fast fields (not stored documents).
#: 6: the stem file's records as keyed binary entries (5's were text lines).
SCHEMA_VERSION = "6"


class TextIndex:
    """Every tenant's Tantivy index: writes and queries are routed by tenant."""

    in_store = False

    def __init__(self, root: Path) -> None:
        self.root = root
        self.stale = self._check_version()
        self._open: dict[str, TantivyIndex] = {}
        self._missing: dict[str, float] = {}  # tenant -> when its directory was last found absent
        self._lock = threading.Lock()

    def _check_version(self) -> bool:
        version = self.root / "opmem.version"
        stale = self.root.exists() and (not version.exists() or version.read_text() != SCHEMA_VERSION)
        if stale:
            shutil.rmtree(self.root)
        self.root.mkdir(parents=True, exist_ok=True)
        if not version.exists():
            # Written once and atomically: a process opening the indexes while another writes this file must
            # never read it half-written, take the indexes for stale and delete them under the other's feet.
            write_atomically(version, SCHEMA_VERSION)
        return stale

    def path_for(self, tenant: str) -> Path:
        return self.root / slug(tenant)

    def _get(self, tenant: str, *, create: bool) -> TantivyIndex | None:
        """The tenant's index; None if it has none on disk yet (checked at most every RECHECK s unless creating)."""
        found = self._open.get(tenant)
        if found is not None:
            return found
        path = self.path_for(tenant)
        if not create:
            now = time.monotonic()
            if now - self._missing.get(tenant, -RECHECK) < RECHECK:
                return None
            if not (path / "meta.json").exists():
                self._missing[tenant] = now
                return None
        with self._lock:
            found = self._open.get(tenant)
            if found is None:
                found = self._open[tenant] = TantivyIndex(path, tenant)
                self._missing.pop(tenant, None)
            return found

    def tenant_index(self, tenant: str) -> TantivyIndex | None:
        """The tenant's index as this process has it open (for the speed benchmark's bare engine)."""
        return self._get(tenant, create=False)

    def on_disk(self) -> dict[str, Path]:
        """Every tenant with an index directory, by the name its directory records."""
        found: dict[str, Path] = {}
        for path in sorted(self.root.iterdir()) if self.root.exists() else []:
            named = path / TENANT_FILE
            if path.is_dir() and SLUG_TAIL.search(path.name) and named.exists():
                found[named.read_text()] = path
        return found

    # -- writing (only the holder of the index lock calls these) --------------------------------------

    def upsert(self, docs: Iterable[Document], *, fresh: bool = False) -> None:
        """Index `docs` in their tenants' indexes; `fresh`: the indexes hold none of them (see TantivyIndex)."""
        by_tenant: dict[str, list[Document]] = {}
        for doc in docs:
            by_tenant.setdefault(doc.tenant, []).append(doc)
        for tenant, batch in by_tenant.items():
            index = self._get(tenant, create=True)
            assert index is not None
            index.upsert(batch, fresh=fresh)

    def delete(self, tenant: str, ids: Iterable[int]) -> None:
        ids = list(ids)
        if ids and (index := self._existing(tenant)) is not None:
            index.delete(ids)

    def _existing(self, tenant: str) -> TantivyIndex | None:
        """The tenant's index if it has one on disk, without the reader's throttle (for writers)."""
        if tenant in self._open or (self.path_for(tenant) / "meta.json").exists():
            return self._get(tenant, create=True)
        return None

    def commit(self) -> None:
        for index in list(self._open.values()):
            index.commit()

    def rollback(self, tenant: str | None = None) -> None:
        """Drop uncommitted changes (of one tenant, or of all)."""
        for name, index in list(self._open.items()):
            if tenant is None or name == tenant:
                index.rollback()

    def replace(self, tenant: str, docs: Iterable[Document]) -> int:
        """Rebuild the tenant's index from `docs` and swap it in (see TantivyIndex.replace)."""
        index = self._get(tenant, create=True)
        assert index is not None
        return index.replace(docs)

    def drop(self, tenant: str) -> None:
        """Delete the tenant's index, in memory and on disk (the tenant is gone)."""
        with self._lock:
            index = self._open.pop(tenant, None)
        if index is not None:
            index.rollback()
        path = self.path_for(tenant)
        for gone in (path, path.with_name(path.name + ".new"), path.with_name(path.name + ".old")):
            shutil.rmtree(gone, ignore_errors=True)

    def clear(self) -> None:
        """Delete every tenant's index (before a rebuild from the store)."""
        with self._lock:
            for index in self._open.values():
                index.rollback()
            self._open.clear()
            self._missing.clear()
        shutil.rmtree(self.root, ignore_errors=True)
        self._check_version()

    # -- reading ----------------------------------------------------------------------------------------

    def size(self, tenant: str) -> int:
        """Live documents in the tenant's index."""
        index = self._existing(tenant)
        return index.size() if index is not None else 0

    def doc_freq(self, field: str, term: str, tenant: str | None = None) -> int:
        """Documents whose `field` holds `term` (in one tenant's index, or all), deleted ones not yet purged."""
        tenants = [tenant] if tenant is not None else list(self.on_disk())
        return sum(index.doc_freq(field, term) for t in tenants if (index := self._existing(t)) is not None)

    def _reader(self, tenant: str) -> TantivyIndex | None:
        """The tenant's index with other processes' commits picked up (one stat at most every RECHECK s); a
        query stats its own tenant's index only, however many others are open here."""
        index = self._get(tenant, create=False)
        if index is not None and not index.refresh():
            with self._lock:
                self._open.pop(tenant, None)
            return None
        return index

    def search_text(self, query: str, filters: Filters, limit: int) -> list[tuple[int, float]]:
        index = self._reader(filters.tenant)
        return index.search_text(query, filters, limit) if index is not None else []

    def search_fuzzy(self, query: str, filters: Filters, limit: int) -> list[tuple[int, float]]:
        index = self._reader(filters.tenant)
        return index.search_fuzzy(query, filters, limit) if index is not None else []

    def doc_ids(self, tenant: str) -> Sequence[int]:
        """Every id indexed for a tenant (for consistency checks and tests)."""
        index = self._reader(tenant)
        return index.doc_ids(tenant) if index is not None else []
