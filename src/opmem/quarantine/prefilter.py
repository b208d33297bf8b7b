"""The literals a regular expression needs: a text without them cannot match, so its search is skipped.

The guard's families are long alternations tried at every position of every sentence; most sentences hold none
of the words a family needs (a verb of harm *and* a control it weakens, a money word *and* a payee ...).
`needs(pattern)` reads the compiled pattern's syntax tree (`re._parser`) and derives a condition on plain
substrings that every match satisfies, for example "contains 'disable' or 'turn off' or ..., and contains 'waf'
or 'selinux' or ...". `Cued(pattern)` checks that condition (a few `str in str` scans in C) before the pattern:
a text that fails it cannot match, a text that passes is searched as before, so no verdict changes
(`bench/guard_same.py` checks that on every guard set).

The derivation only ever weakens: a construct it does not know (a backreference, `.`, `\\w`, a case-insensitive
group) contributes no condition, never a wrong one. Literals shorter than two characters are dropped for the same
reason (a one-character test rejects almost nothing).
"""

from __future__ import annotations

import re
import re._constants as sre  # type: ignore[import-not-found]  # the parser's opcodes (CPython's own re)
import re._parser as parser  # type: ignore[import-not-found]
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

MAX_OPTIONS = 64  # strings an exact set may hold before it is given up (products grow fast)
MAX_CLASS = 40  # characters of a class expanded into an exact set
MIN_LENGTH = 2  # shorter literals reject too little to be worth a scan
SCAN_LENGTH = 6  # literals are scanned for by their first characters only (fewer, shorter scans)


@dataclass(frozen=True)
class Lit:
    options: frozenset[str]  # the text contains at least one of these


@dataclass(frozen=True)
class All:
    parts: tuple[Need, ...]


@dataclass(frozen=True)
class AnyOf:
    parts: tuple[Need, ...]


Need = Lit | All | AnyOf | None  # None: no condition (any text may match)
Exact = frozenset[str] | None  # every string the node can match, when there are few; else None
_EMPTY: frozenset[str] = frozenset({""})
#: stands in an exact string for "\\b", "^" or "$": the word beside it is whole in the text (never in a text: the
#: guard's normalisation removes control characters, and a text that holds it is only scanned, never misjudged)
EDGE = "\x00"
_EDGES = frozenset({EDGE})
_EDGE_CODES = (sre.AT_BOUNDARY, sre.AT_BEGINNING, sre.AT_BEGINNING_STRING, sre.AT_END, sre.AT_END_STRING)
_ZERO_WIDTH = (sre.ASSERT, sre.ASSERT_NOT)
_TOKEN = re.compile(r"\w+")


def _lit(options: frozenset[str]) -> Need:
    shortest = min((len(option.replace(EDGE, "")) for option in options), default=0)
    return Lit(options) if shortest >= MIN_LENGTH else None


def _all(parts: list[Need]) -> Need:
    kept = tuple(dict.fromkeys(p for p in parts if p is not None))
    return None if not kept else kept[0] if len(kept) == 1 else All(kept)


def _any(parts: list[Need]) -> Need:
    if not parts or any(p is None for p in parts):
        return None
    if all(isinstance(p, Lit) for p in parts):
        return Lit(frozenset().union(*(p.options for p in parts if isinstance(p, Lit))))
    return AnyOf(tuple(parts))


def _class(items: list[tuple[Any, Any]]) -> Exact:
    chars: set[str] = set()
    for op, arg in items:
        if op is sre.LITERAL:
            chars.add(chr(arg))
        elif op is sre.RANGE and arg[1] - arg[0] < MAX_CLASS:
            chars.update(chr(c) for c in range(arg[0], arg[1] + 1))
        else:  # NEGATE, CATEGORY: too many strings
            return None
    return frozenset(chars) if len(chars) <= MAX_CLASS else None


def _join(left: str, right: str) -> str:
    return left + right[1:] if left.endswith(EDGE) and right.startswith(EDGE) else left + right


def _edged(strings: frozenset[str], edge: bool) -> frozenset[str]:
    return frozenset(_join(EDGE, string) for string in strings) if edge else strings


def _repeat(low: int, high: int, body: Any, edge: bool) -> tuple[Exact, Need]:
    exact, need = _sequence(body, edge)
    if low == 0:
        optional = exact | _EMPTY if exact is not None and high == 1 else None
        return optional, None
    inner = need if exact is None else _lit(_edged(exact, edge))
    return (exact if low == high == 1 else None), inner


