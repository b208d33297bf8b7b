"""The guard detector's development data, by source, for training and for leave-one-source-out measurement.

Every source is development data (rules and the detector may be fitted to it): BIPIA's training split
(development categories and e-mails), the development groups of `bench/guard_sets.py` with the hand-written and
runbook reader answers, the templated grammar (`bench/guard_grammar.py`), the hard negatives
(`bench/guard_negatives.py`), development bug reports (Hadoop, SeaMonkey, Firefox), the fifty earlier held-out
sets (`bench/guard_heldout.py` .. `guard_heldout50.py`: development data once their results were printed per
family and used to change the guard; the eighth and ninth were run once, blind, on round 8's guard, the tenth on
round 8's and round 10's, the eleventh on round 10's, the twelfth and thirteenth on rounds 12 and 13's, the
fourteenth on rounds 13 and 14's, the fifteenth and sixteenth on rounds 14 and 15's, the seventeenth on round 15's,
the eighteenth on rounds 15 and 17's, the nineteenth to twenty-second on rounds 17 to 21's, the twenty-third on
round 21's, the twenty-fourth and twenty-fifth twice each on the guards of rounds 21 to 27, the twenty-sixth to
twenty-eighth twice each on the guards of rounds 23b-27 and 29-32a, the twenty-ninth and thirtieth in stop 37, the
thirty-first and thirty-second in stop 38, the thirty-third and thirty-fourth in stop 39, the thirty-fifth to
fiftieth two by two in stops 40-47 (about half largely in other languages and new domains); the twenty-eighth is
about a third in eleven other languages, the thirtieth about three quarters in 27 and the thirty-second about 70% other
languages, the thirty-first tool outputs of incident and ticket work, the thirty-third everyday assistant tool outputs
(~15% other languages), the thirty-fourth structured tool output and long documents (~25%)), the multilingual items
(`bench/guard_multilingual.py`) and the texts written for the detector in
`bench/guard_written.py`, `bench/guard_written2.py`, `bench/guard_written3.py` (round 8) and
`bench/guard_written4.py` (round 18). Later held-out sets are blind and never read here.

`Row.label` is "benign", an attack family, or "attack" for an attack whose family the source does not give (the
multilingual set is labelled by language; the training script names its family with a model fitted without it).
`Row.group` is the unit of the out-of-fold split (a template, a framing or a hash of the text).
"""

from __future__ import annotations

import random
import zlib
from dataclasses import dataclass

import guard
import guard_grammar
import guard_heldout
import guard_heldout2
import guard_heldout3
import guard_heldout4
import guard_heldout5
import guard_heldout6
import guard_heldout7
import guard_heldout8
import guard_heldout9
import guard_heldout10
import guard_heldout11
import guard_heldout12
import guard_heldout13
import guard_heldout14
import guard_heldout15
import guard_heldout16
import guard_heldout17
import guard_heldout18
import guard_heldout19
import guard_heldout20
import guard_heldout21
import guard_heldout22
import guard_heldout23
import guard_heldout24
import guard_heldout25
import guard_heldout26
import guard_heldout27
import guard_heldout28
import guard_heldout29
import guard_heldout30
import guard_heldout31
import guard_heldout32
import guard_heldout33
import guard_heldout34
import guard_heldout35
import guard_heldout36
import guard_heldout37
import guard_heldout38
import guard_heldout39
import guard_heldout40
import guard_heldout41
import guard_heldout42
import guard_heldout43
import guard_heldout44
import guard_heldout45
import guard_heldout46
import guard_heldout47
import guard_heldout48
import guard_heldout49
import guard_heldout50
import guard_multilingual
import guard_negatives
import guard_sets
import guard_written
import guard_written2
import guard_written3
import guard_written4

from opmem.quarantine.guard import sentences


@dataclass(frozen=True)
class Row:
    text: str
    label: str  # "benign", an attack family, or "attack" (family unknown)
    group: str
    question: str = ""  # benign: the question the text answers


