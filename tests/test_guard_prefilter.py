"""The guard's literal prefilter (quarantine/prefilter.py): it may skip a pattern only on text the pattern cannot
match. Checked on strings generated from each of the guard's own patterns (every one that matches must pass its
prefilter), and on the shapes the derivation must read right (optional parts, classes, edges, groups)."""

from __future__ import annotations

import random
import re
import re._constants as sre
import re._parser as parser
from typing import Any

from opmem.quarantine import (
    actions,
    cues,
    framing,
    hazards,
    markup,
    negation,
    orders,
    patterns,
    polyglot,
    requests,
    responsive,
)
from opmem.quarantine.prefilter import EDGE, All, Cued, Lit, checker, needs

_SAMPLE = {
    sre.CATEGORY_SPACE: " \t\n",
    sre.CATEGORY_NOT_SPACE: "ax9-.",
    sre.CATEGORY_WORD: "az09_é",
    sre.CATEGORY_NOT_WORD: " .-:/'\"",
    sre.CATEGORY_DIGIT: "0123456789",
    sre.CATEGORY_NOT_DIGIT: "ab -.",
}
_ANY = "abcxyz .,:;-'/0123456789\n"


def _class(rng: random.Random, items: list[tuple[Any, Any]]) -> str:
    if items and items[0][0] is sre.NEGATE:
        return rng.choice(_ANY)  # may fall in the class: the caller keeps only strings that match
    op, arg = rng.choice(items)
    if op is sre.LITERAL:
        return chr(arg)
    if op is sre.RANGE:
        return chr(rng.randint(arg[0], min(arg[1], arg[0] + 60)))
    return rng.choice(_SAMPLE.get(arg, "a"))


def _generate(rng: random.Random, nodes: Any, depth: int = 0) -> str:
    """A random string shaped by the parsed pattern (assertions ignored; the caller keeps those that match)."""
    out: list[str] = []
    for op, arg in nodes:
        if op is sre.LITERAL:
            out.append(chr(arg))
        elif op is sre.NOT_LITERAL or op is sre.ANY:
            out.append(rng.choice(_ANY))
        elif op is sre.IN:
            out.append(_class(rng, arg))
        elif op is sre.BRANCH:
            out.append(_generate(rng, rng.choice(arg[1]), depth + 1))
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
            low, high, body = arg
            count = rng.randint(low, min(high, low + (2 if depth < 6 else 0)))
            out += [_generate(rng, body, depth + 1) for _ in range(count)]
        elif op is sre.SUBPATTERN:
            out.append(_generate(rng, arg[3], depth + 1))
    return "".join(out)


def _guard_patterns() -> list[re.Pattern[str]]:
    found: list[re.Pattern[str]] = []
    for module in (actions, cues, framing, hazards, markup, negation, orders, patterns, polyglot, requests, responsive):
        found += [value for value in vars(module).values() if isinstance(value, re.Pattern)]
    found += [kind.pattern for kind in actions.KINDS] + [pattern for _, pattern in hazards.KINDS]
    return list({id(p): p for p in found}.values())


def test_every_generated_match_passes_its_prefilter() -> None:
    """Strings generated from each pattern's own syntax tree, alone and inside a sentence: whenever the pattern
    matches one, its prefilter must let it through. Most patterns must yield matches (else the test proves
    nothing)."""
    fruitful = 0
    guard_patterns = _guard_patterns()
    for pattern in guard_patterns:
        rng = random.Random(pattern.pattern)
        tree = parser.parse(pattern.pattern, pattern.flags)
        possible = checker(pattern)
        matched = 0
        for _ in range(150):
            core = _generate(rng, tree)
            for text in (core, f"so {core} ok", f"{core}.", f"a: {core}"):
                if pattern.search(text) is not None:
                    matched += 1
                    assert possible(text), (pattern.pattern[:80], needs(pattern), text)
        fruitful += matched > 0
    assert fruitful >= 0.9 * len(guard_patterns), (fruitful, len(guard_patterns))


def test_a_guard_family_is_skipped_on_an_ordinary_sentence() -> None:
    """What makes the guard fast: the harm families need a verb of harm and what it harms."""
    sentence = "the crash happens when the preferences dialog is shown and the user clicks on the advanced tab."
    assert not any(checker(pattern)(sentence) for _, pattern in hazards.KINDS)
    assert not any(kind.possible(sentence) for kind in actions.KINDS)
    assert checker(hazards.WEAKEN)("please disable the waf on the edge proxy")


def test_needs_reads_optional_parts_classes_and_branches() -> None:
    assert needs(re.compile(r"e-?mail|x[ab]c")) == Lit(frozenset({"email", "e-mail", "xac", "xbc"}))
    need = needs(re.compile(r"^(?:please )?(?:disable|turn off)\b.{0,20}\b(?:waf|selinux)\b"))
    assert isinstance(need, All)
    assert Lit(frozenset({f"{EDGE}waf{EDGE}", f"{EDGE}selinux{EDGE}"})) in need.parts


def test_unknown_constructs_add_no_condition() -> None:
    assert needs(re.compile(r"(?i)ignore")) is None
    assert needs(re.compile(r"(\w+) \1")) is None
    assert needs(re.compile(r"a.b")) is None  # single characters reject too little to be kept
    assert needs(re.compile(r"x(?i:abc)y")) is None


def test_a_word_after_a_non_word_character_is_looked_up_whole() -> None:
    possible = checker(re.compile(r"[:;] ?(?:wire|pay)\b"))
    assert possible("note: wire it") and not possible("note: rewire it")
    assert Cued(re.compile(r"[:;] ?(?:wire|pay)\b")).search("note: rewire it") is None


def test_cued_search_agrees_with_the_pattern() -> None:
    cued = Cued(hazards.DESTROY)
    for text in ("then drop the table orders on the warehouse", "the table was dropped", ""):
        assert (cued.search(text) is None) == (hazards.DESTROY.search(text) is None)
    assert list(Cued(orders._TAG_BLOCK).finditer("no tags here")) == []
