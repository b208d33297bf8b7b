"""Recall quality of the bundled model cut at fewer tokens, through `opmem.evaluate` (the `opmem eval` path).

python bench/truncation.py --sets jahan2023-mobile --tokens 256 128
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from opmem.core import Opmem
from opmem.embed.local import LocalEmbedder
from opmem.evaluate import score_queries, summarize
from opmem.settings import DEFAULT_MODEL, Settings

ROOT = Path(__file__).resolve().parents[2] / "shared" / "data" / "eval" / "beir"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sets", nargs="+", default=["jahan2023-mobile"])
    parser.add_argument("--tokens", nargs="+", type=int, default=[256, 128])
    args = parser.parse_args()
    out: dict[str, dict[str, object]] = {}
    for name in args.sets:
        for tokens in args.tokens:
            model = LocalEmbedder(max_tokens=tokens)

            def factory(settings: Settings, model: LocalEmbedder = model) -> Opmem:
                return Opmem(settings, embedders={DEFAULT_MODEL: model})

            start = time.perf_counter()
            summary = summarize(score_queries(ROOT / name, opmem_factory=factory))
            summary["seconds"] = round(time.perf_counter() - start, 1)
            out[f"{name}@{tokens}"] = summary
            print(json.dumps({f"{name}@{tokens}": summary}), flush=True)


if __name__ == "__main__":
    main()
