"""Text analysis shared by indexing, querying and snippets, so all three agree on what a word is."""

from __future__ import annotations

import bisect
import itertools
import re
from functools import lru_cache

import tantivy

STEM = "opmem_stem"
GRAMS = "opmem_grams"
_WORD = re.compile(r"\w+")


def stem_analyzer() -> tantivy.TextAnalyzer:
    return (
        tantivy.TextAnalyzerBuilder(tantivy.Tokenizer.simple())
        .filter(tantivy.Filter.remove_long(40))
        .filter(tantivy.Filter.lowercase())
        .filter(tantivy.Filter.ascii_fold())
        .filter(tantivy.Filter.stopword("english"))
        .filter(tantivy.Filter.stemmer("english"))
        .build()
    )


def gram_analyzer() -> tantivy.TextAnalyzer:
    return (
        tantivy.TextAnalyzerBuilder(tantivy.Tokenizer.ngram(min_gram=3, max_gram=3, prefix_only=False))
        .filter(tantivy.Filter.lowercase())
        .filter(tantivy.Filter.ascii_fold())
        .build()
    )


_STEMMER = stem_analyzer()
_GRAMMER = gram_analyzer()


@lru_cache(maxsize=200_000)
def stem(word: str) -> str | None:
    tokens: list[str] = _STEMMER.analyze(word)
    return tokens[0] if tokens else None


def tokens(text: str) -> list[str]:
    """Every stem of a text in order, repeats kept (what the index counts as term frequency)."""
    found: list[str] = _STEMMER.analyze(text)
    return found


def stems(text: str) -> list[str]:
    """Distinct stems of a text, in order of first appearance (stop words dropped)."""
    seen: dict[str, None] = {}
    for token in _STEMMER.analyze(text):
        seen.setdefault(token, None)
    return list(seen)


def grams(text: str) -> list[str]:
    """Distinct character trigrams of a title, words joined by single spaces."""
    normal = " ".join(_WORD.findall(text.lower()))
    seen: dict[str, None] = {}
    for token in _GRAMMER.analyze(normal):
        seen.setdefault(token, None)
    return list(seen)


def _starts(count: int, width: int) -> tuple[int, ...]:
    """The words a snippet's window of `width` words may start at, of `count`: the first, then every 4th word while a
    whole window fits."""
    return (0, *range(4, max(1, count - width + 1), 4))


def snippet_spans(body: str, *, width: int = 32) -> list[tuple[int, int]]:
    """[start, end) of every window `cut_snippet` can cut from `body`, whatever the query (what a stored verdict of
    the body judges: `opmem.quarantine.shown.stored_body`)."""
    words = [(m.start(), m.end()) for m in _WORD.finditer(body)]
    return (
        [(words[s][0], words[min(s + width, len(words)) - 1][1]) for s in _starts(len(words), width)] if words else []
    )


def is_snippet_span(body: str, start: int, end: int, *, width: int = 32) -> bool:
    """Whether [start, end) is one of `snippet_spans(body)`, reading the body only up to `end` (recall asks this of
    every snippet it shows by a stored verdict: listing a long body's every window cost more than cutting it)."""
    if not (0 <= start < end <= len(body)) or _WORD.match(body, start) is None or _WORD.match(body, end - 1) is None:
        return False
    if (start and _WORD.match(body, start - 1)) or (end < len(body) and _WORD.match(body, end)):
        return False  # it starts or ends inside a word
    words, before = len(_WORD.findall(body, start, end)), len(_WORD.findall(body, 0, start))
    if words == width:
        return before % 4 == 0  # a whole window at a start of the grid (every 4th word) fits
    return words < width and before == 0 and _WORD.search(body, end) is None  # a body shorter than a window


def _window(words: list[str | None], width: int) -> int:
    """The first word of the window of `width` words holding the most distinct query stems (`words`: each word's
    stem when it is a query stem, else None). Windows start every 4 words; the first of the best wins. Only the
    few matched words are looked at: a window's count is the distinct stems among those inside it."""
    at = [n for n, w in enumerate(words) if w is not None]
    if not at:
        return 0
    held = [words[n] for n in at]
    best_start, best_score = 0, -1
    for start in _starts(len(words), width):
        score = len(set(held[bisect.bisect_left(at, start) : bisect.bisect_left(at, start + width)]))
        if score > best_score:
            best_start, best_score = start, score
    return best_start


def snippet(body: str, query_stems: set[str], *, width: int = 32, mark: str = "**") -> str:
    """The window of `width` words holding the most distinct query stems, matches wrapped in `mark`."""
    return cut_snippet(body, query_stems, width=width, mark=mark)[0]


#: Each byte of an ASCII text: a word character ("\w": letter, digit, "_") lowered, anything else a space.
_LOWER_WORDS = bytes(c if chr(c).isalnum() or c == ord("_") else ord(" ") for c in range(128)).lower() + bytes(128)


def cut_snippet(body: str, query_stems: set[str], *, width: int = 32, mark: str = "**") -> tuple[str, int, int]:
    """`snippet`, and where in `body` it is cut from: [start, end) of its characters. An ASCII body, whose words are
    `\\w+` runs of letters, digits and "_", has its words found lowered in one pass of byte translation and splitting
    (a third of the regular expression's time); any other by `_words` (tests/test_recall_snippets.py holds the two
    paths equal to the character, span included)."""
    if body.isascii():
        return _cut(body, _ascii_words(body, query_stems), width, mark)
    return _cut(body, _words(body, query_stems), width, mark)


def _words(body: str, query_stems: set[str]) -> list[str | None]:
    """Each word of `body` in order: the query stem it stems to, else None."""
    lowered = [w.lower() for w in _WORD.findall(body)]
    # Each distinct word stemmed once, and only if it can be a query stem's: an ASCII word's stem starts with its
    # first letter or digit (the tokenizer splits at "_", the stemmer changes endings only), so a word that starts
    # like no query stem is skipped.
    firsts = {s[0] for s in query_stems if s}
    wanted = {
        w: found if (not w.isascii() or w.lstrip("_")[:1] in firsts) and (found := stem(w)) in query_stems else None
        for w in set(lowered)
    }
    return [wanted[w] for w in lowered]


def _ascii_words(body: str, query_stems: set[str]) -> list[str | None]:
    """`_words` of an ASCII body, in bytes: the same skip of words that start like no query stem."""
    lowered = body.encode("ascii").translate(_LOWER_WORDS).split()
    firsts = {s[0].encode() for s in query_stems if s}
    wanted = {
        w: found
        for w in set(lowered)
        if w.lstrip(b"_")[:1] in firsts and (found := stem(w.decode("ascii"))) in query_stems
    }
    return [wanted.get(w) for w in lowered]


def _cut(body: str, matched: list[str | None], width: int, mark: str) -> tuple[str, int, int]:
    if not matched:
        return "", 0, 0
    best_start = _window(matched, width)
    chosen = list(itertools.islice(_WORD.finditer(body), best_start, best_start + width))
    begin, end = chosen[0].start(), chosen[-1].end()
    out: list[str] = []
    cursor = begin
    for m, found in zip(chosen, matched[best_start : best_start + width], strict=True):
        if found is not None:  # the text up to a matched word as it is, the word marked
            out += (body[cursor : m.start()], mark, m.group(), mark)
            cursor = m.end()
    out.append(body[cursor:end])
    text = "".join(out).replace("\n", " ")
    return ("… " if begin > 0 else "") + text + (" …" if end < len(body) else ""), begin, end
