"""BM25F, the text arm's second scorer: hand-computed scores, the stored stem counts, the index's statistics."""

from __future__ import annotations

import math
import random
import shutil
from pathlib import Path

import numpy as np
import pytest
import tantivy
from conftest import FAKE, record

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.index.analysis import GRAMS, STEM, gram_analyzer, stem_analyzer, stems, tokens
from opmem.index.bm25f import (
    CANDIDATES,
    PARAMS,
    Bm25fParams,
    Candidate,
    CandidatePool,
    FieldStats,
    idf,
    rescore,
    rescore_matrix,
    score,
)
from opmem.index.names import slug
from opmem.index.stem_file import (
    ENTRY,
    StemReader,
    StemWriter,
    count_matrix,
    encode_counts,
    lookup_counts,
    stem_key,
)
from opmem.index.tantivy_index import TENANT_FILE, Filters, TantivyIndex
from opmem.index.text import SCHEMA_VERSION
from opmem.ingest.distill import PROMPT_MARK
from opmem.settings import Settings
from opmem.types import Document

FILTERS = Filters("t", frozenset({"incident"}), all_tables=True)
FILLER = " ".join(f"word{j}" for j in range(30))


def doc(n: int, title: str, body: str, kind: str = "resolution") -> Document:
    return Document(n, "t", kind, f"k{n}", "incident", f"R{n}", title, body, None, "")  # type: ignore[arg-type]


def test_one_term_in_both_fields_by_hand() -> None:
    # title_norm = 1 - 0.5 + 0.5 * 2/4 = 0.75; body_norm = 1 - 1 + 1 * 10/20 = 0.5
    # tf~ = 3 * 1/0.75 + 2/0.5 = 8; idf(N=10, n=1) = ln(1 + 9.5/1.5); score = idf * 8 * 3 / (2 + 8)
    params = Bm25fParams(k1=2.0, b_title=0.5, b_body=1.0, title_weight=3.0)
    stats = FieldStats(docs=10, avg_title=4.0, avg_body=20.0)
    candidate = Candidate(1, title_len=2, body_len=10, counts={"disk": (1, 2)})
    weight = idf(10, 1)
    assert weight == pytest.approx(math.log(1 + 9.5 / 1.5))
    assert score(candidate, {"disk": weight}, stats, params) == pytest.approx(weight * 2.4)


def test_fields_saturate_together_not_apart() -> None:
    # Per-field BM25 would add two saturated scores; BM25F saturates the weighted sum once, so a term in both
    # fields scores less than twice the term in one (b = 0: lengths do not matter; k1 = 1).
    params = Bm25fParams(k1=1.0, b_title=0.0, b_body=0.0, title_weight=1.0)
    stats = FieldStats(docs=4, avg_title=3.0, avg_body=3.0)
    both = Candidate(1, 3, 3, {"lag": (1, 1)})
    title_only = Candidate(2, 3, 3, {"lag": (1, 0)})
    assert score(both, {"lag": 1.0}, stats, params) == pytest.approx(2 * 2 / 3)  # tf~ 2: 2 * 2 / (1 + 2)
    assert score(title_only, {"lag": 1.0}, stats, params) == pytest.approx(1.0)  # tf~ 1: 1 * 2 / (1 + 1)


def test_length_normalisation_per_field() -> None:
    params = Bm25fParams(k1=1.0, b_title=1.0, b_body=0.0, title_weight=1.0)
    stats = FieldStats(docs=4, avg_title=2.0, avg_body=10.0)
    short_title = Candidate(1, title_len=1, body_len=50, counts={"lag": (1, 0)})  # tf~ = 1 / 0.5 = 2
    long_body = Candidate(2, title_len=2, body_len=50, counts={"lag": (0, 1)})  # b_body 0: tf~ = 1
    assert score(short_title, {"lag": 1.0}, stats, params) == pytest.approx(2 * 2 / 3)
    assert score(long_body, {"lag": 1.0}, stats, params) == pytest.approx(1.0)


def test_an_empty_field_at_full_length_normalisation_scores_no_division_by_zero() -> None:
    params = Bm25fParams(k1=1.0, b_title=1.0, b_body=1.0, title_weight=2.0)
    stats = FieldStats(docs=1, avg_title=2.0, avg_body=0.0)  # no document has a body
    title_only = Candidate(1, title_len=2, body_len=0, counts={"disk": (1, 0)})  # tf~ = 2 * 1 / 1 = 2
    assert score(title_only, {"disk": 1.0}, stats, params) == pytest.approx(2 * 2 / 3)


