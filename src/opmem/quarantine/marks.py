"""Which combining marks the guard's normalised text drops (round 40), for the text and for the patterns alike.

`checks.normalise` drops accents so that "überweise" reads "uberweise" and "ignorá" reads "ignora": in the Latin,
Greek and Cyrillic alphabets a mark is an accent a writer may leave out, and the patterns are written without
them. Until round 40 it dropped every combining mark, whatever letter it sat on; in other scripts a mark is part
of the letter: Japanese "が" read "か" and "ぱ" read "は" (dakuten and handakuten), Hindi "क्ष" read "कष" (the
virama), Thai "ที่" lost its tone mark. `drop_marks` drops a mark only where it sits on:

- a Latin, Greek, Cyrillic or Armenian letter (accents; Vietnamese tones, which stay on Latin letters, included);
- a Hebrew or Arabic letter: their marks are the optional vowel pointing (niqqud, harakat) and the hamza or madda
  over an alef, which writers commonly leave out, so a pattern written unpointed reads pointed text too;
- no letter at all (the start of the text, a space, a digit, a punctuation mark or a symbol): a mark stacked on
  those hides nothing a reader needs, and only disguises the text.

Every other script keeps its marks (kana, Devanagari and the other Indic scripts, Thai, Lao, Tibetan, Myanmar,
Khmer, ...). Patterns that read those scripts are folded by the same function (`tongues`), so a reading stays
written as the language writes it.

Round 49f: `as_read(pattern)` writes a pattern's letters as the normalised text holds them (look-alikes folded,
marks dropped, casefolded), for the patterns spelt with such letters ("шаг", "βημα", "müssen", "إيجار"), which
could never match before; `lexicons` folds its words the same way (`lexicons.fold`).
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from collections.abc import Callable

#: the blocks whose marks are dropped (see the module docstring), in order
_FOLDED_BLOCKS = (
    (0x0000, 0x05FF),  # Basic Latin ... Greek and Coptic, Cyrillic, Armenian, Hebrew
    (0x0600, 0x06FF),  # Arabic
    (0x0750, 0x077F),  # Arabic Supplement
    (0x08A0, 0x08FF),  # Arabic Extended-A
    (0x1C80, 0x1C8F),  # Cyrillic Extended-C
    (0x1D00, 0x1DBF),  # Phonetic Extensions
    (0x1E00, 0x1FFF),  # Latin Extended Additional, Greek Extended
    (0x2000, 0x2BFF),  # punctuation, symbols, arrows, box drawing, ...
    (0x2C60, 0x2C7F),  # Latin Extended-C
    (0x2DE0, 0x2DFF),  # Cyrillic Extended-A
    (0x3000, 0x3000),  # the ideographic space
    (0xA640, 0xA69F),  # Cyrillic Extended-B
    (0xA720, 0xA7FF),  # Latin Extended-D
    (0xAB30, 0xAB6F),  # Latin Extended-E
    (0xFB00, 0xFDFF),  # Latin, Armenian, Hebrew and Arabic presentation forms
    (0xFE70, 0xFEFF),  # Arabic presentation forms-B
    (0xFF00, 0xFFEF),  # half- and full-width forms
)
#: Cyrillic, Greek and Latin-variant letters that look like Latin ones, lower case and upper case, and the Latin
#: letters the guard reads them as: `checks.normalise` folds the text through them, `lexicons.fold` the words it reads
LOOKALIKE_LOWER = ("авеікмнорстухѕјԁԛԝɑɡɩαβεικμνορτυχ", "abeikmhopctyxsjdqwagiabeikmvoptux")
LOOKALIKE_UPPER = ("АВЕІКМНОРСТУХЅЈΑΒΕΙΚΜΝΟΡΤΥΧ", "ABEIKMHOPCTYXSJABEIKMNOPTYX")
_LAST_MARK = 0x1FFFF  # combining marks past the supplementary multilingual plane: only tags and selectors (removed)
_STARTS = tuple(low for low, _ in _FOLDED_BLOCKS)


def _ranges(codes: list[int]) -> str:
    """A character class body for sorted code points, consecutive ones written as ranges."""
    parts: list[str] = []
    start = previous = codes[0]
    for code in [*codes[1:], -1]:
        if code == previous + 1:
            previous = code
            continue
        first, last = re.escape(chr(start)), re.escape(chr(previous))
        parts.append(first if start == previous else f"{first}-{last}")
        start = previous = code
    return "".join(parts)


def _marks(low: int, high: int) -> str:
    return _ranges([code for code in range(low, high + 1) if unicodedata.combining(chr(code))])


#: runs of combining marks; a class of the Basic Multilingual Plane's alone is searched several times faster, so the
#: one with the other planes' marks (Brahmi, Chakma, musical notation ...) is used only on a text that holds one
_MARKS = re.compile(f"[{_marks(0x0300, 0xFFFF)}]+")
_ALL_MARKS = re.compile(f"[{_marks(0x0300, 0xFFFF)}{_marks(0x10000, _LAST_MARK)}]+")
_ASTRAL = re.compile("[\U00010000-\U0010ffff]")


def _folded(base: str) -> bool:
    """Marks on this character are dropped: it stands in one of `_FOLDED_BLOCKS` (or is a space)."""
    code = ord(base)
    at = bisect.bisect_right(_STARTS, code) - 1
    return (at >= 0 and code <= _FOLDED_BLOCKS[at][1]) or base.isspace()


def drop_marks(text: str) -> str:
    """`text` decomposed (NFKD), without the combining marks that sit on a Latin, Greek, Cyrillic, Armenian, Hebrew
    or Arabic letter or on no letter, and composed again (NFC): "Überweise" -> "Uberweise", "が" stays "が"."""
    decomposed = unicodedata.normalize("NFKD", text)
    kept: list[str] = []
    last = 0
    astral = any(unicodedata.combining(char) for char in _ASTRAL.findall(decomposed))
    for run in (_ALL_MARKS if astral else _MARKS).finditer(decomposed):
        if run.start() == 0 or _folded(decomposed[run.start() - 1]):
            kept.append(decomposed[last : run.start()])
            last = run.end()
    kept.append(decomposed[last:])
    return unicodedata.normalize("NFC", "".join(kept))


_LOOK = str.maketrans(LOOKALIKE_LOWER[0] + LOOKALIKE_UPPER[0], LOOKALIKE_LOWER[1] + LOOKALIKE_UPPER[1])
#: round 50f: Latin letters NFKD leaves whole (no mark to drop), read as their languages are written without them:
#: Polish "ł", Turkish dotless "ı", Danish and Norwegian "ø" and "æ", French "œ", Maltese "ħ", Icelandic "þ" and "ð",
#: Sami "ŧ". Vietnamese "đ" stays whole: with its tones dropped, it alone tells "đừng" (do not) from "dùng" (use)
#: and "nội dung" (content), and the dong sign "đ" after a number from "30 d" (days)
WHOLE = str.maketrans(
    {"ł": "l", "Ł": "L", "ı": "i", "ð": "d", "Ð": "D", "ø": "o", "Ø": "O", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE"}
    | {"ħ": "h", "Ħ": "H", "þ": "th", "Þ": "TH", "ŧ": "t", "Ŧ": "T"}
)


def fold(text: str) -> str:
    """A letter or word as `views.normalise` leaves it: NFKC, look-alikes read as Latin, marks dropped, the letters of
    `WHOLE` read as Latin ones, casefolded (`as_read` writes patterns so; `lexicons.fold` adds its second pass)."""
    return drop_marks(unicodedata.normalize("NFKC", text).translate(_LOOK)).translate(WHOLE).casefold()


#: the look-alike letters the normalised text still holds: an accent shields a letter from the look-alike pass and is
#: then dropped ("ά" reads "α", "ё" reads "е"), in the Latin, Greek and Cyrillic blocks
LEFT = frozenset(
    char
    for low, high in ((0x00C0, 0x052F), (0x1C80, 0x1C8F), (0x1E00, 0x1FFF))
    for code in range(low, high + 1)
    for char in fold(chr(code))
    if char in LOOKALIKE_LOWER[0]
)


def letter_folds(letter: str, folding: Callable[[str], str] = fold) -> set[str]:
    """A letter's fold, its capital's and its bare letter's ("ё" reads "е" and "e", "ν" reads "v" and, from "Ν",
    "n"): `as_read` folds with `fold`, `lexicons` with its own second pass added (`lexicons.fold`)."""
    bare = drop_marks(letter)
    return {folding(form) for form in (letter, letter.upper(), bare, bare.upper())}


def one_of(forms: list[str]) -> str:
    """A pattern that reads any of a letter's forms: the form, a class of them, or an alternation."""
    if len(forms) == 1:
        return re.escape(forms[0])
    if all(len(form) == 1 for form in forms):
        return "[" + "".join(map(re.escape, forms)) + "]"
    return "(?:" + "|".join(map(re.escape, forms)) + ")"