def _node(op: Any, arg: Any, edge: bool) -> tuple[Exact, Need]:
    """(exact, need) of one node; `exact` None means "too many strings", `need` None "no condition"."""
    if op is sre.LITERAL:
        return frozenset({chr(arg)}), None
    if op is sre.IN:
        return _class(arg), None
    if op is sre.AT:
        return (_EDGES if arg in _EDGE_CODES else _EMPTY), None
    if op in _ZERO_WIDTH:
        return _EMPTY, None
    if op is sre.BRANCH:
        branches = [_sequence(branch, edge) for branch in arg[1]]
        exacts = [exact for exact, _ in branches]
        if all(exact is not None for exact in exacts):
            union = frozenset().union(*(e for e in exacts if e is not None))
            if len(union) <= MAX_OPTIONS:
                return union, None
        return None, _any([need if exact is None else _lit(_edged(exact, edge)) for exact, need in branches])
    if op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
        low, high, body = arg
        return _repeat(low, high, body, edge)
    if op is sre.SUBPATTERN:
        _group, add_flags, _del_flags, body = arg
        return (None, None) if add_flags & sre.SRE_FLAG_IGNORECASE else _sequence(body, edge)
    if op is sre.ATOMIC_GROUP:
        return _sequence(arg, edge)
    return None, None  # ANY, NOT_LITERAL, GROUPREF, GROUPREF_EXISTS, ...: no knowledge, no condition


_NON_WORD = frozenset({sre.CATEGORY_SPACE, sre.CATEGORY_NOT_WORD})


def _non_word(items: list[tuple[Any, Any]]) -> bool:
    """A character class of non-word characters only (so a word after it starts whole)."""
    for op, arg in items:
        if op is sre.LITERAL and not chr(arg).isalnum() and chr(arg) != "_":
            continue
        if op is sre.CATEGORY and arg in _NON_WORD:
            continue
        return False
    return bool(items)


def _ends(nodes: Any) -> bool | None:
    """Whether every match of the sequence ends on a non-word character or an edge (True), may end anywhere
    (False), or may be empty and otherwise ends so (None: what comes before decides)."""
    for op, arg in reversed(list(nodes)):
        if op is sre.AT and arg in _EDGE_CODES:
            return True
        if op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):
            continue
        if op is sre.LITERAL:
            return not (chr(arg).isalnum() or chr(arg) == "_")
        if op is sre.IN:
            return _non_word(arg)
        if op is sre.SUBPATTERN and not arg[1] & sre.SRE_FLAG_IGNORECASE:
            inner = _ends(arg[3])
        elif op is sre.BRANCH:
            ends = [_ends(branch) for branch in arg[1]]
            inner = False if False in ends else None if None in ends else True
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
            body = _ends(arg[2])
            inner = body if arg[0] >= 1 or body is False else None
        else:
            return False
        if inner is not None:
            return inner
    return None


def _delimited(string: str, edge: bool) -> bool:
    """Whether the position after `string` follows a non-word character or an edge (`edge`: before it)."""
    if not string:
        return edge
    last = string[-1]
    return last == EDGE or not (last.isalnum() or last == "_")


def _sequence(nodes: Any, edge: bool = False) -> tuple[Exact, Need]:
    """A concatenation: runs of exact nodes multiply into longer literals; the rest add their own needs. After a
    node that always ends on a non-word character, the next run starts with an edge."""
    needs: list[Need] = []
    run: frozenset[str] = _EDGES if edge else _EMPTY  # `edge`: what precedes the sequence is a non-word character
    whole = True  # the run so far covers every node
    for op, arg in nodes:
        exact, need = _node(op, arg, all(_delimited(string, edge) for string in run))
        if exact is not None and len(run) * len(exact) <= MAX_OPTIONS:
            run = frozenset(_join(a, b) for a in run for b in exact)
            continue
        whole = False
        before = all(_delimited(string, edge) for string in run)
        needs += [_lit(run), need]
        ends = _ends([(op, arg)]) if exact is None else False
        edge = ends is True or (ends is None and before)
        run = exact if exact is not None else _EDGES if edge else _EMPTY
    if whole:
        return run, None
    return None, _all([*needs, _lit(run)])


def needs(pattern: re.Pattern[str]) -> Need:
    """A condition on substrings that every match of `pattern` satisfies (None: none could be derived)."""
    if pattern.flags & re.IGNORECASE:
        return None
    exact, need = _sequence(parser.parse(pattern.pattern, pattern.flags))
    return need if exact is None else _lit(exact)


def whole_word(option: str) -> str | None:
    """The longest word of `option` that a text holding it holds whole (a `\\w+` token of the text): a word with
    an edge or a non-word character on both sides within the option."""
    found = [
        match.group()
        for match in _TOKEN.finditer(option)
        if match.start() > 0 and match.end() < len(option)  # bounded inside the option on both sides
    ]
    return max(found, key=len, default=None)


