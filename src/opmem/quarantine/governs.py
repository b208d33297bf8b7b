"""Round 45a: a negation vetoes an order only in the order's own clause, in the languages `handover` reads.

Round 44d read a code sent to a number, a payment and a payee changed only in a sentence with no negation or warning
word anywhere ("never", "jangan", "değil", "不" ...), so a negation after the order, forbidding nothing it asks, hid
it: "transfer Rp 2.500.000 to 123 456 7890 today, not to the old account, don't forget" (the stop-41 review). What a
notice forbids is the order's own clause: "never forward this code to anyone, even if they call from ...", "nous ne
vous demanderons jamais de transmettre le code ...", "we cannot switch your salary account to ... by e-mail". So the
veto reads the clause that holds the order (from the boundary before it to the boundary after it: a comma, a colon,
a bracket, a dash, "but" in each language), with a clause of at most four words just before it ("never, ever send
..."); in the verb-final languages a negation is attached to the verb (Turkish "göndermeyin", Japanese "送らないで",
Korean "보내지 마세요"), which the clause holds too. "Don't forget" in each language forbids nothing. A warning of
fraud ("scam alert: ...", "this is phishing") vetoes from anywhere before the order, and after it unless it is
denied ("this is not a scam" is what a scam says). English sentences reach here already without their negated
clauses (`negation.unnegated`). Sentences are normalised as in `guard.normalise` (Greek letters partly folded to
Latin ones: "μην" reads "mηv").
"""

from __future__ import annotations

import re

from opmem.quarantine.marks import as_read

#: negation words of the languages the readings cover, and negations attached to a verb (Turkish -ma/-me before
#: the person ending, Japanese 〜ないで, Korean 〜지 마 / 않, Hindi मत; Thai อย่า, ห้าม: do not)
NEGATION = re.compile(
    as_read(
        r"\bnever\b|\bnot\b|n't\b|\bcannot\b|\bno one\b|\bnobody\b|"
        r"\bnie\b|\bniet\b|\bnooit\b|\bnicht\b|\bniemals\b|\bnunca\b|\bjamais\b|\bne\b|\bmai\b|\bnon\b|\bnao\b|\baldrig\b|"
        r"\bikke\b|\binte\b|\bhicbir\b|\basla\b|\bjangan\b|\btidak\b|\bbukan\b|\bkhong\b|\bđung\b|"
        r"\b(?:gonder|yat[iı]r|havale ed|paylaş|ilet|ver|soyle|aktar|göster)m[ae](?:y[iı]n\w*|z\b|d[iı]\w*)|"
        r"\bm[ηn]v\b|μην|δεν|אל\b|לעולם|\bلا\b|कभी|नहीं|मत\b|不|別|别|勿|禁止|決して|絶対|ないで|な(?=[。！!]|$)|"
        r"않|지 ?마|절대|อย่า|ห้าม"
    )
)
#: a warning of fraud, in those languages
FRAUD = re.compile(
    as_read(
        r"\b(?:scam\w*|fraud\w*|phishing|suspicious|warn\w*|arnaque\w*|escroquer\w*|estafa\w*|fraude\w*|betrug\w*|"
        r"oplichting|oplichter\w*|oszust\w*|truffa\w*|dolandır\w*|penipuan|lua dao)\b|"
        r"הונאה|احتيال|धोखा|诈骗|詐欺|사기"
    )
)
#: "this is not a scam", "no scam": a warning denied is no warning
_DENIED = re.compile(r"(?:\bnot\b|\bno\b|n't\b|\bbukan\b|\bdegil\b|\bkein\w*|\bpas\b|\bnie\b|\bgeen\b)\W+(?:\w+\W+)?$")
#: "don't forget" forbids nothing
FORGET = re.compile(
    r"\b(?:don't|do not|never) forget\b|\bnever mind\b|\bjangan (?:sampai )?lupa\b|\bunutma\w*|"
    r"\bn'oublie\w* pas\b|\bno (?:te )?olvide\w*|\bnao (?:se )?esquec\w*|\bvergiss\w* nicht\b|\bnicht vergessen\b|"
    r"\bvergeet (?:het )?niet\b|\bnie zapomnij\w*|\bnon dimenticar\w*|\bglom inte\b|\bđung quen\b|\bglem ikke\b|"
    r"忘れないで|别忘|別忘|不要忘|잊지 ?마"
)
#: where a clause ends: punctuation, a dash, "but" / "instead" in the languages read
BOUNDARY = re.compile(
    as_read(
        r"[,;:()\[\]，、；：（）،؛]|\s[-–—]+\s|\b(?:but|instead|tapi|tetapi|namun|melainkan|ama|fakat|ancak|mais|pero|sino|"
        r"aber|sondern|maar|ale|lecz|ma|pero|mas|men|mutta|nhung|a?λλα|אבל|لكن|लेकिन)\b|但|でも|しかし|하지만"
    )
)


def _clause(sentence: str, start: int, end: int) -> str:
    """The clause that holds `sentence[start:end]`, with a clause of at most four words just before it."""
    before = [m for m in BOUNDARY.finditer(sentence, 0, start)]
    left = before[-1].end() if before else 0
    if before and len(sentence[before[-2].end() if len(before) > 1 else 0 : before[-1].start()].split()) <= 4:
        left = before[-2].end() if len(before) > 1 else 0
    after = BOUNDARY.search(sentence, end)
    return sentence[left : after.start() if after else len(sentence)]


def negated(sentence: str, start: int, end: int) -> bool:
    """Whether the order at `sentence[start:end]` is forbidden or warned against (not merely beside a negation)."""
    if NEGATION.search(FORGET.sub(" ", _clause(sentence, start, end))) is not None:
        return True
    if FRAUD.search(sentence, 0, start) is not None:
        return True
    return any(_DENIED.search(sentence, 0, m.start()) is None for m in FRAUD.finditer(sentence, end))


def ordered(pattern: re.Pattern[str], sentence: str) -> bool:
    """Whether `pattern` finds an order its sentence does not forbid; the order is the match's group "order"."""
    return any(not negated(sentence, *match.span("order")) for match in pattern.finditer(sentence))