def test_idf_never_negative_when_deleted_documents_inflate_the_frequency() -> None:
    assert idf(5, 9) == pytest.approx(math.log(1 + 0.5 / 5.5))
    assert idf(0, 0) == pytest.approx(math.log(2))


def test_rescore_orders_by_score_then_id_and_drops_candidates_without_a_query_stem() -> None:
    stats = FieldStats(docs=10, avg_title=2.0, avg_body=2.0)
    pool = CandidatePool(
        [Candidate(3, 2, 2, {"a": (1, 0)}), Candidate(1, 2, 2, {}), Candidate(2, 2, 2, {"a": (1, 0)})],
        {"a": 1.0},
        stats,
    )
    ranked = rescore(pool, 5)
    assert [doc_id for doc_id, _ in ranked] == [2, 3] and ranked[0][1] == ranked[1][1]
    assert rescore(pool, 1) == ranked[:1]


def test_parameters_out_of_range_are_refused_with_the_rule() -> None:
    with pytest.raises(ValueError, match=r"b in \[0, 1\]"):
        Bm25fParams(k1=1.2, b_title=1.5, b_body=0.75, title_weight=2.0)
    with pytest.raises(ValueError, match="k1 > 0"):
        Bm25fParams(k1=0.0, b_title=0.5, b_body=0.75, title_weight=2.0)


def test_stored_counts_are_found_by_exact_stem_only() -> None:
    stored = encode_counts(["tab", "crash", "tab"], ["tabl", "crash", "tab", "x"])
    assert len(stored) == 4 * ENTRY.itemsize  # one entry per distinct stem
    assert lookup_counts(stored, ["tab", "crash", "tabl", "ta", "missing"]) == {
        "tab": (2, 1),
        "crash": (1, 1),
        "tabl": (0, 1),
    }
    assert lookup_counts(stored, ["x"]) == {"x": (0, 1)}
    assert encode_counts([], []) == b""
    assert lookup_counts(b"", ["tab"]) == {}
    assert stem_key("tab") != stem_key("tabl") and stem_key("tab") == stem_key("tab")


