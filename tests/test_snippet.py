"""The snippet window: sliding counts choose the very window the per-window sets did."""

from __future__ import annotations

import random

from opmem.index.analysis import _WORD, cut_snippet, is_snippet_span, snippet_spans, stem, stems


def reference_start(body: str, query_stems: set[str], width: int = 32) -> int:
    """The window search before sliding counts: each window's set of distinct query stems built anew."""
    words = list(_WORD.finditer(body))
    hits = [stem(m.group().lower()) in query_stems for m in words]
    best_start, best_score = 0, -1
    for start in range(0, max(1, len(words) - width + 1), 4):
        window = {
            stem(m.group().lower())
            for m, hit in zip(words[start : start + width], hits[start : start + width], strict=True)
            if hit
        }
        if len(window) > best_score:
            best_start, best_score = start, len(window)
    return best_start


VOCABULARY = ("disk", "disks", "full", "fuller", "node", "nodes", "crash", "crashed", "the", "a", "of")
VOCABULARY += ("timeout", "write", "writes", "log")


def test_sliding_window_matches_the_per_window_sets() -> None:
    rng = random.Random(17)
    for _ in range(400):
        body = " ".join(rng.choice(VOCABULARY) for _ in range(rng.randint(1, 160)))
        query = set(stems(" ".join(rng.sample(VOCABULARY, rng.randint(1, 4)))))
        width = rng.choice([3, 8, 32])
        words = list(_WORD.finditer(body))
        start = reference_start(body, query, width)
        _, begin, _ = cut_snippet(body, query, width=width)
        assert begin == words[start].start(), (body, query, width)


def test_the_best_window_is_found_late_in_a_long_body() -> None:
    body = "filler " * 200 + "disk full on node crashed " + "filler " * 50
    text, begin, _ = cut_snippet(body, set(stems("disk full node crashed")))
    assert begin > 0 and "**disk** **full** on **node** **crashed**" in text


def test_words_whose_stem_starts_otherwise_are_still_highlighted() -> None:
    """Only words that can stem to a query stem are stemmed: a word behind an underscore, a folded accent or an
    ending the stemmer rewrites must still be found ("_temporary" is the token "temporary")."""
    body = "see _temporary/0 on the Écran while flies were happy"
    text, _, _ = cut_snippet(body, set(stems("temporary ecran fly happy")))
    assert text == "see **_temporary**/0 on the **Écran** while **flies** were **happy**"


def test_is_snippet_span_says_exactly_which_spans_are_windows_recall_can_cut() -> None:
    """`is_snippet_span` (what recall asks of a snippet shown by a stored verdict) answers as membership in
    `snippet_spans` does, on bodies shorter and longer than a window, and on spans one character off the grid."""
    rng = random.Random(7)
    vocab = ["log", "rotate", "web01", "x_y", "été", "--", ".", "\n", "  ", ",", "Disk", "ñandú", "42"]
    for _ in range(400):
        count = rng.choice([0, 1, 5, 31, 32, 33, 36, 40, 70, 150])
        body = "".join(rng.choice(vocab) + rng.choice([" ", "", "\n", ". "]) for _ in range(count))
        grid = set(snippet_spans(body))
        candidates = set(grid) | {(rng.randrange(len(body) + 1), rng.randrange(len(body) + 2)) for _ in range(20)}
        candidates |= {(s + d, e) for s, e in grid for d in (-1, 1)} | {(s, e + d) for s, e in grid for d in (-1, 1)}
        for start, end in candidates:
            assert is_snippet_span(body, start, end) == ((start, end) in grid), (body, start, end)


def reference_cut(body: str, query_stems: set[str], width: int = 32) -> tuple[str, int, int]:
    """`cut_snippet` word by word: every word of the window stemmed as itself, lowered alone, and marked if its
    stem is the query's."""
    words = list(_WORD.finditer(body))
    if not words:
        return "", 0, 0
    chosen = words[reference_start(body, query_stems, width) :][:width]
    begin, end = chosen[0].start(), chosen[-1].end()
    out, cursor = [], begin
    for m in chosen:
        hit = stem(m.group().lower()) in query_stems
        out += [body[cursor : m.start()], f"**{m.group()}**" if hit else m.group()]
        cursor = m.end()
    text = "".join(out).replace("\n", " ")
    return ("… " if begin > 0 else "") + text + (" …" if end < len(body) else ""), begin, end


def test_the_snippet_is_the_word_by_word_cut_on_ascii_and_other_bodies() -> None:
    """An ASCII body is lowered whole, any other word by word: the same snippet either way, marks included (a
    capital dotted I lowers to two characters, a ligature and a title-case digraph to others)."""
    rng = random.Random(23)
    vocab = ["Disk", "disks", "FULL", "full", "İstanbul", "istanbul", "ǅemal", "ﬁle", "file", "_temporary", "Écran"]
    vocab += ["ecran", "\n", "straße", "strasse", "flies", "fly", "x_y", "42", "--", ".", "the", "Node"]
    for n in range(600):
        pool = vocab if n % 2 else [w for w in vocab if w.isascii()]
        body = " ".join(rng.choice(pool) for _ in range(rng.randint(0, 90)))
        query = set(stems(" ".join(rng.sample(vocab, rng.randint(1, 5)))))
        width = rng.choice([4, 8, 32])
        assert cut_snippet(body, query, width=width) == reference_cut(body, query, width), (body, query, width)
