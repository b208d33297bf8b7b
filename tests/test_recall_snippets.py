"""`index.analysis.cut_snippet` finds an ASCII body's words by byte translation, a faster path than the regular
expression it uses for any other body (`_words`). The two must agree to the character, span included: a stored
body verdict judges the windows recall cuts, and a snippet that is none of them is judged live."""

from __future__ import annotations

import random

import pytest

from opmem.index.analysis import _cut, _words, cut_snippet, stems

BODY = (
    "Symptom: the db01 data volume filled up overnight.\nCause: LOG_ROTATION was off after the deploy, so the "
    "connection pool's debug logs kept growing; __init__ wrote a core dump too. Fix: rotated the logs, freed 40 GB "
    "and re-enabled log_rotation. Connections recovered; the disk stayed at 60% since. Kafka consumers were fine."
)


def cut(body: str, query: set[str], *, width: int = 32, mark: str = "**") -> tuple[str, int, int]:
    """The snippet as `cut_snippet` cuts it on the regular expression's path, whatever the body."""
    return _cut(body, _words(body, query), width, mark)


ASCII = ["disk", "Disk", "DISK", "full", "connect", "connection", "log_rotation", "_x", "x_y", "__", "a1", "9z"]
ASCII += list("abcxyz019_ \n\t.,;:-'()/")
OTHER = ["İstanbul", "ıi", "ΣΑΣ", "ς", "straße", "café", "日本語", "\u0307", "ﬁle", "Ǆ", "e\u0301"]


@pytest.mark.parametrize("query", ["disk full", "log rotation connection", "kafka", "nothing matches", "", "__"])
@pytest.mark.parametrize("width", [32, 8, 3, 1])
def test_the_cut_is_cut_snippets_cut(query: str, width: int) -> None:
    assert cut(BODY, set(stems(query)), width=width) == cut_snippet(BODY, set(stems(query)), width=width)
    for body in ("", "   \n ", "disk", "... disk ...", BODY.upper(), BODY.replace(" ", "\n")):
        assert cut(body, set(stems(query)), width=width) == cut_snippet(body, set(stems(query)), width=width)


def test_random_bodies_ascii_or_not_cut_alike() -> None:
    rng = random.Random(17)
    for n in range(4000):
        vocabulary = ASCII if n % 2 else ASCII + OTHER
        body = "".join(rng.choice(vocabulary) for _ in range(rng.randint(0, 120)))
        query = set(stems(" ".join(rng.choice(ASCII + OTHER) for _ in range(rng.randint(0, 5)))))
        width = rng.choice([32, 1, 2, 4, 5])
        mark = rng.choice(["**", "<b>"])
        assert cut(body, query, width=width, mark=mark) == cut_snippet(body, query, width=width, mark=mark), (
            body,
            query,
            width,
        )
