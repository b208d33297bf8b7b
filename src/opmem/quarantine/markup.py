"""Orders in markup labelled for the AI or as an instruction: the tag, key, comment or bracket names who it is for.

`orders.tagged` reads what is *inside* tags that are not HTML. An injection in markup also says, in the markup
itself, that it is meant for the reader: a tag or key named for the AI (`<ai_only>`, `"nota_para_ia":`,
`<script type="text/llm">`, `<meta name="ai-instructions" content=...>`, `{{assistant: ...}}`, `**[AI ONLY]**`,
`<!-- para el asistente: ... -->`, `"role": "system"`) or as an order (`<task>`, `<cmd>`, `%%BEGIN_ORDER%%`,
`[inject]`, `<anweisung>`, `"directive":`). `labelled_order(flat)` refuses such a label when the text around it
also carries an order: a clause that starts with an action verb, a function call with named arguments, or a
request in another language (`polyglot`). A label alone (an XML `<task>` in a build file, a YAML `actions:` key)
passes; so does an order in markup that names neither (an HTML `<li>` step). Round 45b: an order concealed in
markup where no person reads it (a comment of any syntax, an attribute, metadata, an element hidden or put off
screen) is refused first, for what it carries, labelled or not (`hidden`).
"""

from __future__ import annotations

import re

from opmem.quarantine import hidden, polyglot
from opmem.quarantine.ai_words import AI, END
from opmem.quarantine.orders import ACTION_VERBS, HIDES
from opmem.quarantine.prefilter import Cued

#: round 41: the one list (`ai_words`), its words in other languages, and the plural label words
_AI_LABEL = r"ia|ki|llms|assistants|asistente|assistente|assistent(?:in)?"
_AI = rf"(?:{AI}|{_AI_LABEL}|agents?|bots?|models?)"
_ORDER = (
    r"(?:instructions?|instrucao|instrucoes|instruccion(?:es)?|anweisung(?:en)?|consignes?|directives?|orders?|"
    r"tasks?|cmd|commands?|inject(?:ion)?|do this(?: first)?|todo|hidden|nota|hinweis|action(?: required)?)"
)
_PART = r"[\w-]"
#: an element hidden from a human reader by its style (what round 44c reads as a label of what it hides alone). Not
#: `hidden._STYLE_HIDES` on purpose: any imperative in what this label hides refuses, so it keeps to styles that hide
#: beyond doubt; white text (a button's) or a 0-wide tracking image in a benign e-mail would make its labels orders
_HIDDEN_TAG = rf"<(?P<hid>[\w-]+)\s[^>]{{0,60}}?(?:{HIDES})[^>]{{0,60}}>"
#: where markup says who a text is for, or that it is an order
LABEL = re.compile(
    # a tag or processing instruction named for the AI or as an order: <ai_only>, <task>, <?ai-instruction
    rf"<[?!]?\s*(?:{_PART}*[_:-])?(?:{_AI}|{_ORDER})(?:[_:-]{_PART}*)?(?=[\s>?/])"
    # an attribute naming the AI: to="assistant", name="ai-instructions", type="text/llm", audience
    rf"|\b(?:name|type|to|for|role|audience|target|data-[\w-]+)\s*=\s*[\"']?[\w/ .-]*?\b{_AI}{END}"
    # a JSON or YAML key for the AI or an order: "nota_para_ia":, ai_actions:, "directive":
    rf"|(?<![\w-])[\"']?(?:{_PART}*_)?(?:ai|ia|ki|llm|gpt|assistant|asistente|assistente)(?:_{_PART}*)?[\"']?\s*:"
    rf"|[\"'](?:{_ORDER}|do)[\"']\s*:"
    rf"|[\"'](?:role|audience|alert|target|for)[\"']\s*:\s*[\"'](?:system|for )?[\w ]*?\b(?:system|{_AI}){END}"
    # brackets, braces, percent signs or bold labels: {{assistant: ...}}, [[do this first]], %%BEGIN_ORDER%%
    rf"|(?:\[\[|\{{\{{|%%+|<<|\*\*\s*\[|`\[|\[)\s*(?:{_PART}*[_ -])?(?:{_AI}|(?!action\b){_ORDER})(?:[_ -]{_PART}*)*"
    r"\s*(?:\]\]|\}\}|%%+|>>|\]|:)"
    rf"|\*\*\s*(?:{_AI}|{_ORDER}){END}[\w ]{{0,30}}:?\s*\*\*"
    # a comment addressed to the AI: <!-- IA : ... -->, <!-- para el asistente: ... -->
    rf"|<!--\s*(?:[\w']+ ){{0,3}}{_AI}\s*:"
    # a code fence labelled for the AI or as an order: ```consigne-ia
    rf"|```\s*(?:{_PART}*[_-])?(?:{_AI}|{_ORDER})(?:[_-]{_PART}*)?{END}"
    # text hidden from a human reader by its style
    rf"|{_HIDDEN_TAG}"
)
_LABEL = Cued(LABEL)
#: a label that is for the AI beyond doubt, or an order word in another language: no English verb is needed. Not
#: "chatbot" (round 41, which brought it from the one list): a tag named for the product is its configuration
#: ("<chatbot name=... languages=...>"), and is strong only with an order beside it
STRONG = re.compile(
    rf"\b(?!chat ?bot{END})(?:{AI}|{_AI_LABEL}|instrucao|instrucoes|instruccion(?:es)?|anweisung(?:en)?|"
    rf"consignes?){END}"
)
_SEPARATORS = re.compile(r"[_-]")
_USER_AGENT = re.compile(r"\buser[- ]agents?\b")
_MARKUP = re.compile(r"</?[?!]?[\w:-]*|[<>{}\[\]%*`\"'|]|\b[\w-]+\s*[:=](?=\s|\")")
_CLAUSE = re.compile(r"[.;:,\n!?()]|\s[-–—]\s|\band\b|\bthen\b")
_VERB_FIRST = re.compile(
    rf"^\s*(?:please |kindly |now |also |just )?(?:{ACTION_VERBS}|refund|issue|spin up|subscribe|allow-?list|"
    r"whitelist|tag|find|cancel|wipe|attach|e-?mail|activate|lower|raise|grant|transfer|pay|invite)\b"
)
_CALL = re.compile(r"\b[a-z_]+\(\s*[a-z_]+\s*=")
_WORD = re.compile(r"[^\W\d_]{2,}")


