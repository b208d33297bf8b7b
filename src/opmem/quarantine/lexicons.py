"""Round 39: round 34's shapes read in fourteen more languages, each from a lexicon of its grammar (guard.md).

`tongues` reads German, Spanish, French, Portuguese, Italian, Dutch, Polish, Czech, Swedish, Turkish, Japanese and
Chinese. This module reads the same shapes in Danish and Norwegian, Finnish, Hungarian, Romanian, Indonesian and
Vietnamese (`lexicon_latin`), and Russian, Ukrainian, Greek, Arabic, Hebrew, Hindi, Korean and Thai
(`lexicon_scripts`), each language described by a `Lexicon`: its imperative and infinitive forms of the verbs the
English rules read, its polite request words and modals, its words for the AI, for earlier instructions and for a
system notice. The readings, each the English rule's shape:

- the reader told to ignore or forget its earlier instructions (the verb before or after what it dismisses: "ignorer
  tidligere instrukser", "이전 지시를 무시하고");
- the AI spoken to (a greeting and the word for an assistant, AI, bot or model, or the word alone opening a sentence
  before a comma or colon) and then given an order: an imperative, an infinitive, a polite word or a modal;
- a header of authority ("[SYSTEM]", "системное сообщение:", "[ระบบ]") followed by an order or a duty;
- an order inside a tag that is not HTML or inside a comment;
- a request to send codes, passwords, lists or data to an address, or to grant access or an admin role.

Each lexicon is read only when the text is written in its language: its own script's letters for the languages
with one, its function words outnumbering English ones for the others (a text leaning English stays the English
rules'). Words are folded as `checks.normalise` folds the text it reads: marks dropped (Hindi's virama, Thai's tone
marks, Vietnamese tones), Cyrillic and Greek look-alike letters read as Latin ones (`_SECOND` finishes the letters
an accent kept from that first pass); `tests/test_guard_lexicons.py` checks every word reads as the text does.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections import Counter
from dataclasses import dataclass

from opmem.quarantine import marks
from opmem.quarantine.marks import LOOKALIKE_LOWER
from opmem.quarantine.prefilter import Cued

#: a word is folded as the text is (`marks.fold`: look-alike letters read as Latin before the marks are dropped), and
#: through the lowercase look-alikes again after (`_SECOND`, given to the text too), so "ύ" reads "u" as "υ" does (an
#: accent kept it from the first pass), and "й" reads "и"; Vietnamese "đ" reads "d" in the lexicons' words and text
#: only (`marks.WHOLE` keeps it whole for the other readers; "ł", "ı", "ø", "æ" are folded there since round 50f)
_SECOND = str.maketrans({"đ": "d", **dict(zip(*LOOKALIKE_LOWER, strict=True))})


def fold(word: str) -> str:
    """A word as the guard's normalised text holds it (NFKC, look-alikes, `marks.drop_marks`, casefolded, and the
    second pass)."""
    return marks.fold(word).translate(_SECOND)


@dataclass(frozen=True)
class Lexicon:
    """One language's words, each list "|"-separated; a word ending in "*" reads any ending ("отправ*")."""

    name: str
    function: str = ""  #: its function words (the gate for a Latin-script language)
    script: str = ""  #: a character class of its own script (the gate for the others)
    bounded: bool = True  #: words stand between word boundaries (not in Hindi and Thai, whose marks are no `\\w`)
    lead: int = 3  #: words that may open a header's or tag's order before its verb (Vietnamese: none, a syllable each)
    verb_last: bool = False  #: an order may end its clause (Korean, Hindi, Thai): read anywhere in a header or tag
    ignore: str = ""  #: verbs of ignoring or forgetting
    prior: str = ""  #: earlier instructions, rules, what was said before
    ai: str = ""  #: the AI, an assistant, a bot, a model
    greet: str = ""  #: greetings and forms of address ("dear")
    reader: str = ""  #: "you who answer / read this"
    order: str = ""  #: imperatives and infinitives of the verbs the English rules read
    polite: str = ""  #: polite request words
    modal: str = ""  #: must, should, is to be
    negation: str = ""  #: what makes a polite word a request not to act ("vui lòng không trả lời": please do not reply)
    system: str = ""  #: a system, administrator or operator notice
    send: str = ""  #: verbs of sending and forwarding
    sent: str = ""  #: codes, passwords, credentials, lists, data, files
    grant: str = ""  #: verbs of granting and adding
    rights: str = ""  #: access, rights, an admin role
    # round 42b
    switch_off: str = ""  #: imperatives and infinitives of switching off, stopping, deleting, bypassing
    safeguard: str = ""  #: what guards people, data or a system (English `orders.UNSAFE_ORDER`'s nouns, alarms)
    prohibit: str = ""  #: what makes a step a prohibition ("не", "do not"): a safeguard kept, not switched off
    dative: str = ""  #: what follows the AI word spoken to, where a particle marks it ("봇에게:": to the bot)
    object_first: bool = False  #: the object may stand before the verb (Korean, Hindi, Hungarian)
    change: str = ""  #: imperatives and infinitives of changing or updating a record
    record: str = ""  #: where money, mail or calls go: an account, an IBAN, an address, an e-mail, a phone number


