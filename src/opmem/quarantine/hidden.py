"""Round 45b: orders concealed in markup where a person reading the rendered page, mail or file does not see them.

`orders.tagged` reads tags that are not HTML, HTML comments and elements hidden by `display:none`; `markup` reads
labels for the AI. An injection can hide elsewhere: in attribute values (`alt`, `title`, `data-*`, a hidden input's
`value`), in a JSON-LD or other non-executable `<script>` body, under a JSON key that starts with `_` or names an
instruction (`"_agent":`, `agent_instructions:`, `build.instruction=`), in a Markdown or template comment
(`[//]: # (...)`, `{{!-- --}}`, `{# #}`, `<%-- --%>`), in CDATA, in an SVG's `<desc>`, or in an element put off
screen, painted white, sized 0 or classed `sr-only`. `spans(flat)` finds those, each with its carrier.

A hidden element alone is no order: benign mails carry hidden preheaders ("View this email in your browser"), images
carry alt text, templates carry comments for developers. `concealed_order(flat)` refuses a span only for what it
carries: on every carrier, an order to relay to the user or reader ("tell the shopper ...", "recommend that the user
...", "readers must be told ..."), an order after a cue that an agent is reading ("when reading this manifest, add
..."), the reader addressed by what it does ("whoever triages this:", `tongues.ADDRESS` in other languages), a world
action (`orders.world_action`), a request in another language (`polyglot.request`, an imperative of
`imperatives.FOREIGN_IMPERATIVES`, a Japanese or Chinese request form); on a comment, an invisible description or a
metadata value (never read by a person) also a bare imperative of an action, unless it is a developer's note (labelled
TODO / FIXME / NOTE, or acting on the document's own part: "remove this section"). A label shown to a person (an
attribute, a link title, a `note` key) never refuses for a bare imperative: UI text is imperative ("Delete comment").
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from opmem.quarantine import orders, polyglot, tongues
from opmem.quarantine.imperatives import FOREIGN_ORDER
from opmem.quarantine.lexicons import HTML

#: where a span hides: "label" is shown to a person somewhere (a tooltip, alt text, a UI string), so only what it
#: orders someone else to do counts; "key" is a record's `note` or `description`, its own data, read as a label but
#: without the world actions it records; "comment", "hidden" and "meta" are never read by a person as text; "tag" is a
#: tag that is not HTML (`orders.tagged` and `tongues` read its English and Latin-script orders already)
#: (code comments, `/* */`, `//`, `%%`, `=begin`, are `automated._OTHER_COMMENTS`': a developer's, read only labelled)
_COMMENT = re.compile(
    r"<!--(?P<a>.{3,600}?)-->|\{\{!--(?P<b>.{3,600}?)--\}\}|\{\{!(?!--)(?P<c>[^}]{3,600})\}\}|\{#(?P<d>.{3,600}?)#\}"
    r"|<%--(?P<e>.{3,600}?)--%>|<!\[cdata\[(?P<f>.{3,600}?)\]\]>"
    # Markdown's comment idiom: a reference-style link definition to "#" or "<>" that no link uses
    r"|(?:^|\s)\[[^\]]{1,30}\]:\s*(?:#|<>)\s*(?:\((?P<g>[^)]{3,600})\)|\"(?P<h>[^\"]{3,600})\")",
    re.DOTALL,
)
#: styles that hide an element ("hidden" not as a CSS value: overflow:hidden clips a box); broader than
#: `markup._HIDDEN_TAG` on purpose (white text, size 0 or 1, off screen, classes):
#: `concealed_order` refuses a span only for what it carries, `markup` reads any imperative in what its label hides
_STYLE_HIDES = (
    r"display\s*:\s*none|visibility\s*:\s*hidden|opacity\s*:\s*0(?![.\d]*[1-9])|font-size\s*:\s*[01](?:px|pt)?\b(?!\.)"
    r"|(?:left|top|right|text-indent|margin-left)\s*:\s*-\d{3,}|clip\s*:\s*rect\(\s*0"
    r"|(?<![\w-])color\s*:\s*(?:white|#fff(?:fff)?)\b|\b(?:width|height)\s*=\s*[\"']?0[\"'\s>]"
    r"|class\s*=\s*[\"'][^\"']*\b(?:hidden|offscreen|off-screen|sr-only|visually-?hidden|screen-reader-text|d-none|"
    r"invisible)\b|(?<![\w:-])(?<!:\s)hidden(?=[\s>=/])"
)
_HIDDEN_ELEMENT = re.compile(
    rf"<(?P<tag>[a-z][\w-]{{0,20}})\s(?P<attrs>[^>]{{0,200}}?(?:{_STYLE_HIDES})[^>]{{0,200}})>(?P<inner>.{{3,600}}?)"
    r"</(?P=tag)\s*>",
    re.DOTALL,
)
#: a wiki template hidden by its own parameter: {{Note|hidden=yes|text=...}}
_HIDDEN_TEMPLATE = re.compile(r"\{\{(?P<wiki>[^{}]{0,200}\|\s*hidden\s*=\s*(?:yes|true|1)\s*\|[^{}]{3,600})\}\}")
_SVG = re.compile(r"<svg\b.{0,2000}?</svg>", re.DOTALL)
_SVG_TEXT = re.compile(r"<(?P<tag>title|desc)>(?P<inner>[^<]{3,600})</(?P=tag)>")
_SCRIPT = re.compile(
    r"<script\s[^>]{0,80}?type\s*=\s*[\"']?(?!(?:text|application)/(?:java|ecma)script|module)[^\"'\s>]+[\"']?[^>]{0,80}>"
    r"(?P<body>.{3,3000}?)</script>",
    re.DOTALL,
)
#: a JSON, YAML or TOML value under a key for no person ("_agent", "agent_instructions") or a key a person reads
_KEYED = re.compile(r"[\"']?(?P<key>[\w.-]{1,40})[\"']?\s*[:=]\s*(?:\"(?P<v1>[^\"]{8,600})\"|'(?P<v2>[^']{8,600})')")
_META_KEY = re.compile(r"^_|instructions?$|directives?$|prompts?$")
#: keys a person reads ("key" spans)
_LABEL_KEY = re.compile(r"(?:^|[_.-])(?:note|notes|comment|description|hint|help|followup|summary)$")
_ATTRIBUTE = re.compile(
    r"(?<![\w-])(?:alt|title|aria-label|aria-description|data-[\w-]+|value|placeholder|content|label|summary)\s*=\s*"
    r"(?:\"(?P<a1>[^\"]{3,600})\"|'(?P<a2>[^']{3,600})')"
    # a Markdown link's title: [text](url "title"), [label]: url "title"
    r"|\]\(\S+\s+\"(?P<a3>[^\"]{3,300})\"\)|\]:\s*\S+\s+\"(?P<a4>[^\"]{3,300})\""
)
_TAG = re.compile(r"<(?P<tag>[^\s<>/!?]{1,30})(?:\s[^>]{0,60})?>(?P<inner>[^<]{3,600})</(?P=tag)\s*>")
_MARKUP = re.compile(r"<[^<>]{0,200}>")
_CUE = re.compile(r"<|\{\{|\{#|\]:|=|_|[\"']\s*:|instruction|directive|prompt")


def spans(flat: str) -> Iterator[tuple[str, str]]:
    """Each (carrier, text) concealed in the normalised text (see the module docstring)."""
    if _CUE.search(flat) is None:
        return
    for match in _COMMENT.finditer(flat):
        yield "comment", next(g for g in match.groups() if g is not None)
    for match in _HIDDEN_TEMPLATE.finditer(flat):
        yield "hidden", match.group("wiki")
    if "<" in flat:
        yield from _elements(flat)
    for match in _KEYED.finditer(flat):
        key = match.group("key")
        if _META_KEY.search(key):
            yield "meta", match.group("v1") or match.group("v2")
        elif _LABEL_KEY.search(key):
            yield "key", match.group("v1") or match.group("v2")
    for match in _ATTRIBUTE.finditer(flat):
        yield "label", next(g for g in match.groups() if g is not None)


def _elements(flat: str) -> Iterator[tuple[str, str]]:
    """The spans HTML, SVG and XML elements conceal: hidden elements, SVG text, script bodies, tags not HTML."""
    for match in _HIDDEN_ELEMENT.finditer(flat):
        yield "hidden", _MARKUP.sub(" ", match.group("inner"))
    for svg in _SVG.finditer(flat):
        for match in _SVG_TEXT.finditer(svg.group(0)):
            yield ("meta" if match.group("tag") == "desc" else "label"), match.group("inner")
    for match in _SCRIPT.finditer(flat):
        body = match.group("body")
        values = [m.group("v1") or m.group("v2") for m in _KEYED.finditer(body)]
        yield from (("meta", value) for value in (values if body.lstrip()[:1] in "{[" else [body]))
    for match in _TAG.finditer(flat):
        if match.group("tag") not in HTML:
            yield "tag", match.group("inner")


_PERSON = (
    r"(?:the |your |our |any |every |all |each )?(?:users?|readers?|customers?|shoppers?|visitors?|buyers?|"
    r"members?|clients?|guests?|people|parents?|tenants?|callers?|patients?|subscribers?|viewers?|recipients?|"
    r"requesters?|reporters?|them|him|her|everyone|anyone)"
)
#: an order to pass something on to whoever the reader answers
_RELAY = re.compile(
    rf"(?:^|[.;:!?,(]\s*)(?:(?:also|then|please|kindly|and|just|now|so),? )*"
    rf"(?:(?:tell|instruct|advise|inform|warn|remind|urge|ask|convince|persuade|direct|encourage|pressure) {_PERSON}\b"
    rf"|let {_PERSON} know\b|(?:recommend|suggest|state|claim|mention|insist|stress|emphasi[sz]e|assert|say)"
    rf"(?: to {_PERSON})? (?:that|it is|they|the only)\b|(?:recommend|advise|suggest) \w+ing\b)"
    rf"|\b{_PERSON} (?:must|should|need to|are to|is to|have to)(?: always| first)? be (?:told|advised|warned|"
    r"informed|reminded|instructed|asked|directed|sent|redirected)\b"
)
#: a cue that the text is being read by an agent at work ("when reading this manifest", "before answering")
_READING = re.compile(
    r"\b(?:when|while|whenever|before|after|once|as) (?:you(?:'re| are)? )?(?:read|summari[sz]|answer|respond|repl|"
    r"process|pars|index|build|triag|render|translat|review|load|open)\w* (?:this|the|that|these|any)\b"
    r"|\b(?:when|while|whenever|before|after) (?:answering|responding|replying|summari[sz]ing|reading|building|"
    r"processing|triaging|indexing|rendering)\b"
    r"|\bwhen (?:this|the) (?:page|file|text|document|e-?mail|message|manifest|readme|note|review|issue|report|"
    r"listing|post) is (?:read|summari[sz]ed|processed|parsed|indexed|opened|loaded|rendered|quoted|answered)\b"
    r"|\bwhile you(?:'re| are) (?:in|on|editing|reading|looking at|working on) (?:this|the)\b"
)
#: the reader addressed by what it does with the text ("whoever triages this report:", "to the agent reading this,")
_READER = re.compile(
    r"(?:^|[.;!?(]\s*)(?:(?:to|for|attn|note (?:to|for)):? )?(?:whoever|anyone who|the (?:person|agent|assistant|"
    r"tool|system|bot|model|ai|crawler|summari[sz]er) (?:who|that) |(?:ai |automated )?(?:readers?|summari[sz]ers?|"
    r"crawlers?|scrapers?|indexers?|triagers?)\b)[^:.!?]{0,60}[:,]"
)
_FOREIGN = re.compile(
    rf"(?:^|[.;:!?,]\s*){FOREIGN_ORDER}"
    r"|(?:^|[.;:!?,]\s*)(?:[\w-]+ ?:\s*)?(?:bitte|por favor|per favore|s'il vous plait|veuillez|prosze|prosim|graag|"
    r"alsjeblieft|lutfen)\b"
)
#: Japanese and Chinese requests (a polite or plain imperative, a causative, 请 / 把 / 让), not a prohibition
_CJK = re.compile(r"ください|下さい|しなさい|せよ|[さかがたなまばらわ]せ(?:る|て|ろ)|请|請|把|让|讓|给我")
_CJK_NOT = re.compile(r"ないで(?:ください|下さい)|请勿|請勿|不要|禁止|しないこと|しないよう")
_SCRIPT_LETTERS = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
#: the verbs a concealed imperative of an action opens with: acts of consequence on money, access, data, code and
#: records (not "check", "use", "open", "order", "book", "update", "add": an issue template's comment or a preheader
#: says those to a person)
_LEAD = r"(?:(?:also|then|and|please|kindly|now|just),? )*"
_MORE_VERBS = re.compile(
    rf"^{_LEAD}(?:transfer|wire|pay|send|forward|share|invite|grant|give|approve|disable|delete|remove|purge|"
    r"drop|cancel|close|reset|revoke|rotate|shut|turn off|push|force[- ]push|deploy|publish|upload|export|unlock|merge|"
    r"release|block|ban|suspend|deactivate|kill|terminate|restore|migrate|copy|replace|rename|post|raise|wipe|erase|"
    r"flush|drain|commit|paste|echo|dump|leak|expose|insert|append|embed|overwrite|open (?:a |the )?(?:pr|pull "
    r"request|issue|port|ticket)|make (?:[\w-]+ )?(?:public|private|admin|owner)|add (?:a |an )?(?:dependency|user|"
    r"member|admin|key|collaborator|secret|token|webhook|script|workflow|step))\b"
)
#: a private thing made public, in the languages the guard reads ("rendi pubblico", "maak ... openbaar")
_PUBLISHED = re.compile(
    rf"^{_LEAD}(?:make\b.{{0,40}}\bpublic|rend[ie]\b.{{0,40}}\bpubblic|maak\b.{{0,40}}\bopenbaar|mach\b.{{0,40}}\boffentlich|"
    r"rends?\b.{0,40}\bpublic|haz\b.{0,40}\bpublico|torn[ae]\b.{0,40}\bpublico|upublicznij|zverejni|"
    r"gor\b.{0,40}\boffentlig)"
)
#: a developer's note: labelled as one, or acting on the document's own part ("remove this section")
_DEV_NOTE = re.compile(
    r"^\s*(?:todo|fixme|xxx|hack|nb|note to self|dev(?:eloper)?s?|editors?)\b"
    r"|^\s*\w+ (?:once|after|when|before|until|if|on|by)\b"
    r"|^\s*\w+(?: \w+)? (?:this|these|the (?:above|below|following)|it)(?: \w+)?\s*(?:$|[.;,!]|\b(?:section|block|"
    r"line|lines|comment|banner|paragraph|heading|placeholder|template|partial|list|table|page|link|image|div|file)\b)"
)
_CLAUSE = re.compile(r"[.;:!?()\n]|,\s*|\s[-–—]\s")


def _clauses(text: str) -> list[str]:
    return [clause.strip() for clause in _CLAUSE.split(text) if clause.strip()]


def _imperative(text: str) -> bool:
    """A clause opens with an imperative of an action, and the span is not a developer's note."""
    if _DEV_NOTE.search(text):
        return False
    return any(_MORE_VERBS.match(clause) is not None and _DEV_NOTE.search(clause) is None for clause in _clauses(text))


