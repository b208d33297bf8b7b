"""One Tantivy index: the engine of the lexical arms `text` (BM25 over title and body, stems, title weighted) and
`fuzzy` (title trigrams). opmem keeps one per tenant (`opmem.index.text.TextIndex`); `shared=True` makes one
that holds every tenant and filters each query by a tenant clause (the layout before per-tenant indexes, kept
for the speed benchmark's comparison).

The text arm asks Tantivy for `CANDIDATES` documents by one field holding the title twice and then the body, plus
the title field alone at a lower boost (on the dev queries this beat separate per-field BM25, which saturates
title and body term frequencies apart, by about 0.03 MRR), then re-scores them with BM25F (`opmem.index.bm25f`):
per-field k1/b and a title weight, from each candidate's stem counts in the index directory's stem file
(`opmem.index.stem_file`, read where two fast fields point). The index holds ids, terms and stem counts only,
never text: results are hydrated from the store.
"""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from operator import itemgetter
from pathlib import Path

import numpy as np
import tantivy

from opmem.index.analysis import GRAMS, STEM, gram_analyzer, grams, stem_analyzer, stems, tokens
from opmem.index.bm25f import (
    CANDIDATES,
    Candidate,
    CandidatePool,
    FieldStats,
    idf,
    rescore_matrix,
)
from opmem.index.stem_file import StemReader, StemWriter, count_matrix, encode_counts
from opmem.ingest.distill import searchable_text
from opmem.types import DocKind, Document

#: Seconds between checks for another process's commits (a stat costs ~1 ms on some file systems).
RECHECK = 0.25
#: The writer's memory for the outbox replay's small batches, and for a rebuild or a purge (a segment is written
#: each time the heap fills; fewer, larger segments mean fewer merges before the one commit).
HEAP = 64_000_000
REBUILD_HEAP = 512_000_000
#: Document frequencies remembered per loaded index (a trigram or stem and its count: ~200 bytes each).
FREQS = 200_000
#: Weight of the title-only field next to the title-twice-plus-body field.
TITLE_BOOST = 0.5
#: The fuzzy arm asks for at most this many of the query title's trigrams: the rarest ones in the index.
FUZZY_GRAMS = 32
#: ...and a candidate it alone found must share this fraction of the query's trigrams (checked on hydration,
#: where the title is at hand), so one shared "ra " is no match.
FUZZY_MIN_SHARE = 0.25
_FIRST, _THIRD = itemgetter(0), itemgetter(2)


def fuzzy_share(query: str, title: str) -> float:
    """The fraction of the query's title trigrams that the title has."""
    wanted = set(grams(query))
    return len(wanted & set(grams(title))) / len(wanted) if wanted else 0.0


@dataclass(frozen=True)
class Filters:
    """What every arm must honour: the tenant, the tables the caller may read, and the kinds asked for."""

    tenant: str
    tables: frozenset[str]
    kinds: frozenset[DocKind] | None = None
    #: True when `tables` is every indexed table of the tenant: the index then needs no table clause (it cost
    #: 3-4x at 1M documents); every candidate is still checked against `admits` on hydration.
    all_tables: bool = False

    def admits(self, doc: Document) -> bool:
        return (
            doc.tenant == self.tenant
            and doc.source_table in self.tables
            and (self.kinds is None or doc.kind in self.kinds)
        )


def _schema() -> tantivy.Schema:
    b = tantivy.SchemaBuilder()
    b.add_unsigned_field("doc_id", indexed=True, fast=True)
    b.add_text_field("tenant", tokenizer_name="raw", index_option="basic")
    b.add_text_field("table", tokenizer_name="raw", index_option="basic")
    b.add_text_field("kind", tokenizer_name="raw", index_option="basic")
    b.add_text_field("title", tokenizer_name=STEM, index_option="freq")
    b.add_text_field("content", tokenizer_name=STEM, index_option="freq")
    b.add_text_field("title_grams", tokenizer_name=GRAMS, index_option="freq")
    # BM25F's inputs: where each document's stem record starts in the stem file and its length, and the two
    # fields' lengths.
    b.add_unsigned_field("stems_at", fast=True)
    b.add_unsigned_field("stems_len", fast=True)
    b.add_unsigned_field("title_len", fast=True)
    b.add_unsigned_field("body_len", fast=True)
    return b.build()


#: The fast fields of a document's title and body lengths, and of where its stem record is in the stem file.
LENGTHS = ("title_len", "body_len")
STEMS_AT = ("stems_at", "stems_len")

