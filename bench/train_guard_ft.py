"""A fine-tuned guard model (issue 13): the bundled all-MiniLM-L6-v2 with its top layers and a classification head
trained on the guard's development data, measured by leaving sources out against today's linear detector.

Data: the development sources of `bench/train_guard.py` (`guard_train_data.py`: BIPIA's training split, the
development sets and reader answers, the grammar, the hard negatives, development bug reports, held-out sets 1 to
6, the multilingual items, `guard_written.py` and `guard_written2.py`: round 7's, `ROUND7_SOURCES`) and, since
round 8, the seventh held-out set (run once as a blind set at the end of round 7, development data now) and
`guard_written3.py` (`ROUND8_SOURCES`: the shipped model's), since round 9 the eighth (`ROUND9_SOURCES`), since
round 10 the ninth (`ROUND10_SOURCES`), since round 11 the tenth (`ROUND11_SOURCES`: the shipped round-10 model's
sources plus heldout10), since round 14 the eleventh to thirteenth (`ROUND14_SOURCES`), since round 15 the
fourteenth (`ROUND15_SOURCES`), since round 18 the fifteenth to eighteenth and `guard_written4.py`
(`ROUND18_SOURCES`), since round 22 the nineteenth to twenty-second (`ROUND22_SOURCES`), since round 23 the
twenty-third (`ROUND23_SOURCES`: the shipped model's), since round 28 the twenty-fourth and twenty-fifth
(`ROUND28_SOURCES`), since round 33 the twenty-sixth to twenty-eighth (`ROUND33_SOURCES`; the twenty-eighth about a
third in eleven other languages), since round 42 the twenty-ninth to thirty-second (`ROUND42_SOURCES`; the
thirtieth and thirty-second mostly in other languages, the thirty-first tool outputs) and since round 43 the
thirty-third and thirty-fourth (`ROUND43_SOURCES`: everyday and structured tool outputs) and since round 51r the
thirty-fifth to forty-sixth (`SOURCES`, `ROUND51_SOURCES`); `--round52` adds the forty-seventh and forty-eighth
(`ROUND52_SOURCES`, round 52r's, which failed a test's precondition in stop 47), `--round53` the forty-ninth and
fiftieth (`ROUND53_SOURCES`: round 53r's, which failed a benign test, and round 53s's soup, judged in stop 48). Later
sets are never read.

Model: the embeddings and the lower `6 - TUNED` layers stay frozen (run once per text in torch and cached in
bench/out); the top `TUNED` layers are trained with a head over their mean-pooled output (benign + the detector's
families), texts cut at `MAX_TOKENS` tokens, benign and attacks weighing half each (`--benign=W`: the benign texts
weigh W of the loss and the attacks 1 - W; `--boost=B`: attacks of the header and world-action families weigh B times
the other attacks, within the attacks' share). An attack whose family a
source does not give (the multilingual items) is trained to be "some attack" (the loss on the sum of the attack
classes).

    python bench/train_guard_ft.py [--held=heldout7 ...] [--tuned=2] [--epochs=1] [--benign=W] [--boost=B] [--tag=NAME]
                                   [--round7 | ... | --round52 | --round53] [--model-only] [--threads=N] [--seed N]
    python bench/train_guard_ft.py --ship [--benign=W] [--threads=N] [--to=PATH] [--seed N]

prints, per left-out source (default heldout7 and heldout6; `--round7`: round 7's sources), the guard (rules +
detector, as `train_guard.py`'s LOSO) with the linear detector and with the fine-tuned model trained on the same
sources, at the shipped refusal policy (and two other thresholds, and scored per sentence, for information); with
`--tag`, it also stores the left-out set's probabilities for `bench/guard_policy.py` (the round-8 decision
policy) and the fold's weights (`bench/out/guard_ft/model-NAME-TAG.npz`, as shipped, for `bench/guard_fold.py`:
the whole guard with the fold's model); `--model-only` trains and stores them and skips the tables (no linear
detector, no rules-only column). `--ship` trains on every source and writes `src/opmem/quarantine/guard_model.npz`
(the tuned layers and the head, float16) and its SHA-256 into `guard_model.py` (`--to=PATH`: to PATH only, the tree
untouched, for a model that ships only if its rule passes). The recipe shipped since round 8
(`Recipe()`): three tuned layers, two epochs (round 7's two layers and one epoch, `--tuned=2 --epochs=1`, are the
folds' baseline; README), AdamW at 1e-4 for the layers and 1e-3 for the head, batches of 32 texts of similar
length; since round 10 header and world-action attacks weigh twice the other attacks (`--boost=1` gives round 8's
weighting). Round 33 trained its folds and its ship model with `--benign=0.6` (docs/measured/guard.md "Round 33").
`--seed N` (or `--seed=N`; default 0, the seed every earlier round trained with) seeds torch (the head's initial
weights, dropout) and the batches' order, to measure how much a result moves with the seed alone (round 43d); a
fold's files then end in `-seedN` (`model-NAME-TAG-seedN.npz`) so seed 0's keep their names, and `--ship` with a seed
other than 0 needs `--to=PATH`.
"""