def test_count_matrix_puts_each_records_counts_in_its_column() -> None:
    records = [encode_counts(["a"], ["b", "b"]), b"", encode_counts([], ["a", "c"])]
    entries = np.concatenate([np.frombuffer(r, dtype=ENTRY) for r in records])
    owners = np.repeat(np.arange(3), [len(r) // ENTRY.itemsize for r in records])
    title, body = count_matrix(entries, owners, 3, ["a", "b", "zzz"])
    assert title.tolist() == [[1, 0, 0], [0, 0, 0], [0, 0, 0]]
    assert body.tolist() == [[0, 0, 1], [2, 0, 0], [0, 0, 0]]


def test_counts_are_count_matrix_of_the_gathered_records(tmp_path: Path) -> None:
    """The text arm reads its candidates' counts with `StemReader.counts`, which reads only the entries the query
    holds: the same matrices as gathering every entry and matching it (`count_matrix`), records empty, missing,
    repeated or out of order included."""
    rng = random.Random(5)
    vocabulary = [f"w{n}" for n in range(60)]
    writer = StemWriter(tmp_path)
    places = []
    for _ in range(200):
        title = rng.choices(vocabulary, k=rng.randint(0, 6))
        body = rng.choices(vocabulary, k=rng.randint(0, 80))
        record = encode_counts(title, body)
        places.append((writer.append(record), len(record)))
    writer.sync()
    reader = StemReader(tmp_path)
    for _ in range(100):
        chosen = [rng.choice(places) for _ in range(rng.randint(0, 40))] + [(0, 0)] * rng.randint(0, 2)
        rng.shuffle(chosen)
        starts, lengths = [s for s, _ in chosen], [n for _, n in chosen]
        query = list(dict.fromkeys(rng.choices([*vocabulary, "absent"], k=rng.randint(0, 7))))
        expected = count_matrix(*reader.gather(starts, lengths), len(chosen), query)
        got = reader.counts(starts, lengths, query)
        assert [m.tolist() for m in got] == [m.tolist() for m in expected]
        assert [m.shape for m in got] == [(len(query), len(chosen))] * 2
    assert [m.tolist() for m in reader.counts([1 << 30], [32], ["w1"])] == [[[0.0]], [[0.0]]]  # past the end


@pytest.fixture
def index(tmp_path: Path) -> TantivyIndex:
    built = TantivyIndex(tmp_path / "t", "t")
    built.upsert(
        [
            doc(1, "Replication lag on the standby", "The standby fell behind; replication lag grew. " + FILLER),
            doc(2, "Standby restarted", "replication replication replication lag lag lag on the standby"),
        ]
        + [doc(10 + j, f"Unrelated incident {j}", f"printer queue {j} {FILLER}") for j in range(8)]
    )
    built.commit()
    return built


def test_the_index_supplies_counts_lengths_and_statistics(index: TantivyIndex) -> None:
    pool = index.text_candidates("replication lag", FILTERS, 10)
    assert pool is not None
    replic, lag = stems("replication lag")
    by_id = {c.doc_id: c for c in pool.candidates}
    assert set(by_id) == {1, 2}
    # doc 1: title stems replic, lag, standbi; body: standbi, fell, behind, replic, lag, grew + 30 fillers
    assert (by_id[1].title_len, by_id[1].body_len) == (3, 36)
    assert by_id[1].counts == {replic: (1, 1), lag: (1, 1)}
    assert (by_id[2].title_len, by_id[2].body_len, by_id[2].counts) == (2, 7, {replic: (0, 3), lag: (0, 3)})
    # average lengths over the 10 documents: titles 3 + 2 + 8 * 3 ("unrel", "incid", digit); bodies 36 + 7 + 8 * 33
    assert pool.stats == FieldStats(docs=10, avg_title=2.9, avg_body=30.7)
    assert pool.weights == {replic: pytest.approx(idf(10, 2)), lag: pytest.approx(idf(10, 2))}
    assert [c.first_score > 0 for c in pool.candidates] == [True, True]


def test_search_text_returns_bm25f_scores_of_tantivys_candidates(index: TantivyIndex) -> None:
    pool = index.text_candidates("replication lag", FILTERS, CANDIDATES)
    assert pool is not None
    expected = sorted(
        ((c.doc_id, score(c, pool.weights, pool.stats, PARAMS)) for c in pool.candidates), key=lambda p: -p[1]
    )
    assert index.search_text("replication lag", FILTERS, 10) == expected
    assert index.search_text("replication lag", FILTERS, 1) == expected[:1]
    assert index.search_text("the of", FILTERS, 10) == []  # stop words only: no stems
    before = index.search_text("replication lag", FILTERS, 10, bm25f=False)  # Tantivy's own ranking
    assert before == [(c.doc_id, c.first_score) for c in pool.candidates]


def test_title_weight_and_body_length_decide_between_the_two_candidates(index: TantivyIndex) -> None:
    pool = index.text_candidates("replication lag", FILTERS, 10)
    assert pool is not None
    titles_count = Bm25fParams(k1=1.2, b_title=0.3, b_body=0.0, title_weight=6.0)
    bodies_count = Bm25fParams(k1=2.0, b_title=0.3, b_body=1.0, title_weight=1.0)
    assert [d for d, _ in rescore(pool, 2, titles_count)] == [1, 2]  # the title match
    assert [d for d, _ in rescore(pool, 2, bodies_count)] == [2, 1]  # three mentions in a short body


def test_statistics_follow_commits(index: TantivyIndex) -> None:
    before = index.text_candidates("replication", FILTERS, 10)
    index.delete([2])
    index.upsert([doc(3, "Replication stalled", "replication")])
    index.commit()
    after = index.text_candidates("replication", FILTERS, 10)
    assert before is not None and after is not None
    assert before.stats.docs == 10 and after.stats == FieldStats(docs=10, avg_title=2.9, avg_body=(36 + 1 + 264) / 10)
    assert {c.doc_id for c in after.candidates} == {1, 3}


def test_a_skills_prompt_is_not_counted(index: TantivyIndex) -> None:
    body = f"Purpose: rotate replication keys{PROMPT_MARK}zanzibar replication replication"
    index.upsert([doc(4, "Rotate certificates", body, kind="skill")])
    index.commit()
    pool = index.text_candidates("zanzibar", FILTERS, 10)
    assert pool is not None and pool.candidates == ()
    pool = index.text_candidates("replication", FILTERS, 10)
    assert pool is not None
    skill = next(c for c in pool.candidates if c.doc_id == 4)
    assert (skill.body_len, skill.counts) == (4, {"replic": (0, 1)})  # purpose, rotat, replic, key


def test_an_index_without_stem_counts_is_rebuilt_on_open(tmp_path: Path) -> None:
    """A version-3 index (per tenant, before BM25F) has no stored counts: kept, every candidate would score 0
    and the text arm would answer nothing. Opening it rebuilds it from the store."""
    data = tmp_path / "data"
    om = Opmem(Settings(data_dir=data, default_embedding=FAKE), embedders={FAKE: FakeEmbedder()})
    om.upsert_records([record("INC1", "Kafka consumer lag on orders"), record("INC2", "Disk full on db01")])
    docs = [d for batch in om.store.iter_documents("default") for d in batch]
    om.close()
    root = data / "index" / "text"
    shutil.rmtree(root / slug("default"))
    (root / slug("default")).mkdir()
    (root / slug("default") / TENANT_FILE).write_text("default")
    old = tantivy.Index(_v3_schema(), path=str(root / slug("default")))  # the schema before BM25F, filled
    old.register_tokenizer(STEM, stem_analyzer())
    old.register_tokenizer(GRAMS, gram_analyzer())
    writer = old.writer(heap_size=15_000_000, num_threads=1)
    for d in docs:
        entry = tantivy.Document(tenant=d.tenant, table=d.source_table, kind=d.kind, title=d.title)
        entry.add_text("content", f"{d.title}\n{d.title}\n{d.body}")
        entry.add_unsigned("doc_id", d.id)
        writer.add_document(entry)
    writer.commit()
    writer.wait_merging_threads()
    (root / "opmem.version").write_text("3")
    del old, writer
    reopened = Opmem(Settings(data_dir=data, default_embedding=FAKE), embedders={FAKE: FakeEmbedder()})
    try:
        assert (root / "opmem.version").read_text() == SCHEMA_VERSION
        admin = reopened.local_admin("default")
        assert [h.record_id for h in reopened.recall(admin, "kafka lag", k=5, arms=("text",)).hits] == ["INC1"]
    finally:
        reopened.close()


def _v3_schema() -> tantivy.Schema:
    b = tantivy.SchemaBuilder()
    b.add_unsigned_field("doc_id", indexed=True, fast=True)
    for name in ("tenant", "table", "kind"):
        b.add_text_field(name, tokenizer_name="raw", index_option="basic")
    b.add_text_field("title", tokenizer_name=STEM, index_option="freq")
    b.add_text_field("content", tokenizer_name=STEM, index_option="freq")
    b.add_text_field("title_grams", tokenizer_name=GRAMS, index_option="freq")
    return b.build()


def test_scoring_from_records_is_the_definition_bit_for_bit() -> None:
    """`rescore_matrix` (the text arm's vectorised path) gives `rescore`'s very floats and order, empty fields at
    b = 1 included; were one operation reordered, some of these 2,000 candidates would differ in the last bit."""
    rng = random.Random(5)
    vocabulary = [f"s{j}" for j in range(12)]
    for params in (PARAMS, Bm25fParams(k1=1.2, b_title=1.0, b_body=1.0, title_weight=2.5)):
        for _ in range(20):
            candidates = []
            for n in range(100):
                title = rng.choices(vocabulary, k=rng.randrange(0, 6))
                body = rng.choices(vocabulary, k=rng.choice([0, rng.randrange(1, 400)]))
                counts = lookup_counts(encode_counts(title, body), vocabulary)
                candidates.append(Candidate(rng.randrange(10**6) * 100 + n, len(title), len(body), counts))
            query = rng.sample(vocabulary, rng.randrange(1, 6))
            weights = {stem: idf(1000, rng.randrange(1, 900)) for stem in query}
            stats = FieldStats(docs=1000, avg_title=rng.uniform(2, 6), avg_body=rng.uniform(20, 200))
            records = [encode_counts(*_streams(c)) for c in candidates]
            entries = np.concatenate([np.frombuffer(r, dtype=ENTRY) for r in records])
            owners = np.repeat(np.arange(len(records)), [len(r) // ENTRY.itemsize for r in records])
            counts = count_matrix(entries, owners, len(records), list(weights))
            lengths = ([c.title_len for c in candidates], [c.body_len for c in candidates])
            ids = [c.doc_id for c in candidates]
            expected = rescore(CandidatePool(candidates, weights, stats), 60, params)
            assert rescore_matrix(ids, lengths, (counts[0], counts[1]), weights, stats, 60, params) == expected


def _streams(c: Candidate) -> tuple[list[str], list[str]]:
    """Stem sequences holding a candidate's counts (the order does not matter to a record)."""
    return [s for s, (t, _) in c.counts.items() for _ in range(t)], [
        s for s, (_, b) in c.counts.items() for _ in range(b)
    ]


def test_a_reader_sees_records_another_writer_appended_and_updates_take_their_new_counts(tmp_path: Path) -> None:
    writer = TantivyIndex(tmp_path / "t", "t")
    writer.upsert([doc(1, "Replication lag", "replication")] + [doc(10 + j, f"Other {j}", FILLER) for j in range(5)])
    writer.commit()
    reader = TantivyIndex(tmp_path / "t", "t")  # as another process: its own map of the stem file
    first = reader.search_text("replication", FILTERS, 5)
    writer.upsert([doc(2, "Replication stalled", "replication replication " + FILLER)])
    writer.upsert([doc(1, "Disk full", "replication replication replication")])  # appended, the old record stays
    writer.commit()
    reader._checked_at = -1.0  # the reader's next query looks for commits at once
    assert reader.refresh()
    pool = reader.text_candidates("replication", FILTERS, 10)
    assert pool is not None
    by_id = {c.doc_id: c for c in pool.candidates}
    assert by_id[1].counts == {"replic": (0, 3)} and by_id[2].counts == {"replic": (1, 2)}
    expected = rescore(pool, 5)
    assert reader.search_text("replication", FILTERS, 5) == expected != first
    assert (tmp_path / "t" / "stems.bin").stat().st_size == sum(
        len(encode_counts(tokens(t), tokens(b)))
        for t, b in [("Replication lag", "replication"), ("Disk full", "replication replication replication")]
        + [(f"Other {j}", FILLER) for j in range(5)]
        + [("Replication stalled", "replication replication " + FILLER)]
    )


def test_a_rebuild_leaves_no_record_of_a_deleted_document(tmp_path: Path) -> None:
    index = TantivyIndex(tmp_path / "t", "t")
    index.upsert([doc(1, "Zanzibar outage", "zanzibar"), doc(2, "Disk full", "disk")])
    index.commit()
    key = stem_key("zanzibar").to_bytes(8, "little")
    assert key in (tmp_path / "t" / "stems.bin").read_bytes()
    index.delete([1])
    index.commit()
    index.replace([doc(2, "Disk full", "disk")])  # the purge a deletion asks for
    assert key not in (tmp_path / "t" / "stems.bin").read_bytes()
    assert index.search_text("disk", FILTERS, 5)[0][0] == 2


def test_remembered_document_frequencies_follow_a_reload_the_reader_did_not_ask_for(tmp_path: Path) -> None:
    """Tantivy reloads a reader after another process's commit by itself, before `refresh` looks: the idf and
    trigram frequencies the arms remember must then be the new index's, as a reader opened afresh computes them."""
    writer = TantivyIndex(tmp_path / "t", "t")
    writer.upsert(
        [doc(1, "Replication lag", "replication " + FILLER)] + [doc(10 + j, f"Other {j}", FILLER) for j in range(5)]
    )
    writer.commit()
    reader = TantivyIndex(tmp_path / "t", "t")
    before = reader.search_text("replication lag", FILTERS, 5), reader.search_fuzzy("Replication lag", FILTERS, 5)
    writer.upsert([doc(20 + j, f"Replication lag {j}", "replication lag " + FILLER) for j in range(6)])
    writer.commit()
    reader._index.reload()  # what Tantivy does on its own after the commit; `refresh` has not run
    fresh = TantivyIndex(tmp_path / "t", "t")
    after = reader.search_text("replication lag", FILTERS, 5), reader.search_fuzzy("Replication lag", FILTERS, 5)
    assert after == (
        fresh.search_text("replication lag", FILTERS, 5),
        fresh.search_fuzzy("Replication lag", FILTERS, 5),
    )
    assert after[0] != before[0] and after[1] != before[1]