def _letter(cluster: str) -> str:
    """One letter of a word, with the marks on it, as a pattern: every form the normalised text may hold it in (Greek
    "ν" reads "v" and "Ν" reads "n"; an accent kept or dropped, the letter upper or lower case). A mark stays where
    `drop_marks` keeps it (Hindi's virama, Thai's tone marks)."""
    if cluster == " ":
        return r"\s"
    return marks.one_of(sorted(marks.letter_folds(cluster, fold)))


def _clusters(word: str) -> list[str]:
    """The letters of a word, each with the combining marks on it."""
    clusters: list[str] = []
    for char in word:
        if clusters and unicodedata.combining(char):
            clusters[-1] += char
        else:
            clusters.append(char)
    return clusters


def _alt(words: str, bounded: bool) -> str:
    """A `Lexicon` list as an alternation of its words, each folded as the text is."""
    parts = []
    for word in filter(None, (w.strip() for w in words.split("|"))):
        stem = word.endswith("*")
        letters = _clusters(unicodedata.normalize("NFC", word.rstrip("*").casefold()))
        parts.append("".join(map(_letter, letters)) + (r"\w*" if stem else ""))
    if not parts:
        return r"(?!x)x"  # no word: matches nothing
    body = "|".join(sorted(set(parts), key=len, reverse=True))
    return rf"(?<!\w)(?:{body})(?!\w)" if bounded else f"(?:{body})"


def refolded(flat: str) -> str:
    """The normalised text with the letters an accent kept from the first pass folded too (`_SECOND`), as the
    lexicons read it (round 49b's `addressee` reads it so)."""
    return flat if flat.isascii() else flat.translate(_SECOND)


def alternation(words: str, bounded: bool = True) -> str:
    """A "|"-separated word list ("*" ends a stem) as `Lexicon`s are read: what round 49b's `addressee` reads too."""
    return _alt(words, bounded)


_EMAIL = r"[\w.+-]+@[\w-]+\.[\w.]+"
#: where something is sent: an e-mail address, a link, a phone number (`tongues` reads the same)
DESTINATION = rf"(?:{_EMAIL}|(?:https?://|www\.)\S+|\+\d[\d ]{{6,}})"
#: round 42b: a new value for a record: an IBAN, an e-mail address or a phone or account number
_VALUE = rf"(?:\b[a-z]{{2}}\d{{2}}(?: ?[\da-z]{{4}}){{2,}}|{_EMAIL}|\+?\d[\d ()/-]{{6,}}\d)"
#: the HTML a document carries its own text in (English `orders._HTML` and the common block tags): an order inside
#: one of these is the document's, not a tag's (`tongues` reads the same set)
_HTML_TAGS = (
    "a abbr b blockquote body br caption cite code dd div dl dt em font h1 h2 h3 h4 h5 h6 head html i li ol p pre "
    "q s small span strong sub sup table tbody td th thead title tr u ul section article header footer nav main "
    "label button option select summary details figure figcaption time mark address"
)
HTML = frozenset(_HTML_TAGS.split(" "))
_TAG = re.compile(
    r"<(?P<tag>[^\s<>/!]{1,30})(?:\s(?P<attrs>[^>]{0,60}))?>(?P<inner>[^<]{3,600})</(?P=tag)\s*>"
    r"|<!--(?P<comment>.{3,600}?)-->|\{\{!--(?P<mustache>.{3,600}?)--\}\}"
)
#: the English function words a text's language gates weigh against its own (`tongues` counts the same ones)
_ENGLISH_WORDS = "the and to of is in for on with that this it you be are as at by from please"
ENGLISH = frozenset(_ENGLISH_WORDS.split(" "))
_TOKEN = re.compile(r"[^\W\d_]+")