from __future__ import annotations

import hashlib
import math
import os
import re
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import guard
import guard_train_data as data
import numpy as np
import numpy.typing as npt
import torch
import train_guard
from tokenizers import Tokenizer

from opmem.embed.bert_graph import read_safetensors
from opmem.embed.weights import bundled_dir, read_verified
from opmem.quarantine import detector
from opmem.quarantine.guard import sentences

OUT = Path(__file__).parent / "out" / "guard_ft"
MAX_TOKENS = 128
LAYERS = 6
EPS = 1e-12
#: Round 7's sources (the baseline of the round-8 folds) and the shipped model's: heldout7 (used up) and the guard-data
#: helper's `guard_written3.py` added.
ROUND7_SOURCES = (*train_guard.ALL_SOURCES, "heldout6")
ROUND8_SOURCES = (*ROUND7_SOURCES, "heldout7", "written3")
#: Round 9: the eighth held-out set (run once, blind, at the end of round 8; development data now) added; round 10:
#: the ninth (run once, blind, on round 8's guard); round 11: the tenth (run once, blind, on round 8's and round 10's).
ROUND9_SOURCES = (*ROUND8_SOURCES, "heldout8")
ROUND10_SOURCES = (*ROUND9_SOURCES, "heldout9")
ROUND11_SOURCES = (*ROUND10_SOURCES, "heldout10")
#: Round 14: the eleventh to thirteenth held-out sets (run blind on rounds 10-13's guards, used up), more hard benign
#: text in genres no earlier set used (`ROUND14_SOURCES`: the model round 14 trained and did not ship).
ROUND14_SOURCES = (*ROUND11_SOURCES, "heldout11", "heldout12", "heldout13")
#: Round 15: the fourteenth (run blind on rounds 13 and 14's guards, used up; the shipped round-15 model's sources).
ROUND15_SOURCES = (*ROUND14_SOURCES, "heldout14")
#: Round 18: the fifteenth to eighteenth (run blind on rounds 14, 15 and 17's guards, used up) and `guard_written4.py`
#: (hard benign runbooks, configs and resolution lines; attacks without a marker), written by the round-18 helper.
ROUND18_SOURCES = (*ROUND15_SOURCES, "heldout15", "heldout16", "heldout17", "heldout18", "written4")
#: Round 22: the nineteenth to twenty-second (run blind on rounds 17 to 21's guards, used up; round 22's unshipped
#: model's list); round 23: the twenty-third (run blind on round 21's guard, used up; `ROUND23_SOURCES`: the shipped
#: round-23 model's list).
ROUND22_SOURCES = (*ROUND18_SOURCES, "heldout19", "heldout20", "heldout21", "heldout22")
ROUND23_SOURCES = (*ROUND22_SOURCES, "heldout23")
#: Round 28: the twenty-fourth and twenty-fifth (each run blind twice by the lead in session 35, used up; round 28's
#: unshipped model's list); round 33: the twenty-sixth to twenty-eighth (each run blind twice by the lead in session
#: 36, used up; the twenty-eighth about a third in eleven other languages).
ROUND28_SOURCES = (*ROUND23_SOURCES, "heldout24", "heldout25")
ROUND33_SOURCES = (*ROUND28_SOURCES, "heldout26", "heldout27", "heldout28")
#: Round 42: the twenty-ninth and thirtieth (run blind by the lead in stop 37, used up; the thirtieth about three
#: quarters in 27 other languages) and the thirty-first and thirty-second (run blind in stop 38, used up; tool outputs
#: of incident and ticket work, and about 70% other languages).
ROUND42_SOURCES = (*ROUND33_SOURCES, "heldout29", "heldout30", "heldout31", "heldout32")
#: Round 43: the thirty-third and thirty-fourth (run blind by the lead in stop 39, used up; everyday assistant tool
#: outputs with one attacker field, ~15% other languages, and structured tool output and long documents, ~25%).
ROUND43_SOURCES = (*ROUND42_SOURCES, "heldout33", "heldout34")
#: Round 51r: the thirty-fifth to forty-sixth (run blind by the lead in stops 40-45, used up; about half of them
#: largely in other languages and new domains).
ROUND51_SOURCES = (*ROUND43_SOURCES, *(f"heldout{n}" for n in range(35, 47)))
#: Round 52r: the forty-seventh and forty-eighth (run blind by the lead in stop 46, used up; public-sector and civic
#: operations, ~45% other languages; media, publishing, games and creator platforms, ~37-41%). Trained in stop 46,
#: judged on heldout49/50 in stop 47; `SOURCES` stays the shipped model's until it ships.
ROUND52_SOURCES = (*ROUND51_SOURCES, "heldout47", "heldout48")
#: Round 53r: the forty-ninth and fiftieth (run blind by the lead in stop 47, its confirm halves; energy, utilities,
#: agriculture, mining and field operations; retail, hospitality, travel, real estate and consumer apps). Trained in
#: stop 47 (round 52r failed a test's precondition and did not ship); round 53s's soup is judged on heldout51-54
#: in stop 48.
ROUND53_SOURCES = (*ROUND52_SOURCES, "heldout49", "heldout50")
SOURCES = ROUND51_SOURCES
LINEAR = replace(train_guard.AFTER, name="linear", sources=SOURCES)
Matrix = npt.NDArray[np.float32]
#: The linear layers of a BERT layer: short name here -> name in the bundled safetensors (after `encoder.layer.N.`).
NAMES = {
    "q": "attention.self.query",
    "k": "attention.self.key",
    "v": "attention.self.value",
    "o": "attention.output.dense",
    "i": "intermediate.dense",
    "f": "output.dense",
}