def _forms(letter: str) -> list[str]:
    """Every form the normalised text may hold a letter in: its folds (`letter_folds`), and the look-alike itself
    where an accented letter leaves it ("α" from "ά")."""
    forms = letter_folds(letter)
    forms.update(form for form in (drop_marks(letter).casefold(),) if form in LEFT)
    return sorted(forms)


def as_read(pattern: str) -> str:
    """A regular expression with each literal letter that `views.normalise` changes written in the forms the
    normalised text holds it in (round 49f): every pattern reads normalised text, so a word spelt with a letter the
    normalisation folds ("шаг", whose "а" reads "a"; "müssen", whose "ü" reads "u") could never match. A letter
    becomes a class of its forms, and inside a class its forms join it; escapes, a range's ends and the syntax are
    left as written. Applied once, where a pattern is compiled; folding it again changes nothing."""
    out: list[str] = []
    members: set[str] | None = None  # the letters of the class being read, or None outside a class
    index = 0
    while index < len(pattern):
        char = pattern[index]
        index += 1
        while char[0].isalpha() and index < len(pattern) and unicodedata.combining(pattern[index]):
            char += pattern[index]  # a letter with the marks on it, read together (Hindi "ट्" keeps its virama)
            index += 1
        if char == "\\":
            out.append(char + pattern[index : index + 1])
            index += 1
        elif members is None and char == "[":
            negated = pattern[index : index + 1] == "^"
            literal = pattern[index + negated : index + negated + 1] == "]"  # "[]...]", "[^]...]": a literal "]"
            opening = pattern[index : index + negated + literal]
            out.append(char + opening)
            index += len(opening)
            members = set()
        elif members is not None and char == "]":
            out.append(char)
            members = None
        elif char.isascii() or not char[0].isalpha() or fold(char) == char:
            out.append(char)  # syntax, or a letter the text holds as written
            if members is not None:
                members.add(char)
        elif members is not None:
            ranged = "-" in (pattern[index : index + 1], pattern[index - len(char) - 1 : index - len(char)])
            forms = [char] if ranged else [form for form in _forms(char) if len(form) == 1] or [char]
            out.append("".join(form for form in forms if form not in members))  # a range's ends as written
            members.update(forms)
        else:
            out.append(one_of(_forms(char)))
    return "".join(out)