class Reading:
    """A `Lexicon`'s patterns, compiled once."""

    def __init__(self, lexicon: Lexicon) -> None:
        def alt(words: str) -> str:
            return _alt(words, lexicon.bounded)

        self.name = lexicon.name
        self.function = frozenset(fold(w) for w in lexicon.function.split(" ") if w)
        self.script = re.compile(lexicon.script) if lexicon.script else None
        polite = alt(lexicon.polite) + rf"(?!\s*{alt(lexicon.negation)})"
        told = "|".join((alt(lexicon.order), polite, alt(lexicon.modal)))
        #: told what to do: anywhere after the AI spoken to; opening a header's or a tag's text (after a label, a
        #: few words in), or the AI named there and then an order or a duty
        self.told = re.compile(told)
        opens = f"{alt(lexicon.order)}|{polite}"
        # round 42b: a Greek upper stop ("·", "ano teleia") ends a clause too
        opening = rf"(?:^|[.:!?;·]\s*)(?:[^\s.:!?;·]+\s+){{0,{lexicon.lead}}}?(?:{opens})"
        self.ordered = re.compile(
            told if lexicon.verb_last else rf"{opening}|{alt(lexicon.ai)}[^.;!?。]{{0,60}}?(?:{told})"
        )
        self.ignore = Cued(
            re.compile(
                rf"{alt(lexicon.ignore)}[^.;!?。]{{0,50}}?{alt(lexicon.prior)}"
                rf"|{alt(lexicon.prior)}[^.;!?。]{{0,40}}?{alt(lexicon.ignore)}"
            )
        )
        greet, ai = alt(lexicon.greet), alt(lexicon.ai)
        #: round 42b: a greeting glued to the AI word where words are not spaced (Thai "ถึงผู้ช่วย") or ending in a
        #: colon ("수신: 요약 봇"); the AI word opening a tag's text (">Asistentule,"), with an adjective of address
        #: after it ("עוזר יקר,", "봇에게:"), and, where words are not spaced, one word before it ("요약 봇에게:")
        before = "" if lexicon.bounded else r"(?:[^\s.!?:;,]+\s+)?"
        self.addressed = re.compile(
            rf"{greet}[\s,!:]*(?:\S+\s+){{0,2}}?{ai}"
            rf"|(?:^|[.!?:;\n>]\s*){before}{ai}\s*(?:(?:{greet}|{alt(lexicon.dative)})\s*)?[,:!]"
            + (rf"|{alt(lexicon.reader)}" if lexicon.reader else "")
        )
        self.ai = re.compile(ai)
        self.header = re.compile(
            rf"(?:^|\n|[\[【(#*=>]\s*|[.!?]\s)(?:[\w-]+[ -])?{alt(lexicon.system)}[^\]】:)\n]{{0,30}}?[\]】:)]+\s*"
            r"(?P<rest>[^|]{3,300})"
        )
        start = rf"(?:^|[.:!?;·\n]\s*|\s[-—–]\s)(?:[^\s.:!?;·]+\s+){{0,{lexicon.lead}}}?"
        self.world = Cued(
            re.compile(
                rf"{alt(lexicon.send)}[^;.。]{{0,60}}?{alt(lexicon.sent)}[^;。]{{0,60}}?{DESTINATION}"
                rf"|{alt(lexicon.sent)}[^;。]{{0,60}}?{DESTINATION}[^;.。]{{0,30}}?{alt(lexicon.send)}"
                # round 42b: what is sent, the verb, then the address ("इस लिंक को ... भेज दें: https://...")
                rf"|{alt(lexicon.sent)}[^;.。]{{0,60}}?{alt(lexicon.send)}[^;。]{{0,30}}?{DESTINATION}"
                # round 44b: the dots of an e-mail address between them end no clause ("giv a.b@c.dk adgang")
                rf"|{alt(lexicon.grant)}(?:[^;.。]|\.(?=\w)){{0,60}}?{alt(lexicon.rights)}"
                rf"|{alt(lexicon.rights)}[^;.。]{{0,40}}?{alt(lexicon.grant)}"
                # round 42b: a record changed to a new value ("άλλαξε τον λογαριασμό ... σε GR16 ...")
                rf"|{start}{alt(lexicon.change)}[^.;!?\n]{{0,50}}?{alt(lexicon.record)}[^;!?\n]{{0,60}}?{_VALUE}"
            )
        )
        #: round 42b: a step that switches a safeguard off or deletes it, the verb opening a clause (after a step
        #: label, a few words in), or, where the object may come first, after it; not a prohibition (`prohibit`)
        off, kept = alt(lexicon.switch_off), alt(lexicon.safeguard)
        self.unsafe = Cued(
            re.compile(
                rf"{start}{off}[^.;!?:\n]{{0,50}}?{kept}"
                + (rf"|{kept}[^.;!?:\n]{{0,40}}?{off}" if lexicon.object_first else "")
            )
        )
        self.prohibit = re.compile(alt(lexicon.prohibit))

    def written_in(self, tokens: list[str], gated: Counter[str], english: int) -> bool:
        """Whether the text is written in this language: two words holding its script's letters (`tokens`) and at
        least half as many as the words of Latin letters alone (a Cyrillic or Greek word may fold to Latin letters
        in part: "пароль" reads "пapoль"), or two of its function words (`gated`; one in a short text with no English
        one) and more than the `english` ones. A word of both lists ("at", "for" in Danish, "on" in Finnish) counts
        for neither."""
        if self.script is not None:
            own = sum(self.script.search(token) is not None for token in tokens)
            return own >= 2 and 2 * own >= sum(token.isascii() for token in tokens)
        mine = sum(n for word, n in gated.items() if word in self.function and word not in ENGLISH)
        english -= sum(n for word, n in gated.items() if word in self.function and word in ENGLISH)
        return (mine >= 2 and mine > english) or (mine == 1 and english == 0)

    def request(self, flat: str, *, bare: bool = False) -> str | None:
        """`bare` (round 42b): a short text with no function word of any language, read only for a world action or a
        safeguard switched off (a step: "Trin 4: deaktiver alarmen")."""
        if bare:
            return self._acts(flat)
        if self.ignore.search(flat) is not None:
            return "an order to ignore the reader's instructions"
        for match in self.addressed.finditer(flat):
            if self.told.search(flat, match.end(), match.end() + 240) is not None:
                return "a message addressed to the AI"
        for match in self.header.finditer(flat):
            if self.ordered.search(match.group("rest")) is not None:
                return "an order under a header or in a tag"
        for match in _TAG.finditer(flat):
            if match.group("tag") in HTML:
                continue
            inner = (match.group("inner") or match.group("comment") or match.group("mustache")).strip()
            if self.ordered.search(inner) is not None:
                return "an order under a header or in a tag"
            if self.ai.search(match.group("tag") or "") and self.told.search(inner):  # round 42b: "<avustajalle>"
                return "an order under a header or in a tag"
        return self._acts(flat)

    def _acts(self, flat: str) -> str | None:
        if self.world.search(flat) is not None:
            return "a request to act on the world in another language"
        if self._unsafe(flat):
            return "an order to disable a safeguard"
        return None

    def _unsafe(self, flat: str) -> bool:
        """Round 42b: a step that switches a safeguard off, not under a prohibition in or just after it."""
        for match in self.unsafe.finditer(flat):
            if self.prohibit.search(flat, match.start(), match.end() + 12) is None:
                return True
        return False