@dataclass(frozen=True)
class Recipe:
    tuned: int = 3  # top layers trained (round 7: 2)
    epochs: int = 2  # (round 7: 1)
    lr: float = 1e-4  # the layers'
    head_lr: float = 1e-3
    batch: int = 32
    seed: int = 0
    benign: float = 0.5  # the benign texts' share of the loss (the attacks': 1 - benign; round 33: 0.6)
    boost: float = 2.0  # loss weight of an attack of a `boosted` family against another attack's (round 10; before: 1)
    boosted: tuple[str, ...] = ("header", "world_action")


def loss_weights(labels: Sequence[str], recipe: Recipe) -> npt.NDArray[np.float32]:
    """Benign texts weigh `recipe.benign` of the loss (half by default) and attacks the rest; within the attacks, a
    `boosted` family's weigh `boost` times the others' (so the lever moves weight between attack families and leaves
    the benign share alone)."""
    benign = np.array([label == "benign" for label in labels])
    raw = np.array([recipe.boost if label in recipe.boosted else 1.0 for label in labels])
    attack = np.where(benign, 0.0, raw)
    total = len(labels)
    share = recipe.benign
    weight = np.where(benign, share * total / max(int(benign.sum()), 1), (1 - share) * total * attack / attack.sum())
    return weight.astype(np.float32)


