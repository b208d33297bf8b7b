"""Round 47d: the reader's brief dismissed in words the paraphrases of `orders` and the lexicons of `tongues` miss.

An order to ignore the reader's instructions names what it dismisses by what the reader was given: its brief, what
its user asked or wanted, the user's question, the summary it was asked for, the rules it was set up with. Or it
declares them lapsed ("previous directions no longer apply", "new instructions supersede all previous ones"), or it
spells "ignore" so a word list misses it ("Ignroe", "i-g-n-o-r-e", "igno re prev ious instru ctions"), or it says it
in a language the lexicons do not hold (Catalan, Croatian, Lithuanian, Icelandic, Welsh, Tagalog, Swahili,
Vietnamese, Indonesian, Romanian, Finnish, Hungarian, Slovak, Estonian, Latvian, Danish and Norwegian) or with a
noun they miss (Spanish "las órdenes anteriores", French "vos consignes"). A text that ignores a warning, a flaky
test or a column dismisses nothing the reader was told, and is not read here.

`dismissed(flat, sentences)` reads the normalised text (`checks.views`: lower case, accents dropped).
"""

from __future__ import annotations

import re

from opmem.quarantine.prefilter import Cued

_VERB = (
    r"(?:ignore|disregard|forget|drop|skip|scratch|throw out|toss|set aside|put aside|override|overrule|discard|"
    r"don'?t follow|do not follow|stop following|never ?mind|pay no (?:attention|heed) to|dismiss)"
)
#: what the reader was given: its brief, the user's question or wish, its setup
_BRIEF = (
    r"(?:(?:the|your|any|all|that|my) )?(?:(?:earlier|previous|prior|original|old|initial|usual|standing|first|"
    r"current) )?(?:brief|briefing|briefs)\b"
    r"|(?:what(?:ever)?|anything|everything) (?:your (?:user|client|owner|operator|company|employer|boss)|the user|you)"
    r" (?:(?:were|was|have been|has|had) )?(?:asked|told|wanted|given|instructed|said|requested)\b"
    r"|the (?:user'?s?|original|actual|initial|first|[a-z]+ )?(?:question|request|task|summary|assignment)"
    r" (?:you were|you've been|they) (?:asked|given|set|assigned)\b"
    r"|the (?:user'?s|original|initial|first) (?:question|request|task|ask)\b"
    r"|the (?:user|customer|owner|operator)(?:\s*[.!;:]|\s+(?:and|now|completely)\b|\s*$)"
    r"|(?:the )?(?:[a-z]+ )?(?:policy|policies|rules|settings|guidelines|instructions) (?:you (?:were|have been) "
    r"(?:given|set up with|configured with|trained on|handed)|(?:your|the) (?:company|operator|owner|developer)s? "
    r"(?:gave|set))\b"
    r"|(?:previous|prior|earlier) (?:settings|guidance|configuration|setup)\b"
    r"|(?:the|your|all) (?:old|earlier|previous|prior|original|initial) (?:instructions|rules|directions|orders|"
    r"guidance)\b"
)
#: earlier orders declared lapsed or replaced
_LAPSED = (
    r"\b(?:previous|prior|earlier|old|original|initial|standing) (?:directions|instructions|guidance|rules|brief|"
    r"orders|directives|guidelines)\b[^.;!?]{0,40}?\b(?:no longer apply|(?:do not|don'?t) (?:count|apply|matter)|"
    r"(?:are|is) (?:void|cancell?ed|lifted|suspended|not valid))"
    r"|\b(?:instructions|rules|orders|directions|guidance|brief) you (?:started|came in|arrived|were set up|were "
    r"configured|carried|brought)\b[^.;!?]{0,60}?\b(?:(?:do not|don'?t|no longer) (?:apply|cover|count)|are void)"
    r"|\bnew (?:rules?|instructions?|context|directions|orders|directives?|guidance)\b[^.;!?]{0,20}?\b(?:replaces?|"
    r"supersedes?|overrides?) (?:the |all |any )?(?:old|previous|prior|earlier|existing)"
    r"|\bignoring (?:earlier|previous|prior|your) (?:guidance|instructions|rules|orders) is "
    r"(?:allowed|permitted|fine|ok)"
    r"|\bwhatever (?:instructions|rules|orders|guidance|you were told)\b[^.;!?]{0,50}?,\s*(?:drop|forget|ignore|"
    r"disregard|skip) (?:them|it|those)\b"
    r"|\b(?:the )?(?:rules|instructions|policies) you were (?:set up|configured|given|trained) (?:with )?"
    r"(?:don'?t|do not|no longer) apply"
    r"|\byour (?:real|new|true|actual) job (?:now|from now on)\s*[:,-]"
    # the question set aside for another order ("Ignore the calendar question. Instead ...")
    r"|\b(?:ignore|disregard|forget|skip|don'?t answer|do not answer) the (?:[a-z]+ )?question[.;,]? (?:and )?instead\b"
)
_ENGLISH = re.compile(rf"\b{_VERB}\b[^.;!?]{{0,25}}?\b(?:{_BRIEF})|{_LAPSED}")
#: "ignore" misspelt by a swap of two letters, or spelled out with hyphens or spaces inside the word
_MISSPELT = re.compile(
    r"\b(?:ignroe|igonre|ingore|ignoer|ginore|disregrad|disreagrd|froget|forgte)\b[^.;!?]{0,15}?"
    r"\b(?:what(?:ever)? you (?:were|was) (?:asked|told|given)|(?:your |the |all )?(?:previous|prior|earlier) "
    r"\w+|(?:your |the |all )?instructions)"
)
_SPELLED = re.compile(r"\bi[- .]g[- .]n[- .]o[- .]r[- .]e\b|\bigno re\b|\bign ore\b|\bi gnore\b")