#: The file in an index directory naming the tenant it holds (absent in a shared index).
TENANT_FILE = "opmem.tenant"


def write_atomically(path: Path, text: str) -> None:
    """Write a small file whole: a process opening the index meanwhile never reads it half-written."""
    partial = path.with_name(f"{path.name}.{os.getpid()}")
    partial.write_text(text)
    partial.replace(path)


class TantivyIndex:
    """One Tantivy index at `path`: of one tenant (`tenant`), or of all of them (`shared=True`)."""

    def __init__(self, path: Path, tenant: str | None = None, *, shared: bool = False) -> None:
        self.path = path
        self.tenant = tenant
        self.shared = shared
        self.schema = _schema()
        self._index = self._open()
        self._writer: tantivy.IndexWriter | None = None
        self._stems_out = StemWriter(path)
        self._stems = StemReader(path)
        self._meta_mtime = 0.0
        self._checked_at = -RECHECK
        self._inode = self.path.stat().st_ino
        self._stats: FieldStats | None = None  # of the searcher last loaded; dropped on every reload
        #: Per (tables, kinds) asked, whether that filter leaves out any live document of the loaded index
        #: (see `_narrowing`); dropped on every reload, like `_stats`.
        self._leaves_out: dict[tuple[frozenset[str] | None, frozenset[str] | None, int], bool] = {}
        #: Document frequencies of (field, term) asked of the loaded index, dropped on every reload like `_stats`:
        #: the fuzzy arm asked Tantivy for each of a query's ~50 title trigrams, most of them common to many
        #: queries (~3.5 us a call).
        self._freqs: dict[tuple[int, str, str], int] = {}

    def _forget(self) -> None:
        """Drop what was computed of the searcher last loaded (another one is loaded now)."""
        self._stats = None
        self._leaves_out = {}
        self._freqs = {}

    def _doc_freqs(self, searcher: tantivy.Searcher, field: str, terms: Sequence[str]) -> list[int]:
        """`searcher.doc_freq` of each term, remembered with the loaded index's live document count (Tantivy
        reloads by itself after another process's commit, before `refresh` sees it); at most `FREQS` of them."""
        docs = int(searcher.num_docs)
        freqs = self._freqs
        found = []
        for term in terms:
            count = freqs.get((docs, field, term))
            if count is None:
                count = freqs[(docs, field, term)] = int(searcher.doc_freq(field, term))
            found.append(count)
        if len(freqs) > FREQS:
            self._freqs = {}
        return found

    def _open(self) -> tantivy.Index:
        self.path.mkdir(parents=True, exist_ok=True)
        named = self.path / TENANT_FILE
        if self.tenant is not None and not named.exists():
            write_atomically(named, self.tenant)
        index = tantivy.Index(self.schema, path=str(self.path), reuse=True)
        index.register_tokenizer(STEM, stem_analyzer())
        index.register_tokenizer(GRAMS, gram_analyzer())
        return index

    # -- writing (only the holder of the index lock calls these) --------------------------------------

    def _w(self, heap: int = HEAP) -> tantivy.IndexWriter:
        if self._writer is None:
            self._writer = self._index.writer(heap_size=heap, num_threads=1)
        return self._writer

    def upsert(self, docs: Iterable[Document], *, fresh: bool = False) -> None:
        """Index `docs`, replacing their earlier versions; `fresh`: the index has none (a rebuild), so deleting
        them is skipped (it cost 4x the indexing itself) and the writer gets the rebuild's larger heap."""
        writer = self._w(REBUILD_HEAP if fresh else HEAP)
        for doc in docs:
            if not fresh:
                writer.delete_documents_by_query(self._id_query(doc.id))
            body = searchable_text(doc.kind, doc.body)
            entry = tantivy.Document(
                tenant=doc.tenant,
                table=doc.source_table,
                kind=doc.kind,
                title=doc.title,
                content=f"{doc.title}\n{doc.title}\n{body}",
                title_grams=" ".join(grams(doc.title)),
            )
            entry.add_unsigned("doc_id", doc.id)
            title_stems, body_stems = tokens(doc.title), tokens(body)
            record = encode_counts(title_stems, body_stems)
            entry.add_unsigned("stems_at", self._stems_out.append(record))
            entry.add_unsigned("stems_len", len(record))
            entry.add_unsigned("title_len", len(title_stems))
            entry.add_unsigned("body_len", len(body_stems))
            writer.add_document(entry)

    def delete(self, ids: Iterable[int]) -> None:
        writer = self._w()
        for doc_id in ids:
            writer.delete_documents_by_query(self._id_query(doc_id))

    def _id_query(self, doc_id: int) -> tantivy.Query:
        # delete_documents_by_term takes a Python int as i64, which never matches this u64 field.
        return tantivy.Query.term_query(self.schema, "doc_id", doc_id)

    def commit(self) -> None:
        if self._writer is not None:
            self._stems_out.sync()  # the records on disk before the commit that points at them
            self._writer.commit()
            self._writer.wait_merging_threads()
            self._writer = None
            self._index.reload()
            self._forget()

    def rollback(self) -> None:
        """Drop uncommitted changes."""
        if self._writer is not None:
            self._writer.rollback()
            self._writer = None
        self._stems_out.close()  # what it appended is never pointed at

    def replace(self, docs: Iterable[Document]) -> int:
        """Build a fresh index of `docs` beside this one and swap it in; returns how many were indexed.

        Tantivy keeps a deleted document's terms in its segment until a merge, which tantivy-py cannot ask
        for; a fresh build is how a deletion leaves nothing in the term dictionaries. Readers in other
        processes notice the new directory on their next refresh.
        """
        fresh_path = self.path.with_name(self.path.name + ".new")
        shutil.rmtree(fresh_path, ignore_errors=True)
        fresh = TantivyIndex(fresh_path, self.tenant, shared=self.shared)
        count = 0
        for doc in docs:
            fresh.upsert([doc], fresh=True)
            count += 1
        fresh.commit()
        del fresh
        old_path = self.path.with_name(self.path.name + ".old")
        shutil.rmtree(old_path, ignore_errors=True)
        self._writer = None
        self._stems_out.close()
        self.path.rename(old_path)
        fresh_path.rename(self.path)
        shutil.rmtree(old_path, ignore_errors=True)
        self._reopen()
        return count

    def _reopen(self) -> None:
        self._index = tantivy.Index(self.schema, path=str(self.path), reuse=True)
        self._index.register_tokenizer(STEM, stem_analyzer())
        self._index.register_tokenizer(GRAMS, gram_analyzer())
        self._inode = self.path.stat().st_ino
        self._meta_mtime = 0.0
        self._forget()
        self._stems_out = StemWriter(self.path)
        self._stems = StemReader(self.path)

    def size(self) -> int:
        """Live documents in the index."""
        return int(self._index.searcher().num_docs)

    def doc_freq(self, field: str, term: str) -> int:
        """Documents whose `field` holds `term`, counting deleted ones not yet purged (for residue checks)."""
        return int(self._index.searcher().doc_freq(field, term))

    # -- reading ----------------------------------------------------------------------------------------

    def refresh(self) -> bool:
        """Pick up commits made by another process: one stat, at most every `RECHECK` seconds.

        False when the directory is gone for good (another process dropped the tenant), not merely mid-swap.
        """
        now = time.monotonic()
        if now - self._checked_at < RECHECK:
            return True
        self._checked_at = now
        try:
            if self.path.stat().st_ino != self._inode:  # another process swapped in a purged index
                self._reopen()
            mtime = (self.path / "meta.json").stat().st_mtime
        except FileNotFoundError:  # mid-swap: keep answering from the index already open
            return any(self.path.with_name(self.path.name + end).exists() for end in (".new", ".old"))
        if mtime != self._meta_mtime:
            self._meta_mtime = mtime
            self._index.reload()
            self._forget()
        return True

    def _filtered(self, filters: Filters, scoring: tantivy.Query) -> tantivy.Query:
        must = tantivy.Occur.Must
        clauses = [(must, scoring)]
        if self.shared:  # one index of every tenant: each query intersects the tenant's posting list
            clauses.append((must, tantivy.Query.term_query(self.schema, "tenant", filters.tenant)))
        clauses += [(must, clause) for clause in self._narrowing(filters)]
        return tantivy.Query.boolean_query(clauses)

    def _narrowing(self, filters: Filters) -> list[tantivy.Query]:
        """The table and kind clauses of `filters`, or none when they would leave out no live document.

        A clause is a posting list every candidate is intersected with: a principal granted the one table a
        tenant's documents come from paid for it on every query (3.2x the text engine's time at 100k, 3.7x at
        1M) to exclude nothing. Whether it excludes anything is counted once per loaded index and filter; every
        candidate is still checked against `Filters.admits` on hydration, so a commit not yet seen here cannot
        show a document the filter excludes."""
        should = tantivy.Occur.Should
        clauses = []
        if not filters.all_tables:
            tables = [(should, tantivy.Query.term_query(self.schema, "table", t)) for t in sorted(filters.tables)]
            clauses.append(tantivy.Query.boolean_query(tables))
        if filters.kinds is not None:
            kinds = [(should, tantivy.Query.term_query(self.schema, "kind", k)) for k in sorted(filters.kinds)]
            clauses.append(tantivy.Query.boolean_query(kinds))
        if not clauses or self.shared:
            return clauses
        searcher = self._index.searcher()
        key = (None if filters.all_tables else filters.tables, filters.kinds, int(searcher.num_docs))
        leaves_out = self._leaves_out.get(key)
        if leaves_out is None:
            admitted = tantivy.Query.boolean_query([(tantivy.Occur.Must, c) for c in clauses])
            others = tantivy.Query.boolean_query(
                [(tantivy.Occur.Must, tantivy.Query.all_query()), (tantivy.Occur.MustNot, admitted)]
            )
            leaves_out = bool(searcher.search(others, limit=1, count=False).hits)
            self._leaves_out[key] = leaves_out
        return clauses if leaves_out else []

    def _run(self, query: tantivy.Query, limit: int) -> list[tuple[int, float]]:
        searcher = self._index.searcher()
        return [(doc_id, score) for score, _, doc_id in self._top(searcher, query, limit)]

    def _top(
        self, searcher: tantivy.Searcher, query: tantivy.Query, limit: int
    ) -> list[tuple[float, tantivy.DocAddress, int]]:
        """Tantivy's best `limit` (score, address, document id), best first, equal scores by document id.

        Tantivy orders equal scores by where a document sits in the index, which depends on how the index was
        built (commit batches, segment merges): two builds of one corpus cut a tie at the `limit`-th place
        differently, and BM25F can then lift the candidate one build had and the other lacked. So more hits than
        `limit` are asked for, and more again while the last one still ties the `limit`-th score: every document
        tied at the cut is then at hand (Tantivy's top hits are exact by score), and the cut goes by id.

        Twice `limit` at first: asking for one more searched again for 17% of the fuzzy arm's queries at 100,000
        documents (trigram scores tie often) and for 5% of the text arm's, while twice as many costs a search no
        more (its posting lists, not the top list, are the work); the ids are read only down to the cut."""
        if limit <= 0:
            return []
        asked = 2 * limit + 1
        hits = searcher.search(query, asked, count=False).hits
        while len(hits) == asked and hits[-1][0] >= hits[limit - 1][0]:
            asked *= 2
            hits = searcher.search(query, asked, count=False).hits
        if len(hits) > limit:  # best first: those scoring below the `limit`-th can never make the cut
            hits = [hit for hit in hits if hit[0] >= hits[limit - 1][0]]
        ids = self._column(searcher, "doc_id", [address for _, address in hits])
        ranked = [(float(score), address, doc_id) for (score, address), doc_id in zip(hits, ids, strict=True)]
        ranked.sort(key=_THIRD)  # by id, then stably by score, best first: no key tuple per hit
        ranked.sort(key=_FIRST, reverse=True)
        return ranked[:limit]

    def search_text(self, query: str, filters: Filters, limit: int, *, bm25f: bool = True) -> list[tuple[int, float]]:
        """The best `limit` of Tantivy's first `CANDIDATES` (or `limit`, if more), re-scored by BM25F; with
        `bm25f=False`, Tantivy's own ranking (the arm before BM25F, for the speed benchmark's comparison)."""
        if not bm25f:
            built = self._text_query(stems(query), filters)
            return self._run(built, limit) if built is not None else []
        terms = stems(query)
        built = self._text_query(terms, filters)
        if built is None:
            return []
        searcher = self._index.searcher()
        top = self._top(searcher, built, max(limit, CANDIDATES))
        addresses, doc_ids = [address for _, address, _ in top], [doc_id for _, _, doc_id in top]
        stats = self._field_stats(searcher)
        title_lens, body_lens = (self._column(searcher, n, addresses) for n in LENGTHS)
        starts, lengths = (self._column(searcher, n, addresses) for n in STEMS_AT)
        counts = self._stems.counts(starts, lengths, terms)
        weights = {
            t: idf(stats.docs, n) for t, n in zip(terms, self._doc_freqs(searcher, "content", terms), strict=True)
        }
        return rescore_matrix(doc_ids, (title_lens, body_lens), (counts[0], counts[1]), weights, stats, limit)

    @staticmethod
    def _column(searcher: tantivy.Searcher, name: str, addresses: list[tantivy.DocAddress]) -> list[int]:
        """A numeric fast field of each address (0 where a segment lacks it)."""
        values = searcher.fast_field_values(name, addresses)
        return [int(v or 0) for v in values] if None in values else values  # type: ignore[return-value]

    def _text_query(self, terms: list[str], filters: Filters) -> tantivy.Query | None:
        """Each stem in the title-twice-plus-body field, and in the title alone at `TITLE_BOOST`."""
        if not terms or not filters.tables:
            return None
        should = tantivy.Occur.Should
        clauses: list[tuple[tantivy.Occur, tantivy.Query]] = []
        for term in terms:
            title = tantivy.Query.term_query(self.schema, "title", term, index_option="freq")
            clauses.append((should, tantivy.Query.term_query(self.schema, "content", term, index_option="freq")))
            clauses.append((should, tantivy.Query.boost_query(title, TITLE_BOOST)))
        return self._filtered(filters, tantivy.Query.boolean_query(clauses))

    def text_candidates(self, query: str, filters: Filters, depth: int) -> CandidatePool | None:
        """Tantivy's first `depth` documents for the query, with what BM25F scores them by (None: no stems)."""
        terms = stems(query)
        built = self._text_query(terms, filters)
        if built is None:
            return None
        searcher = self._index.searcher()
        top = self._top(searcher, built, depth)
        stats = self._field_stats(searcher)
        addresses, doc_ids = [address for _, address, _ in top], [doc_id for _, _, doc_id in top]
        title_lens, body_lens, starts, lengths = (self._column(searcher, n, addresses) for n in (*LENGTHS, *STEMS_AT))
        title, body = count_matrix(*self._stems.gather(starts, lengths), len(addresses), terms)
        candidates = tuple(
            Candidate(doc_ids[n], title_lens[n], body_lens[n], _counts(terms, title[:, n], body[:, n]), score)
            for n, (score, _, _) in enumerate(top)
        )
        weights = {
            t: idf(stats.docs, n) for t, n in zip(terms, self._doc_freqs(searcher, "content", terms), strict=True)
        }
        return CandidatePool(candidates, weights, stats)

    def _field_stats(self, searcher: tantivy.Searcher) -> FieldStats:
        """Live documents and mean field lengths of the loaded index (computed once per reload, and again when the
        live count changed: Tantivy reloads by itself after another process's commit, before `refresh` sees it)."""
        if self._stats is None or self._stats.docs != int(searcher.num_docs):
            lengths = {name: {"avg": {"field": name}} for name in ("title_len", "body_len")}
            found = searcher.aggregate(tantivy.Query.all_query(), lengths)
            self._stats = FieldStats(
                docs=int(searcher.num_docs),
                avg_title=float(found["title_len"]["value"] or 0.0),
                avg_body=float(found["body_len"]["value"] or 0.0),
            )
        return self._stats

    def search_fuzzy(self, query: str, filters: Filters, limit: int) -> list[tuple[int, float]]:
        """BM25 over title trigrams, asking only for the rarest `FUZZY_GRAMS` of them.

        Common trigrams ("ing", "the") have posting lists of most of the index and say little; rare ones carry
        the match. Trigrams no title has (the misspelled ones) are dropped. At 1M documents this is what keeps
        the arm in tens of milliseconds rather than hundreds.
        """
        if not filters.tables:
            return []
        searcher = self._index.searcher()
        found = grams(query)
        counted = list(zip(self._doc_freqs(searcher, "title_grams", found), found, strict=True))
        rarest = sorted((df, g) for df, g in counted if df > 0)[:FUZZY_GRAMS]
        if not rarest:
            return []
        should = tantivy.Occur.Should
        clauses = [
            (should, tantivy.Query.term_query(self.schema, "title_grams", g, index_option="freq")) for _, g in rarest
        ]
        return self._run(self._filtered(filters, tantivy.Query.boolean_query(clauses)), limit)

    def doc_ids(self, tenant: str) -> Sequence[int]:
        """Every id indexed for a tenant (for consistency checks and tests)."""
        query = tantivy.Query.term_query(self.schema, "tenant", tenant)
        searcher = self._index.searcher()
        hits = searcher.search(query, limit=max(1, searcher.num_docs), count=False).hits
        return [int(i or 0) for i in searcher.fast_field_values("doc_id", [a for _, a in hits])]


def _counts(terms: list[str], title: np.ndarray, body: np.ndarray) -> dict[str, tuple[int, int]]:
    """A candidate's (title, body) counts of the query's stems it holds, from its columns of the count matrices."""
    return {t: (int(title[n]), int(body[n])) for n, t in enumerate(terms) if title[n] or body[n]}