def _files() -> tuple[dict[str, Any], Tokenizer]:
    files = read_verified(bundled_dir())
    tokenizer = Tokenizer.from_str(files.tokenizer.decode())
    tokenizer.enable_truncation(MAX_TOKENS)
    tokenizer.no_padding()
    return read_safetensors(files.weights), tokenizer


class Layer(torch.nn.Module):
    """One post-layer-norm BERT layer, as `bert_graph._layer` writes it (12 heads, exact GELU)."""

    def __init__(self, weights: dict[str, Any], index: int, heads: int = 12) -> None:
        super().__init__()
        prefix = f"encoder.layer.{index}"
        self.heads = heads
        for short, name in NAMES.items():
            w = torch.tensor(np.array(weights[f"{prefix}.{name}.weight"], dtype=np.float32))
            linear = torch.nn.Linear(w.shape[1], w.shape[0])
            linear.weight.data.copy_(w)
            linear.bias.data.copy_(torch.tensor(np.array(weights[f"{prefix}.{name}.bias"], dtype=np.float32)))
            setattr(self, short, linear)
        self.ln1 = _norm(weights, f"{prefix}.attention.output.LayerNorm")
        self.ln2 = _norm(weights, f"{prefix}.output.LayerNorm")

    def forward(self, x: torch.Tensor, bias: torch.Tensor) -> torch.Tensor:
        b, t, h = x.shape
        d = h // self.heads

        def split(y: torch.Tensor) -> torch.Tensor:
            return y.view(b, t, self.heads, d).transpose(1, 2)

        scores = split(self.q(x)) @ split(self.k(x)).transpose(-1, -2) / math.sqrt(d) + bias
        context = (scores.softmax(-1) @ split(self.v(x))).transpose(1, 2).reshape(b, t, h)
        x = self.ln1(self.o(context) + x)
        return self.ln2(self.f(torch.nn.functional.gelu(self.i(x))) + x)


def _norm(weights: dict[str, Any], prefix: str) -> torch.nn.LayerNorm:
    norm = torch.nn.LayerNorm(384, eps=EPS)
    norm.weight.data.copy_(torch.tensor(np.array(weights[f"{prefix}.weight"], dtype=np.float32)))
    norm.bias.data.copy_(torch.tensor(np.array(weights[f"{prefix}.bias"], dtype=np.float32)))
    return norm


def _bias(mask: torch.Tensor) -> torch.Tensor:
    return ((1.0 - mask[:, None, None, :].float()) * -10000.0).float()


def embed_tokens(weights: dict[str, Any], ids: torch.Tensor) -> torch.Tensor:
    def w(name: str) -> torch.Tensor:
        return torch.tensor(np.array(weights[f"embeddings.{name}"], dtype=np.float32))

    x = (
        w("word_embeddings.weight")[ids]
        + w("token_type_embeddings.weight")[0]
        + w("position_embeddings.weight")[: ids.shape[1]]
    )
    return torch.nn.functional.layer_norm(x, (384,), w("LayerNorm.weight"), w("LayerNorm.bias"), EPS)


def _padded(rows: Sequence[Sequence[int]]) -> tuple[torch.Tensor, torch.Tensor]:
    width = max(len(r) for r in rows)
    ids = torch.zeros((len(rows), width), dtype=torch.long)
    mask = torch.zeros((len(rows), width), dtype=torch.long)
    for i, r in enumerate(rows):
        ids[i, : len(r)] = torch.tensor(r)
        mask[i, : len(r)] = 1
    return ids, mask


