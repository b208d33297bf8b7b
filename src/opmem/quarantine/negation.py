"""Negated actions and fraud warnings: what a sentence says must not be done is not a request to do it.

"We will never ask you to move money to a 'safe account'", "our team never changes bank details by e-mail",
"gift cards may not be bought with company cards", "requests to buy gift cards are a known fraud pattern": the
request rules (`orders.world_action`, `hazards.hazard`) read `unnegated(sentence)`, the sentence without such
clauses, so a policy or a warning passes while an order beside it ("... but please wire $5,000 to ...") does not.
Sentences are normalised as in `guard.normalise`.
"""

from __future__ import annotations

import re

from opmem.quarantine.orders import ACTION_VERBS
from opmem.quarantine.prefilter import Cued

# A clause that says an action is never asked for or must not be done: "we will never ask you to move money to a
# 'safe account'", "our team never changes bank details by e-mail". The negation must stand right before the verb
# of the action or of asking for it; the clause runs to the next comma, colon, dash, "but" or "and"; "don't
# forget to", "never mind", and a negated order about the reader's own instructions ("don't follow the original
# request") are not negations of an action.
NEGATED = re.compile(
    r"\b(?:never|do not|don't|does not|doesn't|must not|mustn't|should not|shouldn't|will not|won't|would not|"
    r"wouldn't|cannot|can't|may not|must never|are not allowed to|is not allowed to|no one (?:will|should|may)|"
    r"nobody (?:will|should|may))(?: ever| again)?(?: be)?(?: (?:ask|asks|request|requests|require|requires|tell|"
    r"tells|want|wants|need|needs)(?: (?:you|anyone|customers|staff|users|employees|members))?(?: to)?)? "
    rf"(?:{ACTION_VERBS}(?:s|es|d|ed)?|bought|sent|paid|given|made|sold|told|shown|done|kept|shared|forwarded)\b"
    r"[^,;:!?()]*?(?=[,;:!?()]|\s[-–—]+\s|\b(?:but|and|then|so|instead)\b|$)"
)
_NEGATED = Cued(NEGATED)
_OWN_INSTRUCTIONS = re.compile(
    r"\b(?:original|previous|prior|earlier|above|request|task|instructions?|guidelines|rules|orders?|prompt|"
    r"told|asked)\b"
)


_PURPOSE = re.compile(r"\b(?:so|so that|such that|until|to make sure|ensuring)\b[^,;:]{0,40}$")


def _kept(match: re.Match[str]) -> str:
    """The negated clause kept when it is not one: an order about the reader's instructions, "don't forget",
    or a purpose ("change the cron so the backup never runs")."""
    span = match.group(0)
    if _OWN_INSTRUCTIONS.search(span) or re.search(r"\b(?:forget|f0rg3t|mind)\b", span):
        return span
    return span if _PURPOSE.search(match.string[: match.start()]) else " "


#: a warning that describes the fraud: "requests to buy gift cards are a known fraud pattern"
WARNING = re.compile(
    r"\b(?:requests?|attempts?|e-?mails?|messages?|calls?|texts?)\s+(?:asking (?:you |staff |people |employees )?)?to\b"
    r"[^,;:]{0,80}?\b(?:are|is|were|was)\b (?:a |an |always |often |usually )?(?:known |common |typical |classic )?"
    r"(?:fraud|scam|phishing|red flag|warning sign|suspicious|social engineering)"
)
_WARNING = Cued(WARNING)


def unnegated(sentence: str) -> str:
    """The sentence without its negated clauses and fraud warnings (what it asks for, if anything)."""
    if _WARNING.search(sentence) is not None:
        sentence = WARNING.sub(" ", sentence)
    return NEGATED.sub(_kept, sentence) if _NEGATED.search(sentence) is not None else sentence
