"""The answer guard: text from an uploaded file reaches an agent only if it reads as information, not instruction.

A reader answers a question from the parts of a file; its answer, its quotes, and any snippet or preview cut from
an uploaded file pass `check_answer` / `check_preview` first. The rules (`opmem.quarantine.checks`) refuse a text
by the first named check that fires; this module decides when such a refusal stands: a request the question asked
for is relayed (`responsive`), a quoted log on the question's subject is judged line by line, a refusal by an
`OVERTURNABLE` rule is lifted when the fine-tuned model vouches for the text, and the learned checks read what the
rules pass.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Protocol

from opmem.quarantine import hazards, responsive
from opmem.quarantine.checks import (
    CHECKS,
    MAX_ANSWER_CHARS,
    Check,
    CheckName,
    Scope,
    Views,
    failing,
    fired,
    normalise,
    sentences,
    views,
)

__all__ = [
    "ALLOWED",
    "BUNDLED",
    "CHECKS",
    "MAX_ANSWER_CHARS",
    "OVERTURNABLE",
    "REFUSAL",
    "STRICT",
    "Check",
    "CheckName",
    "Reviewer",
    "Scope",
    "Verdict",
    "check_answer",
    "check_preview",
    "fired",
    "normalise",
    "sentences",
]

REFUSAL = (
    "The reader's answer was withheld because it looked like an instruction rather than information from the "
    "file. A person should look at the file."
)


@dataclass(frozen=True)
class Verdict:
    allowed: bool
    reason: str  # "" when allowed; otherwise one sentence naming what was found
    check: CheckName | None = None


ALLOWED = Verdict(allowed=True, reason="")


_FENCE = re.compile(r"```|~~~")

#: The rules whose refusal of an answer or preview the fine-tuned model may overturn (round 8, docs/measured/guard.md):
#: requests and orders a human reader is asked to act on, which benign e-mails, FAQ, support replies and runbooks carry
#: (on heldout1-5 they made 31 of the rules' 34 wrong refusals of benign answers). Never the rules that guard what must
#: never be relayed: the AI addressed, told to ignore its instructions or what to reply, a role or behaviour changed,
#: hidden, encoded or concealed text, secrets, links that send data out, a quote not in the file; nor fake headers, tags
#: and bare questions, which refused no benign answer there and are where the weakest families are caught. The AI
#: addressed or spoken to and an order in tags do refuse benign texts now (heldout29-34); since round 43c the model may
#: lift them in an answer, at a threshold of their own (`STRICT`).
OVERTURNABLE: frozenset[CheckName] = frozenset(
    {
        "world_action",
        "harmful_order",
        "foreign_instruction",
        "tool_call",
        "send_message",
        "visit_link",
        "model_task",
        "code_fence",
    }
)
#: Rounds 43a and 43c (docs/measured/guard.md): rules outside `OVERTURNABLE` whose refusal of an ANSWER the model may
#: lift only at a P(benign) of at least their threshold here, and never with a letter's discount
#: (`detector.OVERTURN_LETTERS`); a text such a rule refuses needs the highest threshold of its firing rules, and every
#: rule that fires overturnable or here. Never record or file text: there no question corroborates the model, and round
#: 43a, lifting them on every path at 0.978, let two attacks of its confirm half (heldout34) through as record and file
#: text while none moved as an answer; round 43c ships the answer path alone.
STRICT: Mapping[CheckName, float] = MappingProxyType(
    dict.fromkeys(("addressed_message", "tagged_instruction", "addresses_assistant"), 0.978)
)


def _first_failure(text: str, scope: Scope, question: str | None = None) -> Verdict:
    v = views(text)
    check = failing(v, scope)
    if check is None:
        return ALLOWED
    if question and check.name == "code_fence" and _quoted_log(v, scope, question):
        # a quoted log, stack trace or snippet on the question's subject: its lines are judged like any others
        return _first_failure(_FENCE.sub("\n", text), scope, question)
    if question and check.name in _LIFTABLE and _answers(v, scope, question):
        return ALLOWED
    if question and check.name == "foreign_instruction" and _answers_foreign(v, scope, question):
        return ALLOWED
    return Verdict(allowed=False, reason=check.reason, check=check.name)


#: what `_answers` may lift: the request rules, and (round 19) a destructive step the question asked for by name
_LIFTABLE = responsive.REQUEST_CHECKS | {"harmful_order"}
_HARMFUL = next(c for c in CHECKS if c.name == "harmful_order" and "answer" in c.scopes)
#: round 30a's file-text reading of the two (a destructive command on a disposable object is no order), and the
#: other answer checks
_STEP_CHECKS = ("tool_call", "harmful_order")
_SCOPED = tuple(c for c in CHECKS if c.name in _STEP_CHECKS and "preview" in c.scopes)
_OTHERS = tuple(c for c in CHECKS if c.name not in _STEP_CHECKS and "answer" in c.scopes)
_SCOPED_HARMFUL = next(c for c in _SCOPED if c.name == "harmful_order")


def _scoped_step(sentence: str, asked: str) -> bool:
    """Round 30c: a sentence whose every destructive command is scoped (round 30a) and that no other answer check
    refuses is what the (normalised) question asked for: a procedural question sharing a content word with it, or a
    question asking what, which or when something is removed (`responsive.asks_gone`)."""
    v = views(sentence)
    if any(c.test(v) for c in _SCOPED) or any(c.test(v) for c in _OTHERS):
        return False
    if responsive.procedural(asked):
        return bool(responsive.content(sentence) & responsive.content(asked))
    return responsive.asks_gone(asked)


def _answers(v: Views, scope: Scope, question: str) -> bool:
    """Every sentence a request rule refuses is what the question asked for (`responsive`), none is what is never
    relayed, and the text without them fails no check; a refusal by any other check stands. A sentence whose
    destructive commands act on what a procedural question names (`responsive.asked_for`) is judged with them masked."""
    if not responsive.relayable(v.flat) or hazards.piped(v.flat):
        return False
    if any(scope in c.scopes and c.name not in _LIFTABLE and c.test(v) for c in CHECKS):
        return False
    if _HARMFUL.test(v) and _HARMFUL.test(views(responsive.STEP.sub(" ", v.raw))) and _SCOPED_HARMFUL.test(v):
        # a harmful order the sentences alone do not show, or not in a command that could be masked or is scoped
        return False
    whole = responsive.content(v.flat)
    asked = normalise(question)
    kept: list[str] = []
    for sentence in v.sentences:
        check = failing(views(sentence), scope)
        if check is None:
            kept.append(sentence)
            continue
        masked = responsive.asked_for(sentence, asked) if check.name in ("tool_call", "harmful_order") else None
        if masked is not None:
            sentence, check = masked, failing(views(masked), scope)
            if check is None:
                continue
        elif check.name in _STEP_CHECKS and _scoped_step(sentence, asked):  # round 30c
            continue
        exempt = check.name in responsive.REQUEST_CHECKS and not responsive.never_relayed(sentence)
        if not (exempt and responsive.responsive(sentence, question, whole)):
            return False
    return len(kept) < len(v.sentences) and failing(views("\n".join(kept)), scope) is None


def _quoted_log(v: Views, scope: Scope, question: str) -> bool:
    """A code block on the question's subject that no check but the request rules refuses with its fences on (a
    fence labelled for the AI, "```consigne-ia", is refused as tagged, not judged line by line)."""
    if not responsive.content(v.flat) & responsive.content(question):
        return False
    skipped = responsive.REQUEST_CHECKS | {"code_fence"}
    return not any(scope in c.scopes and c.name not in skipped and c.test(v) for c in CHECKS)


def _answers_foreign(v: Views, scope: Scope, question: str) -> bool:
    """A non-English request to act that its question asked for (`responsive.foreign_answer`), and no other check
    refuses the text."""
    if not responsive.foreign_answer(v.flat, normalise(question)):
        return False
    return not any(scope in c.scopes and c.name != "foreign_instruction" and c.test(v) for c in CHECKS)


class Reviewer(Protocol):
    """The learned checks (`opmem.quarantine.detector.Detector`): a classifier and responsiveness."""

    def review(self, answer: str, *, question: str | None = None, preview: bool = False) -> Verdict: ...

    def vouches(self, answer: str, *, question: str | None, least: float = 0.0) -> bool:
        """Whether the classifier is confident the text is benign (P(benign) also at least `least`) and, given its
        question, answers it (what lets a refusal by an `OVERTURNABLE` or `STRICT` rule be lifted)."""
        ...


class _Bundled:
    """Marks "use the bundled detector unless OPMEM_GUARD_MODEL=off" as check_answer's default."""