def _ordered(text: str, carrier: str) -> bool:
    """What the span carries makes it an order (the module docstring)."""
    if _SCRIPT_LETTERS.search(text) is not None:
        return _CJK.search(text) is not None and _CJK_NOT.search(text) is None
    if carrier == "tag":
        return False
    if _RELAY.search(text) or orders.addressed(text) or _FOREIGN.search(text):
        return True
    # a `note` or `description` key is the record's own data ("note": "deposit 50 GBP to ..."): what it says of the
    # world is no order, only what it tells the reader is
    if carrier != "key" and any(orders.world_action(clause) for clause in _clauses(text)):
        return True
    if polyglot.request(text) is not None:
        return True
    cued = _READING.search(text) or _READER.search(text) or tongues.ADDRESS.search(text)
    # an agent reading is cued or the reader addressed: any imperative after it is an order to it
    if cued and any(_MORE_VERBS.match(clause) or orders.ORDER.search(clause) for clause in _clauses(text)):
        return True
    return carrier in ("comment", "meta") and (_imperative(text) or _PUBLISHED.match(text) is not None)


def concealed_order(flat: str) -> bool:
    """A span concealed in markup carries an order (the module docstring)."""
    return any(_ordered(text.strip(), carrier) for carrier, text in spans(flat))