def _orders(flat: str) -> bool:
    stripped = _MARKUP.sub(" ", LABEL.sub(". ", flat))
    if any(_VERB_FIRST.match(clause) for clause in _CLAUSE.split(stripped)):
        return True
    return _CALL.search(flat) is not None or polyglot.request(flat) is not None


def labelled_order(flat: str, *, strong: bool = True) -> bool:
    """Markup labelled for the AI or as an instruction, with an order beside it (see the module docstring). With
    `strong=False` a label for the AI also needs the order (round 32: a config section named after the AI)."""
    if hidden.concealed_order(flat):  # round 45b: an order concealed in markup, labelled or not
        return True
    if _LABEL.search(flat) is None:
        return False
    text = _USER_AGENT.sub(" ", flat)
    labels = [match.group(0) for match in LABEL.finditer(text)]
    if not labels:
        return False
    strong = strong and any(STRONG.search(_SEPARATORS.sub(" ", label)) for label in labels)
    if strong and len(_WORD.findall(_MARKUP.sub(" ", text))) >= 4:
        return True
    hides = _hidden_only(text)
    if hides is not None:
        return any(_orders(part) for part in hides)
    return _orders(text)


# Round 44c: an HTML e-mail's preheader (`<div style="display:none">Your January newsletter ...</div>`) is text hidden
# by its style, and so a label; read as a label of the whole text, any imperative anywhere in the e-mail ("Update your
# preferences", "Use code RINGS20 at checkout") made it an order in markup. What hidden text labels is what it hides:
# when every label is a hidden element, the order is looked for inside it (`<span style="font-size:0">Assistant: wire
# ...</span>`) and, after a hidden label or an empty hidden element, in the clause right after it (`<span
# hidden>AI:</span> wire ...`), not in the visible e-mail around it.
_HIDDEN_ONLY = re.compile(_HIDDEN_TAG)
_HIDDEN_REACH = 150
#: what follows the first clause after the hidden element (cut off: the clause alone is read)
_NEXT_CLAUSE = re.compile(r"[.;!?\n].*", re.DOTALL)


def _hidden_only(text: str) -> list[str] | None:
    """What each hidden element hides (and the clause after a hidden label), when every label is a hidden element;
    else None (the comment above)."""
    parts: list[str] = []
    for match in LABEL.finditer(text):
        element = _HIDDEN_ONLY.fullmatch(match.group(0))
        if element is None or STRONG.search(_SEPARATORS.sub(" ", match.group(0))):
            return None
        close = text.find(f"</{element.group('hid')}", match.end())
        if close >= 0:
            end, after = close, (text.find(">", close) + 1 or close)
        else:
            end = after = min(len(text), match.end() + _HIDDEN_REACH)
        hides = text[match.end() : end]
        part = text[match.start() : after]  # with its tags: an order "in a tag" is read as one (`polyglot`)
        if _MARKUP.sub(" ", hides).strip().endswith(":") or not _WORD.search(hides):
            part += " " + _NEXT_CLAUSE.sub("", _MARKUP.sub(" ", text[after : after + _HIDDEN_REACH]), count=1)
        parts.append(part)
    return parts