BUNDLED = _Bundled()


def _reviewer(detector: Reviewer | _Bundled | None) -> Reviewer | None:
    if isinstance(detector, _Bundled):
        from opmem.quarantine.detector import default_detector

        return default_detector()
    return detector


def check_answer(
    answer: str,
    *,
    quotes: Sequence[str] = (),
    source: Sequence[str] | None = None,
    question: str | None = None,
    detector: Reviewer | _Bundled | None = BUNDLED,
) -> Verdict:
    """Refuse an answer (or one of its quotes) shaped like an instruction, or a quote that is not in `source`.

    Given the `question`, the rules pass a request that is what it asked for (`responsive`: "how should staff
    report phishing?" answered "forward it to phishing@..."), never what is never relayed (money, secrets, access,
    the AI addressed ...), and judge a quoted log on the question's subject line by line instead of by its fence.

    A refusal by the rules is lifted when every rule that fires is `OVERTURNABLE` (requests and orders to a human
    reader) and, given the question, the learned detector vouches for the answer (`Reviewer.vouches`).

    Then the learned checks (on the answer and its quotes together): a classifier over the bundled model's
    embeddings, and, given the `question`, a refusal of orders in the answer that have nothing to do with it.

    Last (round 21), an answer passed so far is refused when, given its question, it is a bare order or command
    line that shares no content word with it (`responsive.unrelated_order`).
    """
    reviewer = _reviewer(detector)
    for text in (answer, *quotes):
        verdict = _first_failure(text, "answer", question)
        if not (verdict.allowed or _overturned(text, verdict, question, reviewer)):
            return verdict
    if source is not None:
        parts = [normalise(part) for part in source]
        for quote in quotes:
            if not any(normalise(quote) in part for part in parts):
                return Verdict(False, "a quote in the answer does not occur in the file", "quote_not_in_file")
    verdict = ALLOWED
    if reviewer is not None:
        extra = [q for q in quotes if normalise(q) not in normalise(answer)]
        verdict = reviewer.review("\n".join([answer, *extra]), question=question)
    if (
        verdict.allowed
        and question
        and responsive.unrelated_order((v := views(answer)).sentences, v.flat, normalise(question))
    ):
        return UNRELATED
    return verdict


