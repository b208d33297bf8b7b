from __future__ import annotations

import json
from pathlib import Path

import pytest

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.evaluate import evaluate, metrics
from opmem.settings import Settings


def beir(folder: Path) -> Path:
    docs = {
        "1": ("Kafka consumer lag after deploy", "lag grew on the consumer group"),
        "2": ("Consumer lag in kafka grows after deployment", "same as 1"),
        "3": ("Disk full on db01", "logs filled the disk"),
        "4": ("Database disk is full", "db01 disk"),
        "5": ("Certificate expired", "edge proxy cert"),
    }
    (folder / "qrels").mkdir(parents=True)
    with open(folder / "corpus.jsonl", "w") as handle:
        for _id, (title, text) in docs.items():
            handle.write(json.dumps({"_id": _id, "title": title, "text": text}) + "\n")
    with open(folder / "queries.jsonl", "w") as handle:
        for _id in ("2", "4"):
            handle.write(json.dumps({"_id": _id, "text": docs[_id][0], "body": docs[_id][1]}) + "\n")
    (folder / "qrels" / "test.tsv").write_text("query-id\tcorpus-id\tscore\n2\t1\t1\n4\t3\t1\n")
    return folder


def test_metrics() -> None:
    m = metrics(["a", "b", "c"], frozenset({"b"}))
    assert m["recall@1"] == 0 and m["recall@5"] == 1 and m["mrr"] == 0.5
    assert m["ndcg@10"] == pytest.approx(1 / 1.5849625, rel=1e-6)
    assert metrics([], frozenset({"x"}))["mrr"] == 0


def test_eval_runs_through_import_and_recall(tmp_path: Path) -> None:
    def factory(settings: Settings) -> Opmem:
        return Opmem(settings, embedders={"fake:hash-64": FakeEmbedder()})

    summary = evaluate(beir(tmp_path / "set"), embedding="fake:hash-64", opmem_factory=factory)
    assert summary["queries"] == 2
    fused = summary["fused"]
    assert isinstance(fused, dict) and fused["recall@10"] == 1.0 and fused["mrr"] > 0.5
    assert set(summary) == {"queries", "fused", "text", "fuzzy", "semantic"}
    lexical = evaluate(tmp_path / "set", embedding=None, query_field="body")
    assert lexical["semantic"] is None and lexical["queries"] == 2