def scanned(options: frozenset[str]) -> tuple[str, ...]:
    """Fewer strings that a text holding any of `options` also holds: each cut to its first `SCAN_LENGTH`
    characters (a text holding a string holds its prefix), and any that holds another dropped."""
    cut = sorted({option.replace(EDGE, "")[:SCAN_LENGTH] for option in options}, key=lambda o: (len(o), o))
    kept: list[str] = []
    for option in cut:
        if not any(shorter in option for shorter in kept):
            kept.append(option)
    return tuple(kept)


@lru_cache(maxsize=256)
def words(text: str) -> frozenset[str]:
    """The `\\w+` tokens of a text (remembered for the last few texts: every family asks of the same sentence)."""
    return frozenset(_TOKEN.findall(text))


def _one_of(options: frozenset[str]) -> Callable[[str], bool]:
    chosen = [whole_word(option) for option in options]
    if all(word is not None and len(word) >= MIN_LENGTH for word in chosen):
        wanted = frozenset(word for word in chosen if word is not None)
        return lambda text: not wanted.isdisjoint(words(text))
    strings = scanned(options)

    def test(text: str) -> bool:  # loops, not any(): a generator costs more than most of these scans
        for option in strings:  # noqa: SIM110
            if option in text:
                return True
        return False

    return test


def _cost(need: Need) -> int:
    """Lower for the cheaper test: a word lookup, then fewer scans."""
    if isinstance(need, Lit):
        return 0 if all(whole_word(o) for o in need.options) else len(scanned(need.options))
    return 1000


def _check(need: Need) -> Callable[[str], bool]:
    """The test of `need`; a composite one is led by its gate (one set lookup turns most texts away)."""
    if need is None:
        return lambda text: True
    if isinstance(need, Lit):
        return _one_of(need.options)
    inner = _composite(need)
    wanted = gate(need)
    if wanted is None:
        return inner
    return lambda text: not wanted.isdisjoint(words(text)) and inner(text)


def _composite(need: All | AnyOf) -> Callable[[str], bool]:
    checks = tuple(_check(part) for part in sorted(need.parts, key=_cost))
    if isinstance(need, All):

        def every(text: str) -> bool:
            for check in checks:  # noqa: SIM110
                if not check(text):
                    return False
            return True

        return every

    def some(text: str) -> bool:
        for check in checks:  # noqa: SIM110
            if check(text):
                return True
        return False

    return some


def gate(need: Need) -> frozenset[str] | None:
    """Whole words of which every text meeting `need` holds one (None: no such set): one set lookup that turns
    away most sentences before any other test."""
    if isinstance(need, Lit):
        chosen = [whole_word(option) for option in need.options]
        return frozenset(w for w in chosen if w) if all(w and len(w) >= MIN_LENGTH for w in chosen) else None
    if isinstance(need, All):
        return min((g for g in map(gate, need.parts) if g is not None), key=len, default=None)
    if isinstance(need, AnyOf):
        gates = [gate(part) for part in need.parts]
        return None if any(g is None for g in gates) else frozenset().union(*(g for g in gates if g is not None))
    return None


def family_gate(patterns: Iterable[re.Pattern[str]]) -> Callable[[str], bool]:
    """One test for a family of patterns: False means none of them can match (a text holds none of the words
    each needs, nor the literals of those that need no whole word)."""
    wanted: set[str] = set()
    others: list[Callable[[str], bool]] = []  # patterns without such words: their own (slower) tests
    for pattern in patterns:
        found = gate(needs(pattern))
        if found is None:
            others.append(checker(pattern))
        else:
            wanted |= found
    frozen = frozenset(wanted)

    def test(text: str) -> bool:
        if not frozen.isdisjoint(words(text)):
            return True
        for other in others:  # noqa: SIM110
            if other(text):
                return True
        return False

    return test


def checker(pattern: re.Pattern[str]) -> Callable[[str], bool]:
    """`needs(pattern)` as a test of a text: False means `pattern` cannot match it."""
    return _check(needs(pattern))


class Cued:
    """A compiled pattern that first asks whether the text holds the literals every match needs."""

    __slots__ = ("pattern", "possible")

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        self.possible = checker(pattern)

    def search(self, text: str) -> re.Match[str] | None:
        return self.pattern.search(text) if self.possible(text) else None

    def match(self, text: str) -> re.Match[str] | None:
        return self.pattern.match(text) if self.possible(text) else None

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        return self.pattern.finditer(text) if self.possible(text) else iter(())