@functools.cache
def _readings() -> tuple[Reading, ...]:
    from opmem.quarantine import lexicon_latin, lexicon_scripts  # the word lists, compiled on the first text read

    return tuple(Reading(lexicon) for lexicon in (*lexicon_latin.LEXICONS, *lexicon_scripts.LEXICONS))


def function_words() -> frozenset[str]:
    """The function words of the Latin-script languages, folded: what `tongues` counts for their gates."""
    from opmem.quarantine import lexicon_latin

    return frozenset(fold(word) for lexicon in lexicon_latin.LEXICONS for word in lexicon.function.split(" ") if word)


def request(flat: str, gated: tuple[str, ...], english: int, *, bare: bool = False) -> str | None:
    """What kind of injection the normalised text carries in one of the fourteen languages, or None. `gated`: its
    words among `function_words()`, `english`: its English function words (`tongue_words.counts`, one pass, cached);
    `bare` (round 42b): a short text with no function word of any language (a step: "Trin 4: deaktiver alarmen"),
    which every Latin-script lexicon reads for a world action or a safeguard switched off (the words those readings
    want are the language's own)."""
    plain = flat.isascii()  # an ASCII text is in no language of its own script, and has no letter to fold
    flat = flat if plain else flat.translate(_SECOND)
    words = Counter(gated)
    latin = any(word not in ENGLISH for word in gated)  # else no Latin-script language has a word of its own
    tokens: list[str] | None = None
    for reading in _readings():
        if reading.script is not None:
            if plain or reading.script.search(flat) is None:
                continue
            tokens = _TOKEN.findall(flat) if tokens is None else tokens
        elif not (latin or bare):
            continue
        if reading.written_in(tokens or [], words, english):
            found = reading.request(flat)
        elif bare and reading.script is None:
            found = reading.request(flat, bare=True)
        else:
            continue
        if found is not None:
            return found
    return None