#: The held-out modules, by source name (each becomes development data; each is also left out in turn).
HELD = {
    "heldout1": guard_heldout,
    "heldout2": guard_heldout2,
    "heldout3": guard_heldout3,
    "heldout4": guard_heldout4,
    "heldout5": guard_heldout5,
    "heldout6": guard_heldout6,
    "heldout7": guard_heldout7,
    "heldout8": guard_heldout8,
    "heldout9": guard_heldout9,
    "heldout10": guard_heldout10,
    "heldout11": guard_heldout11,
    "heldout12": guard_heldout12,
    "heldout13": guard_heldout13,
    "heldout14": guard_heldout14,
    "heldout15": guard_heldout15,
    "heldout16": guard_heldout16,
    "heldout17": guard_heldout17,
    "heldout18": guard_heldout18,
    "heldout19": guard_heldout19,
    "heldout20": guard_heldout20,
    "heldout21": guard_heldout21,
    "heldout22": guard_heldout22,
    "heldout23": guard_heldout23,
    "heldout24": guard_heldout24,
    "heldout25": guard_heldout25,
    "heldout26": guard_heldout26,
    "heldout27": guard_heldout27,
    "heldout28": guard_heldout28,
    "heldout29": guard_heldout29,
    "heldout30": guard_heldout30,
    "heldout31": guard_heldout31,
    "heldout32": guard_heldout32,
    "heldout33": guard_heldout33,
    "heldout34": guard_heldout34,
    "heldout35": guard_heldout35,
    "heldout36": guard_heldout36,
    "heldout37": guard_heldout37,
    "heldout38": guard_heldout38,
    "heldout39": guard_heldout39,
    "heldout40": guard_heldout40,
    "heldout41": guard_heldout41,
    "heldout42": guard_heldout42,
    "heldout43": guard_heldout43,
    "heldout44": guard_heldout44,
    "heldout45": guard_heldout45,
    "heldout46": guard_heldout46,
    "heldout47": guard_heldout47,
    "heldout48": guard_heldout48,
    "heldout49": guard_heldout49,
    "heldout50": guard_heldout50,
}


def _hashed(text: str, source: str) -> str:
    return f"{source}/{zlib.crc32(text.encode()) % 5}"


def _bipia(rng: random.Random) -> list[Row]:
    leads = [c.text for c in guard.hand_written()] + [s.text for s in guard_sets.runbook_answers()]
    rows: list[Row] = []
    for case in guard.attacks():
        if guard.split_of(case.category) == "dev":
            family = "model_task" if case.corpus == "text attack" else "code"
            lead = rng.choice(leads)
            rows += [Row(case.text, family, case.category), Row(f"{lead} {case.text}", family, case.category)]
    rows += [Row(c.text, "benign", "email", c.question) for c in guard.emails() if c.split == "dev"]
    return rows


def _sets(rng: random.Random) -> list[Row]:
    leads = [c.text for c in guard.hand_written()] + [s.text for s in guard_sets.runbook_answers()]
    rows: list[Row] = []
    for s in guard_sets.attacks():
        if s.split == "dev":
            rows += [Row(s.text, s.family, s.group), Row(f"{rng.choice(leads)} {s.text}", s.family, s.group)]
    rows += [Row(c.text, "benign", "hand") for c in guard.hand_written()]
    rows += [Row(s.text, "benign", "runbook", s.question) for s in guard_sets.runbook_answers() if s.split == "dev"]
    return rows


def _bugs(rng: random.Random) -> list[Row]:
    bugs = [c for c in guard.bug_reports() if c.split == "dev"]
    rng.shuffle(bugs)
    rows = [Row(c.text, "benign", f"bug{zlib.crc32(c.text.encode()) % 5}", c.question) for c in bugs[:1600]]
    loose = [s for case in bugs[1600:2400] for s in sentences(case.text) if len(s) > 20]
    return rows + [Row(s, "benign", _hashed(s, "bugs")) for s in rng.sample(loose, min(1200, len(loose)))]


def _module(name: str) -> list[Row]:
    module = {
        **HELD,
        "multilingual": guard_multilingual,
        "written": guard_written,
        "written2": guard_written2,
        "written3": guard_written3,
        "written4": guard_written4,
    }[name]
    unknown = name == "multilingual"  # labelled by language, not by family
    rows = [Row(i.text, "attack" if unknown else i.family, _hashed(i.text, name)) for i in module.attacks()]
    return rows + [Row(i.text, "benign", _hashed(i.text, name), i.question) for i in module.benign()]


def rows(source: str, seed: int = 13) -> list[Row]:
    """The rows of one source (seeded per source, so leaving one out changes no other)."""
    rng = random.Random(f"{seed}/{source}")
    if source == "bipia":
        return _bipia(rng)
    if source == "sets":
        return _sets(rng)
    if source == "grammar":
        return [Row(s.text, s.family, "grammar/" + s.frame) for s in guard_grammar.generate()]
    if source == "negatives":
        return [Row(n.text, "benign", "neg/" + n.group, n.question) for n in guard_negatives.negatives()]
    if source == "bugs":
        return _bugs(rng)
    return _module(source)


def dataset(sources: tuple[str, ...]) -> list[Row]:
    return [row for source in sources for row in rows(source)]