class Frozen:
    """The hidden states after the frozen layers, per text (float16, cached in bench/out by text and depth)."""

    def __init__(self, depth: int) -> None:
        self.depth = depth
        self.path = OUT / f"frozen_{depth}.npz"
        self.states: dict[str, npt.NDArray[np.float16]] = {}
        if self.path.exists():
            with np.load(self.path) as stored:
                offsets = stored["offsets"]
                flat = stored["flat"]
                for i, key in enumerate(stored["keys"]):
                    self.states[str(key)] = flat[offsets[i] : offsets[i + 1]]

    @staticmethod
    def key(text: str) -> str:
        return hashlib.sha256(text.encode()).hexdigest()[:32]

    def ensure(self, texts: Sequence[str]) -> None:
        missing = sorted({self.key(t): t for t in texts if self.key(t) not in self.states}.items())
        if not missing:
            return
        weights, tokenizer = _files()
        layers = [Layer(weights, i) for i in range(self.depth)]
        ids = [e.ids for e in tokenizer.encode_batch([t for _, t in missing])]
        order = sorted(range(len(ids)), key=lambda i: len(ids[i]))
        started = time.process_time()
        with torch.no_grad():
            for at in range(0, len(order), 64):
                chosen = order[at : at + 64]
                tokens, mask = _padded([ids[i] for i in chosen])
                x, bias = embed_tokens(weights, tokens), _bias(mask)
                for layer in layers:
                    x = layer(x, bias)
                for row, i in enumerate(chosen):
                    self.states[missing[i][0]] = x[row, : len(ids[i])].numpy().astype(np.float16)
        print(f"  frozen {len(missing)} texts through {self.depth} layers: {time.process_time() - started:.0f} CPU s")
        keys = list(self.states)
        offsets = np.concatenate([[0], np.cumsum([len(self.states[k]) for k in keys])])
        OUT.mkdir(parents=True, exist_ok=True)
        partial = self.path.with_name(f"{self.path.stem}.{os.getpid()}.npz")
        np.savez(partial, keys=np.array(keys), offsets=offsets, flat=np.concatenate([self.states[k] for k in keys]))
        partial.replace(self.path)

    def batch(self, texts: Sequence[str]) -> tuple[torch.Tensor, torch.Tensor]:
        rows = [self.states[self.key(t)] for t in texts]
        width = max(len(r) for r in rows)
        x = torch.zeros((len(rows), width, 384))
        mask = torch.zeros((len(rows), width))
        for i, r in enumerate(rows):
            x[i, : len(r)] = torch.from_numpy(r.astype(np.float32))
            mask[i, : len(r)] = 1
        return x, mask


