"""Calibrate local:all-MiniLM-L6-v2-int8-v4: each linear layer's largest input magnitude per channel, in float32.

Runs the bundled float32 model (plain graph) over calibration texts and records, for each of the 36 linear
layers, max |x_j| over every real token (padding excluded) of its input's channel j. The result ships as
`src/opmem/embed/minilm_int8_v4.npz` (one float32 vector per layer, plus the provenance below as a string), and
`embed/bert_graph.py` keeps each layer's largest channels by it in float32 (`Int8.outliers`); its SHA-256 is
pinned (`weights.CALIBRATION_SHA256`).

Calibration texts, none from the BEIR sets the int8 models are judged on (../shared/data/eval/beir):
- the first 100 lines of each of the 16 systems' logs in ../shared/data/eval/loghub_2k (1,600 log lines);
- the 50 email bodies (`context`) of ../shared/data/injection/email_train.jsonl (BIPIA's train split, benign);
- the paragraphs of opmem's README.md at commit 18e8c84 (`git show 18e8c84:README.md`), 40+ characters.

    python bench/int8_calibrate.py [--out src/opmem/embed/minilm_int8_v4.npz]
"""

from __future__ import annotations

import argparse
import json
import subprocess
from pathlib import Path

import numpy as np

from opmem.embed import bert_graph as bg
from opmem.embed import onnx_proto as proto
from opmem.embed.local import OnnxRunner, Tuning
from opmem.embed.weights import bundled_dir, read_verified

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "data"
README_COMMIT = "18e8c84"
OUT = ROOT / "src" / "opmem" / "embed" / "minilm_int8_v4.npz"


def calibration_texts() -> list[str]:
    texts: list[str] = []
    for log in sorted((DATA / "eval" / "loghub_2k").glob("*/*_2k.log")):
        texts += log.read_text(encoding="utf-8", errors="replace").splitlines()[:100]
    for line in (DATA / "injection" / "email_train.jsonl").read_text(encoding="utf-8").splitlines():
        texts.append(json.loads(line)["context"])
    readme = subprocess.run(
        ["git", "-C", str(ROOT), "show", f"{README_COMMIT}:README.md"], capture_output=True, text=True, check=True
    ).stdout
    texts += [p.strip() for p in readme.split("\n\n") if len(p.strip()) >= 40]
    return [t for t in texts if t.strip()]


class Recording(bg.GraphBuilder):
    """The float32 graph, remembering which value each linear layer reads."""

    def __init__(self, weights: bg.Mapping[str, bg.Tensor]) -> None:
        super().__init__(weights)
        self.inputs: dict[str, str] = {}

    def matmul(self, x: str, prefix: str) -> str:
        self.inputs[prefix] = x
        return super().matmul(x, prefix)


def probe_graph() -> tuple[bytes, dict[str, str], bytes]:
    """The plain float32 graph with every linear layer's input as an extra output; and tokenizer.json."""
    files = read_verified(bundled_dir())
    config = bg.BertConfig.parse(files.config)
    b = Recording(bg.read_safetensors(files.weights))
    x = bg._embeddings(b, config)
    mask = bg.attention_bias(b)
    for index in range(config.layers):
        x = bg._layer(b, x, mask, index, config)
    bg.mean_pool(b, x)
    seen = sorted(set(b.inputs.values()))
    outputs = [proto.value_info(bg.OUTPUT, proto.FLOAT, ["batch", config.hidden])]
    outputs += [proto.value_info(name, proto.FLOAT, ["batch", "tokens", "features"]) for name in seen]
    graph = proto.model(
        name="minilm-probe",
        nodes=b.nodes,
        initializers=b.initializers,
        inputs=[proto.value_info(name, proto.INT64, ["batch", "tokens"]) for name in bg.INPUTS],
        outputs=outputs,
        opset=bg.OPSET,
    )
    return graph, b.inputs, files.tokenizer


def calibrate(texts: list[str]) -> dict[str, np.ndarray]:
    graph, inputs, tokenizer = probe_graph()
    runner = OnnxRunner(None, tuning=Tuning(intra_threads=2, workers=1), built=(graph, tokenizer), fused=False)
    names = [o.name for o in runner.session.get_outputs()]
    peaks: dict[str, np.ndarray] = {}
    ids = [e.ids for e in runner.tokenizer.encode_batch(texts)]
    for chosen in runner.batches(ids):
        rows = [ids[i] for i in chosen]
        width = max(len(r) for r in rows)
        tokens = np.zeros((len(rows), width), dtype=np.int64)
        mask = np.zeros((len(rows), width), dtype=np.int64)
        for n, row in enumerate(rows):
            tokens[n, : len(row)], mask[n, : len(row)] = row, 1
        feed = {"input_ids": tokens, "attention_mask": mask, "token_type_ids": np.zeros_like(tokens)}
        values = dict(zip(names, runner.session.run(None, feed), strict=True))
        real = mask.astype(bool)
        for name, value in values.items():
            if name == bg.OUTPUT:
                continue
            peak = np.abs(value[real]).max(axis=0)
            peaks[name] = np.maximum(peaks[name], peak) if name in peaks else peak
    return {prefix: peaks[name].astype(np.float32) for prefix, name in inputs.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    texts = calibration_texts()
    peaks = calibrate(texts)
    provenance = (
        f"max |input| per channel of each linear layer of the bundled all-MiniLM-L6-v2 (float32), over {len(texts)} "
        f"texts: loghub_2k (first 100 lines of each system), BIPIA email_train contexts, README.md @ {README_COMMIT} "
        "paragraphs; written by bench/int8_calibrate.py"
    )
    arrays = {prefix: peaks[prefix] for prefix in sorted(peaks)}
    with open(args.out, "wb") as handle:
        np.savez(handle, provenance=np.array(provenance), **arrays)
    print(json.dumps({"texts": len(texts), "layers": len(arrays), "out": str(args.out)}))
    for prefix in sorted(arrays):
        top = np.sort(arrays[prefix])[::-1]
        print(prefix, "top", np.round(top[:6], 2).tolist(), "median", round(float(np.median(top)), 3))


if __name__ == "__main__":
    main()