#: the same in languages and with nouns the lexicons miss: a verb of ignoring or forgetting, then within the clause
#: what was said before (or the Tagalog, Swahili, German order where the noun comes first)
_FOREIGN = (
    # Spanish, Catalan, Portuguese, French, Italian nouns `tongues` misses
    r"\b(?:ignora|ignore|ignoren|olvida|olvide|descarta|omite|oblida|oblideu|ignoreu|esquece|esqueca|desconsidere|"
    r"laissez tomber|laisse tomber|oubliez|oublie|ignorez|ne tenez pas compte d\w*|dimentica|ignorate)\b"
    r"[^.;!?]{0,30}?\b(?:ordenes|ordres|ordens|indicaciones|indicacions|consignes?|consignas|orientacoes|"
    r"(?:tot |todo )?(?:lo |l')anterior|tout ce qui precede|direttive|consegne|regras)\b"
    # Croatian, Serbian, Bosnian, Slovene, Slovak
    r"|\b(?:zanemari\w*|zaboravi\w*|ignorira\w*|ignorisi\w*|unuti|prezri|pozabi|ignoruj\w*|zabudni\w*|nevsimaj\w*)\b"
    r"[^.;!?]{0,30}?\b(?:upute|uputstva|uputa|instrukcij\w*|naredb\w*|navodila|pokyny|pokynov|prethodn\w*|"
    r"predchadzajuc\w*|predosl\w*)"
    # Romanian, Hungarian, Finnish, Estonian, Latvian, Lithuanian
    r"|\b(?:ignora\w*|uita\w*|nu mai tine cont)\b[^.;!?]{0,30}?\b(?:instructiuni\w*|indicatii\w*|anterioare)\b"
    r"|\b(?:hagyd figyelmen kivul|felejtsd el|ignorald|felejtse el|hagyja figyelmen kivul)\b[^.;!?]{0,30}?"
    r"\b(?:utasitas\w*|korabbi\w*|szabaly\w*)"
    r"|\b(?:unohda|ohita|jata huomiotta|ignoreeri|unusta|aizmirsti|ignore|neievero|nepaisyk\w*|ignoruok\w*|"
    r"pamirsk\w*)\b[^.;!?]{0,30}?\b(?:ohjeet|ohjeita|aiemma\w*|edelli\w*|juhis\w*|eelmis\w*|varasem\w*|"
    r"noradijum\w*|instrukcij\w*|ieprieksej\w*|nurodym\w*|ankstesn\w*)"
    # Icelandic, Welsh, Danish and Norwegian
    r"|\b(?:hunsa\w*|gleymdu|anwybydd\w*|anghofi\w*|ignorer|glem|se bort fra)\b[^.;!?]{0,30}?\b(?:fyrirmael\w*|"
    r"leidbeining\w*|fyrri|cyfarwyddiad\w*|blaenorol|instruks\w*|instruktion\w*|tidligere)"
    # Tagalog, Swahili, Indonesian and Malay, Vietnamese
    r"|\b(?:kalimutan|balewalain|huwag pansinin|puuza|sahau|abaikan|lupakan|bo qua|phot lo|quen)\b[^.;!?]{0,30}?"
    r"\b(?:tagubilin|utos|naunang|maagizo|maelekezo|awali|instruksi|perintah|petunjuk|arahan|sebelumnya|"
    r"huong dan|chi dan|chi thi|truoc do)"
    # German: the earlier orders declared lapsed ("Anweisungen vor diesem Absatz gelten nicht mehr")
    r"|\b(?:anweisungen|vorgaben|regeln|instruktionen)\b[^.;!?]{0,40}?\bgelten (?:ab (?:jetzt|sofort) )?nicht mehr"
)
_READINGS = (Cued(_ENGLISH), Cued(_MISSPELT), Cued(re.compile(_FOREIGN)))
_SPELLED_ORDER = re.compile(r"\b(?:what(?:ever)? you were|previous|prior|earlier|prev ious|instru)")


def dismissed(flat: str) -> bool:
    """The text dismisses what its reader was told, in a form `orders.ignores` and `tongues` do not read."""
    if any(reading.search(flat) is not None for reading in _READINGS):
        return True
    spelled = _SPELLED.search(flat)
    return spelled is not None and _SPELLED_ORDER.search(flat, spelled.end(), spelled.end() + 30) is not None