class Top(torch.nn.Module):
    """The tuned layers, mean pooling and the head."""

    def __init__(self, weights: dict[str, Any], tuned: int, classes: int) -> None:
        super().__init__()
        self.layers = torch.nn.ModuleList(Layer(weights, i) for i in range(LAYERS - tuned, LAYERS))
        self.drop = torch.nn.Dropout(0.1)
        self.head = torch.nn.Linear(384, classes)

    def forward(self, x: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        bias = _bias(mask)
        for layer in self.layers:
            x = layer(x, bias)
        pooled = (x * mask[..., None]).sum(1) / mask.sum(1, keepdim=True).clamp(min=1e-9)
        return self.head(self.drop(pooled))


def train(rows: list[data.Row], recipe: Recipe, frozen: Frozen) -> tuple[Top, tuple[str, ...]]:
    classes = ("benign", *sorted({r.label for r in rows} - {"benign", "attack"}))
    frozen.ensure([r.text for r in rows])
    weights, _ = _files()
    torch.manual_seed(recipe.seed)
    rng = np.random.default_rng(recipe.seed)
    model = Top(weights, recipe.tuned, len(classes))
    y = np.array([classes.index(r.label) if r.label != "attack" else -1 for r in rows])
    weight = loss_weights([r.label for r in rows], recipe)
    optimizer = torch.optim.AdamW(
        [
            {"params": model.layers.parameters(), "lr": recipe.lr},
            {"params": model.head.parameters(), "lr": recipe.head_lr},
        ],
        weight_decay=0.01,
    )
    lengths = np.array([len(frozen.states[frozen.key(r.text)]) for r in rows])
    steps = recipe.epochs * math.ceil(len(rows) / recipe.batch)
    schedule = torch.optim.lr_scheduler.LambdaLR(
        optimizer, lambda s: min(1.0, (s + 1) / (0.1 * steps)) * max(0.0, 1 - s / steps)
    )
    started = time.process_time()
    model.train()
    for epoch in range(recipe.epochs):
        # batches of similar length (less padding), in random order
        order = np.argsort(lengths + rng.uniform(0, 8, len(rows)), kind="stable")
        batches = [order[i : i + recipe.batch] for i in range(0, len(order), recipe.batch)]
        rng.shuffle(batches)
        total = 0.0
        for chosen in batches:
            x, mask = frozen.batch([rows[i].text for i in chosen])
            logp = model(x, mask).log_softmax(-1)
            target = torch.tensor(y[chosen])
            known = target >= 0
            nll = torch.where(
                known,
                -logp.gather(1, target.clamp(min=0)[:, None])[:, 0],
                -torch.logsumexp(logp[:, 1:], dim=1),
            )
            loss = (nll * torch.tensor(weight[chosen])).mean()
            loss.backward()
            optimizer.step()
            schedule.step()
            optimizer.zero_grad()
            total += float(loss.detach()) * len(chosen)
        print(f"  epoch {epoch + 1}: loss {total / len(rows):.4f} ({time.process_time() - started:.0f} CPU s)")
        sys.stdout.flush()
    model.eval()
    return model, classes


def predict(model: Top, frozen: Frozen, texts: Sequence[str]) -> npt.NDArray[np.float64]:
    frozen.ensure(texts)
    order = sorted(range(len(texts)), key=lambda i: len(frozen.states[frozen.key(texts[i])]))
    out = np.zeros((len(texts), model.head.out_features))
    with torch.no_grad():
        for at in range(0, len(order), 64):
            chosen = order[at : at + 64]
            x, mask = frozen.batch([texts[i] for i in chosen])
            out[chosen] = model(x, mask).softmax(-1).double().numpy()
    return out


class Tabled(detector.Detector):
    """The detector's review with its classification looked up in a table of the fine-tuned model's probabilities."""

    def __init__(self, embedder: Any, weights: detector.Weights, table: dict[str, npt.NDArray[np.float64]]) -> None:
        super().__init__(embedder, weights)
        self.table = table

    def classify(self, vectors: Matrix, texts: Sequence[str] | None = None) -> list[detector.Finding]:
        found = []
        for text in texts or ():
            row = self.table[text]
            attack = 1 + int(np.argmax(row[1:]))
            family = "benign" if row[0] >= self.weights.threshold else self.weights.classes[attack]
            found.append(detector.Finding(family, float(row[0]), float(row[attack])))
        return found


def tables(model: Top, classes: tuple[str, ...], frozen: Frozen, texts: Sequence[str]) -> dict[str, dict[str, Any]]:
    """text -> probabilities, whole text ("text") and the least benign of the text and its sentences ("sentences")."""
    parts = {t: [s for s in sentences(t) if s.strip() and s.strip() != t.strip()] for t in texts}
    everything = sorted({*texts, *(s for p in parts.values() for s in p)})
    probs = dict(zip(everything, predict(model, frozen, everything), strict=True))
    per_sentence = {}
    for t in texts:
        candidates = [probs[t], *(probs[s] for s in parts[t])]
        per_sentence[t] = min(candidates, key=lambda r: r[0])
    return {"text": {t: probs[t] for t in texts}, "sentences": per_sentence}


def evaluate(module: Any, reviewer_of: Any) -> dict[str, dict[str, tuple[int, int]]]:
    cases = [c for c in guard.heldout_cases(module) if c.corpus in train_guard.CORPORA]
    reviewer = reviewer_of(cases)
    out: dict[str, dict[str, tuple[int, int]]] = {}
    for corpus in train_guard.CORPORA:
        chosen = [c for c in cases if c.corpus == corpus]
        refused = {id(c): not train_guard.verdict(c, reviewer).allowed for c in chosen}
        per = {
            k: (sum(refused[id(c)] for c in chosen if c.category == k), sum(c.category == k for c in chosen))
            for k in sorted({c.category for c in chosen})
        }
        out[corpus] = per | {"all": (sum(refused.values()), len(chosen))}
    return out


def fold(name: str, recipe: Recipe, sources: tuple[str, ...] = SOURCES, tag: str = "", full: bool = True) -> None:
    module = data.HELD[name]
    rows = data.dataset(tuple(s for s in sources if s != name))
    print(f"left out: {name}; {len(rows)} training texts; recipe {recipe}; sources {sources}")
    frozen = Frozen(LAYERS - recipe.tuned)
    model, classes = train(rows, recipe, frozen)
    cases = guard.heldout_cases(module)
    table = tables(model, classes, frozen, sorted({c.text for c in cases}))
    if tag:  # the fold's weights (bench/guard_fold.py) and the left-out set's probabilities (bench/guard_policy.py)
        OUT.mkdir(parents=True, exist_ok=True)
        save(model, classes, recipe, OUT / f"model-{name}-{tag}.npz")
        texts = sorted(table["text"])
        np.savez_compressed(
            OUT / f"table-{name}-{tag}.npz",
            classes=np.array(classes),
            texts=np.array(texts),
            text=np.array([table["text"][t] for t in texts]),
            sentences=np.array([table["sentences"][t] for t in texts]),
        )
    if not full:
        return
    linear = train_guard.trained(rows, LINEAR)
    results = {"rules only": evaluate(module, lambda cases: None)}
    results["linear"] = evaluate(module, lambda cases: train_guard.primed(cases, linear))
    for kind in ("text", "sentences"):
        for threshold, uncued in ((0.2, 0.1), (0.5, 0.2), (0.05, 0.02)):
            weights = replace(linear, classes=classes, threshold=threshold, uncued=uncued)

            def reviewer_of(chosen: list[guard.Case], w: detector.Weights = weights, k: str = kind) -> Tabled:
                primed = train_guard.primed(chosen, w)
                return Tabled(primed._embedder, w, table[k])

            results[f"ft {kind} {threshold}/{uncued}"] = evaluate(module, reviewer_of)
    names = list(results)
    print("  " + f"{'':<44}" + "".join(f"{n[:22]:>23} " for n in names))
    for corpus, label in train_guard.CORPORA.items():
        for key in results["rules only"][corpus]:
            cells = [results[n][corpus][key] for n in names]
            text = "".join(f"{f'{r}/{t}':>14} {100 * r / t:>6.1f}% " for r, t in cells)
            print(f"  {(label if key == 'all' else '  ' + key):<44}{text}")
    sys.stdout.flush()


def save(model: Top, classes: tuple[str, ...], recipe: Recipe, path: Path | None = None) -> None:
    """Write the tuned layers and the head as float16 beside guard_model.py, and their sha256 into it (or, given a
    `path`, there only: a fold's model)."""
    from opmem.quarantine import guard_model

    first = LAYERS - recipe.tuned
    arrays = {}
    for offset, layer in enumerate(model.layers):
        prefix = f"encoder.layer.{first + offset}"
        for short, name in NAMES.items():
            linear = getattr(layer, short)
            arrays[f"{prefix}.{name}.weight"] = linear.weight.detach().numpy().astype(np.float16)
            arrays[f"{prefix}.{name}.bias"] = linear.bias.detach().numpy().astype(np.float16)
        for short, name in (("ln1", "attention.output.LayerNorm"), ("ln2", "output.LayerNorm")):
            norm = getattr(layer, short)
            arrays[f"{prefix}.{name}.weight"] = norm.weight.detach().numpy().astype(np.float16)
            arrays[f"{prefix}.{name}.bias"] = norm.bias.detach().numpy().astype(np.float16)
    arrays["head.weight"] = model.head.weight.detach().numpy().astype(np.float16)
    arrays["head.bias"] = model.head.bias.detach().numpy().astype(np.float16)
    shipped = path is None
    path = guard_model.MODEL_FILE if path is None else path
    np.savez_compressed(path, classes=np.array(classes), **arrays)
    sha = hashlib.sha256(path.read_bytes()).hexdigest()
    print(f"wrote {path} ({path.stat().st_size:,} bytes, sha256 {sha[:12]}...)")
    if not shipped:
        return
    source = Path(guard_model.__file__)
    text = re.sub(r'^MODEL_SHA256 = ".*"$', f'MODEL_SHA256 = "{sha}"', source.read_text(), flags=re.MULTILINE)
    source.write_text(text)


def main() -> None:
    args = sys.argv[1:]
    threads = [int(a.split("=")[1]) for a in args if a.startswith("--threads=")]
    torch.set_num_threads(threads[0] if threads else 2)
    recipe = Recipe()
    for arg in args:
        if arg.startswith("--tuned="):
            recipe = replace(recipe, tuned=int(arg.split("=")[1]))
        if arg.startswith("--epochs="):
            recipe = replace(recipe, epochs=int(arg.split("=")[1]))
        if arg.startswith("--benign="):
            recipe = replace(recipe, benign=float(arg.split("=")[1]))
        if arg.startswith("--boost="):
            recipe = replace(recipe, boost=float(arg.split("=")[1]))
        if arg.startswith("--seed="):
            recipe = replace(recipe, seed=int(arg.split("=")[1]))
    if "--seed" in args:
        recipe = replace(recipe, seed=int(args[args.index("--seed") + 1]))
    held = [a.removeprefix("--held=") for a in args if a.startswith("--held=")] or ["heldout7", "heldout6"]
    named = {
        "--round7": ROUND7_SOURCES,
        "--round8": ROUND8_SOURCES,
        "--round9": ROUND9_SOURCES,
        "--round10": ROUND10_SOURCES,
        "--round11": ROUND11_SOURCES,
        "--round14": ROUND14_SOURCES,
        "--round15": ROUND15_SOURCES,
        "--round18": ROUND18_SOURCES,
        "--round22": ROUND22_SOURCES,
        "--round23": ROUND23_SOURCES,
        "--round28": ROUND28_SOURCES,
        "--round33": ROUND33_SOURCES,
        "--round42": ROUND42_SOURCES,
        "--round43": ROUND43_SOURCES,
        "--round51": ROUND51_SOURCES,
        "--round52": ROUND52_SOURCES,
        "--round53": ROUND53_SOURCES,
    }
    sources = next((named[a] for a in args if a in named), SOURCES)
    if "--ship" in args:
        to = next((Path(a.split("=", 1)[1]) for a in args if a.startswith("--to=")), None)
        if recipe.seed and to is None:
            sys.exit("--ship with a seed other than 0 writes only with --to=PATH (the shipped model is seed 0's)")
        print(f"training the shipped model on every development source ({sources[-1]} the last); recipe {recipe}")
        model, classes = train(data.dataset(sources), recipe, Frozen(LAYERS - recipe.tuned))
        save(model, classes, recipe, to)
        return
    tag = next((a.split("=")[1] for a in args if a.startswith("--tag=")), "")
    if tag and recipe.seed:  # seed 0's files keep their names
        tag = f"{tag}-seed{recipe.seed}"
    for name in held:
        fold(name, recipe, sources, tag, full="--model-only" not in args)


if __name__ == "__main__":
    main()
