"""The languages of a text, by its function words (round 34; round 39 added `lexicons`' Latin-script languages): the
gate `tongues` and `polyglot` read a text's orders behind. Split from `tongues.py` when it passed 500 lines.

A text's words are counted once (`counts`, `gated`, cached), against the function words of German, Spanish, French and
Portuguese (`FOUR_WORDS`, `polyglot`'s), of Italian, Dutch, Polish, Czech, Swedish and Turkish, of English, and of the
languages `lexicons` reads; Japanese and Chinese by script.
"""

from __future__ import annotations

import functools
import re

from opmem.quarantine import lexicons
from opmem.quarantine.marks import WHOLE, drop_marks

#: the function words of German, Spanish, French and Portuguese (`polyglot.FUNCTION_WORDS`)
_FOUR = (
    "und der die das nicht ist ich sie bitte mit fur auf dem den ein eine zu von im am zum zur danke mir mich uns ihr",
    "el la los las y que por para con una del es lo al se de en gracias nos",
    "le les et des est une pour dans qui pas vous sur au aux du merci veuillez",
    "o os e com uma do da dos das nao voce obrigado obrigada",
)
FOUR_WORDS = frozenset(word for line in _FOUR for word in line.split(" "))
_FUNCTION_WORDS = {
    "it": "il lo gli di che non per con una della del sono alla nel ai questo questa grazie ci sul dei delle al degli",
    "nl": "het een van niet voor met dat zijn je naar dit ook bij aan wij wordt worden geen graag deze wie alle",
    "pl": "w na z nie sie do jest to ze o po dla od jak prosze czy przez sa oraz",
    "cs": "v na se je to ze s do pro o z jak jsou prosim ktery jsme ale nebo",
    "sv": "och att det som en ett pa for med ar av till inte om har jag vi du den",
    "tr": "ve bir bu da de icin ile mi ne var olarak lutfen gibi daha olan cok",
}
_OTHER_WORDS = frozenset(word for line in _FUNCTION_WORDS.values() for word in line.split(" "))
_TWELVE = FOUR_WORDS | _OTHER_WORDS
_ENGLISH = lexicons.ENGLISH  # `polyglot`'s English function words
#: round 39: the function words of the Latin-script languages `lexicons` reads (Danish, Finnish, Hungarian ...)
_GATED = lexicons.function_words()
#: each listed word, with the lists it is in (German-Spanish-French-Portuguese, the eight, any, English, `lexicons`')
_KINDS = {
    word: (word in FOUR_WORDS, word in _OTHER_WORDS, word in _TWELVE, word in _ENGLISH, word in _GATED)
    for word in _TWELVE | _ENGLISH | _GATED
}
#: a word of the text: letters not glued to digits ("at61" in an IBAN is no word), nor part of an e-mail address, a
#: link or a domain (".it", ".se", "de.example")
_WORD = re.compile(r"(?<![\w@./])[a-z']+(?![\w@]|\.\w)")


def fold_pattern(pattern: str) -> re.Pattern[str]:
    """A pattern folded as the text it reads is (`marks.drop_marks`, as `checks.normalise` does: accents dropped,
    Japanese "で" and "ください" kept as written since round 40; "ł", "ı", "ø" ... read as Latin, `marks.WHOLE`, round
    50f). Not `marks.as_read` (round 50d: the two differ on 2,327 characters up to U+30FF): `tongues` writes its
    patterns lower case and Latin, and the compatibility forms it writes ("：", "，") are read here as the NFKC text
    holds them (":", ","), which `as_read` leaves as written."""
    return re.compile(drop_marks(pattern).translate(WHOLE))


KANA = re.compile(r"[\u3040-\u30ff]")
HAN = re.compile(r"[\u4e00-\u9fff]")


def words(flat: str) -> list[str]:
    """The words of a normalised text, a letter run glued to digits aside (an IBAN's country code is no word), and
    addresses, links and domains aside."""
    return _WORD.findall(flat)


def counts(flat: str) -> tuple[int, int, int, int, bool]:
    """The function words of a normalised text: of German, Spanish, French and Portuguese, of the eight other
    languages, of any of the twelve, of English; and whether it is written in Japanese or Chinese script."""
    return _scan(flat)[:5]


def gated(flat: str) -> tuple[str, ...]:
    """Round 39: the words of a normalised text that `lexicons` counts for its Latin-script languages."""
    return _scan(flat)[5]


@functools.lru_cache(maxsize=1024)
def _scan(flat: str) -> tuple[int, int, int, int, bool, tuple[str, ...]]:
    """`counts` and `gated` in one pass. Cached: a text's checks ask more than once (`polyglot.foreign`, `leaning`,
    `other`, `lexicons`, and again for `markup`'s labels)."""
    four = eight = twelve = english = 0
    found: list[str] = []
    for word in words(flat):
        kinds = _KINDS.get(word)
        if kinds is not None:
            four, eight, twelve, english = four + kinds[0], eight + kinds[1], twelve + kinds[2], english + kinds[3]
            if kinds[4]:
                found.append(word)
    script = KANA.search(flat) is not None or (HAN.search(flat) is not None and len(HAN.findall(flat)) >= 4)
    return four, eight, twelve, english, script, tuple(found)


def leaning(flat: str) -> bool:
    """Whether the text leans to any of the twelve languages: more of their function words than English ones (what
    the readings of a reader addressed, a header, a tag and a safeguard switched off want: their own words are no
    English, so a short text is read too)."""
    _, _, twelve, english, script = counts(flat)
    return script or (twelve >= 1 and twelve > english)


def other(flat: str) -> bool:
    """Whether the text reads as Italian, Dutch, Polish, Czech, Swedish, Turkish, Japanese or Chinese rather than
    English (by script, then by function words)."""
    _, eight, _, english, script = counts(flat)
    return script or (eight >= 2 and eight > 2 * english)