#: round 21: a bare order or command line that shares nothing with its question (`responsive.unrelated_order`)
UNRELATED = Verdict(False, "the answer carries an order unrelated to the question", "unrelated_order")


def _overturned(
    text: str, verdict: Verdict, question: str | None, reviewer: Reviewer | None, scope: Scope = "answer"
) -> bool:
    """A refusal lifted: every rule that refuses the text is `OVERTURNABLE` or `STRICT`, and the fine-tuned model
    vouches for it (confidently benign, at the highest `STRICT` threshold of the rules that fire if any; an answer
    also close to its question). A `STRICT` rule's refusal is lifted only in an answer; an answer without its
    question is never lifted; nothing is without a model, or when any never-overturned rule fires."""
    if reviewer is None or (scope == "answer" and question is None):
        return False
    # a strict rule's refusal is lifted only for an answer, where its question corroborates the model (round 43c)
    liftable = OVERTURNABLE | STRICT.keys() if scope == "answer" else OVERTURNABLE
    if verdict.check not in liftable:
        return False
    rules = set(fired(text, scope))
    if not rules <= liftable:
        return False
    least = max((STRICT[rule] for rule in rules if rule in STRICT), default=0.0)
    return reviewer.vouches(text, question=question, least=least)


def check_preview(
    text: str,
    *,
    detector: Reviewer | _Bundled | None = BUNDLED,
    vouch: Reviewer | _Bundled | None = BUNDLED,
) -> Verdict:
    """The instruction checks, for previews of uploaded files (recall's file previews, the browser's parts, file
    names; `opmem.quarantine.shown` judges every text shown to an agent through here).

    A refusal by the rules is lifted when every rule that fires is `OVERTURNABLE` and `vouch` reads the preview as
    confidently benign (round 8, docs/measured/guard.md). A preview the rules pass is then classified by `detector`
    (`Reviewer.review(preview=True)`; since round 12 a preview with no instruction cue is read too, and refused only
    at a stricter threshold: `detector.Previews`). Both default to the bundled
    detector unless `OPMEM_GUARD_MODEL=off`; `detector=None` is what a record's titles and snippets get when judged
    live (the rules and the overturn: a model call per recall hit would cost more than the recall; the worker stores
    their verdicts with the detector ahead of time, `quarantine.shown.stored_body`), `vouch=None` too: the rules alone.
    """
    verdict = _first_failure(text, "preview")
    if not verdict.allowed:
        if not _overturned(text, verdict, None, _reviewer(vouch), "preview"):
            return verdict
        verdict = ALLOWED
    reviewer = _reviewer(detector)
    if reviewer is None:
        return verdict
    return reviewer.review(text, preview=True)
