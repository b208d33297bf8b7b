"""The answer guard: text from an uploaded file reaches an agent only if it reads as information, not instruction.

A reader answers a question from the parts of a file; its answer, its quotes, and any snippet or preview cut from
an uploaded file pass `check_answer` / `check_preview` first. Each check below has a name and a one-sentence
reason; the first that fires refuses the text. Checks aim at the shape of an injection (it addresses the model,
steers its reply, sets it a task, reaches for tools, links or secrets), not at imperative sentences as such:
"Restart nginx on web01" in a runbook is information about the runbook and passes.

Patterns match `normalise(text)`: NFKC, invisible and bidi control characters removed, look-alike Cyrillic and
Greek letters folded to Latin, accents dropped, whitespace collapsed, casefolded.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal, Protocol

from opmem.quarantine import framing, hazards, orders, polyglot, requests
from opmem.quarantine.actions import consequential
from opmem.quarantine.cues import instruction_cue

CheckName = Literal[
    "too_long",
    "hidden_text",
    "non_printable",
    "code_fence",
    "role_marker",
    "ignore_instructions",
    "addresses_assistant",
    "behaviour_change",
    "steers_output",
    "model_task",
    "question_only",
    "secrets",
    "tool_call",
    "exfiltration",
    "encoded_payload",
    "send_message",
    "visit_link",
    "conceals",
    "addressed_message",
    "fake_header",
    "tagged_instruction",
    "world_action",
    "harmful_order",
    "foreign_instruction",
    "quote_not_in_file",
    "learned_detector",
    "unrelated_order",
]
Scope = Literal["answer", "preview"]

REFUSAL = (
    "The reader's answer was withheld because it looked like an instruction rather than information from the "
    "file. A person should look at the file."
)
MAX_ANSWER_CHARS = 2_000


@dataclass(frozen=True)
class Verdict:
    allowed: bool
    reason: str  # "" when allowed; otherwise one sentence naming what was found
    check: CheckName | None = None


ALLOWED = Verdict(allowed=True, reason="")

# Zero-width, invisible, bidi-control, variation-selector, tag and C0/C1 control characters (not \t \n \r).
_INVISIBLE = re.compile(
    "[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f"
    "\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufffb"
    "\U000e0000-\U000e0fff]"
)
_HIDDEN = re.compile("[\u202a-\u202e\u2066-\u2069\U000e0000-\U000e007f]")
_LOOKALIKES = str.maketrans(
    "авеікмнорстухѕјԁԛԝɑɡɩαβεικμνορτυχАВЕІКМНОРСТУХЅЈΑΒΕΙΚΜΝΟΡΤΥΧ‘’‚‛′“”„‟″",
    "abeikmhopctyxsjdqwagiabeikmvoptuxABEIKMHOPCTYXSJABEIKMNOPTYX'''''\"\"\"\"\"",
)
_SPACE = re.compile(r"\s+")


def _plain(text: str) -> str:
    text = unicodedata.normalize("NFKC", _INVISIBLE.sub("", text))
    text = text.translate(_LOOKALIKES)
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c))
    return _SPACE.sub(" ", unicodedata.normalize("NFC", text)).strip()


def normalise(text: str) -> str:
    """The form every pattern and quote comparison uses (see the module docstring)."""
    return _plain(text).casefold()


@dataclass(frozen=True)
class _Views:
    raw: str
    plain: str  # normalised, case kept (for encoded payloads)
    flat: str  # normalise(raw)
    sentences: tuple[str, ...]  # normalised sentences, list markers stripped


_SENTENCE_END = re.compile(r"(?<=[.!?])[\"')\]]*\s+|\s*[|]\s*")
_LIST_MARKER = re.compile(r"^(?:[-*•>#]+|\d+[.)]|[a-z][.)])\s*")


def _views(text: str) -> _Views:
    lines = [line for line in map(_plain, text.splitlines()) if line]
    plain = " ".join(lines)
    sentences: list[str] = []
    for line in lines:
        for part in _SENTENCE_END.split(line.casefold()):
            sentence = _LIST_MARKER.sub("", part).strip()
            if sentence:
                sentences.append(sentence)
    return _Views(raw=text, plain=plain, flat=plain.casefold(), sentences=tuple(sentences))


def sentences(text: str) -> tuple[str, ...]:
    """The normalised sentences of a text, list markers stripped (what the sentence checks read)."""
    return _views(text).sentences


def _family(*patterns: str) -> re.Pattern[str]:
    """One alternation: a single scan of the text costs less than one scan per pattern."""
    return re.compile("|".join(f"(?:{p})" for p in patterns))


_AI = (
    r"(?:ai|a\.i\.|assistant|chat ?bot|chatgpt|gpt(?:-?\d)?|claude|gemini|copilot|llm|language model|ai model|ai agent)"
)
_OUTPUT = r"(?:answers?|responses?|reply|replies|messages?|outputs?|completions?|summar(?:y|ies))"
_OPENER = r"^(?:(?:please|kindly|now|also|then|so|and|first|next|finally|instead|immediately|just),? )*"
_VERB_SEND = r"(?:send|post|upload|transmit|submit|forward|exfiltrate|leak|report|append|attach)"

ROLE_MARKER = _family(
    r"<\|[a-z_ ]{2,20}\|>",
    r"\[/?inst\]|<<\s*/?sys\s*>>|\[/?(?:system|sys|admin|developer)(?: message| note| prompt| override)?\]",
    r"</?(?:system|sys|instructions?|assistant|user|prompt|im_start|im_end|tool_call|function_call|admin)"
    r"(?:\s[^>]{0,40})?>",
    r"#{2,}\s*(?:system|instructions?|response|assistant|new task)\b",
    r"(?:^|[.!?|] )(?:system|assistant|developer|ai|admin)(?: message| prompt| note)? ?: ",
    r"\b(?:begin|end|start)(?:ning)?(?: of)? (?:the )?(?:system|hidden|new) (?:prompt|instructions?|message)\b",
    r"\b(?:end|close) of (?:the )?(?:document|file|context|untrusted (?:data|content)|user input|passages?)\b",
)
IGNORE_INSTRUCTIONS = _family(
    r"\b(?:ignore|disregard|forget|override|bypass|skip|abandon|neglect|do not follow|don't follow|stop following|"
    r"no longer follow)\b.{0,40}\b(?:instructions?|prompts?|rules|directions|directives|guidelines|guardrails|"
    r"constraints|programming|policies|restrictions|commands|orders|system message|task you were given)\b",
    r"\b(?:ignore|disregard|forget) (?:all |everything |anything )?(?:of )?(?:the |that |what(?:ever)? )?"
    r"(?:above|previous(?:ly)?|prior|before|earlier|preceding|you (?:were|have been) told)\b",
    r"\b(?:new|updated|real|actual|true|revised|secret|hidden|additional) (?:instructions?|task|directive|orders)\s*:",
    r"\binstead,? (?:you (?:must|should|will)|do the following|please)\b",
    r"\b(?:the )?(?:real|actual|true) (?:task|instructions?|request|assignment) (?:is|are|follows?)\b",
    r"\beverything (?:above|before|so far|you (?:have )?read)\b.{0,20}\b(?:is|was) (?:a test|fake|irrelevant|"
    r"a joke|not real|outdated)",
    # the same request in the languages injection corpora most often use besides English
    r"\b(?:ignorier|vergiss|missachte)\w* .{0,40}(?:anweisungen|befehle|instruktionen|vorgaben|regeln|alles)\b",
    r"\b(?:ignore[rz]?|oublie[rz]?) .{0,40}(?:instructions|consignes|directives|regles)\b",
    r"\b(?:ignora|olvida|ignore|esqueca)\w* .{0,40}(?:instrucciones|instrucoes|indicaciones|reglas|regras)\b",
)
ADDRESSES_ASSISTANT = _family(
    rf"\b(?:hey|hi|hello|dear|attention|ok|okay|listen|note to|message to|notice to|instructions? (?:to|for)|"
    rf"important (?:to|for))(?: the| any| all| every)?,? {_AI}s?\b",
    rf"\bif you are (?:an? |the )?(?:{_AI}|bot|automated (?:system|agent|tool)|agent reading)\b",
    rf"\b(?:as|being) an? (?:{_AI})\b",
    rf"\b(?:the |this |any )?{_AI}s?,? (?:please |you )?(?:must|should|shall|needs? to|has to|have to|"
    rf"(?:is|are) (?:required|instructed|ordered|expected)|will now|is now|are now|do not|don't|must not|never|"
    rf"always|ignore|stop|reading this)\b",
    r"\byou (?:must|should|shall|need to|are to|have to) (?:now|immediately|from now on)\b",
    r"\b(?:the |this |any )?(?:agent|model|bot)s? (?:must|should|shall|needs? to|will|is to) now\b",
    r"\b(?:from now on|from this point (?:on|forward)|for the rest of (?:this|the) (?:conversation|session|chat)),? "
    r"(?:you|always|never|only|respond|reply|answer|act|speak|write|say|include|end|start|begin)\b",
    r"\b(?:when|whenever|if) (?:you are |you're |you get |anyone |someone |the user |a user )?(?:asked|asks|"
    r"summari[sz]ing|answering|responding|questioned|queried)\b.{0,80}\b(?:say|tell|answer|respond|reply|"
    r"state|claim|mention|include|write)\b",
)
BEHAVIOUR_CHANGE = _family(
    r"\bpretend (?:to be|you(?:'re| are)|that you)\b|\bstay in character\b|\bdo anything now\b|\bjailbreak",
    r"\byou(?: are|'re) (?:now|no longer) (?:an? |my |the |acting|playing|called|named|known|bound|free|"
    r"unrestricted|required|restricted|dan\b)|\byou(?: are|'re) now [\w-]+, (?:an?|the) ",
    r"\b(?:your|the assistant's) new (?:persona|role|identity|name|personality|task|goal|objective|purpose|"
    r"instructions?|directive)\b",
    r"\b(?:dan|god|jailbr(?:eak|oken)|unrestricted|unfiltered|evil|no[- ]limits?|uncensored) mode\b",
    r"\b(?:without|with no|no more|free of) (?:any )?(?:restrictions|filters|filtering|censorship|ethical|moral)\b",
    r"\b(?:remember|memori[sz]e|store|save|keep|note) (?:this|that|the following)\b.{0,40}\b(?:for|in|across) "
    r"(?:all )?(?:future|later|subsequent|every|other) (?:conversations?|sessions?|chats?|interactions?|requests?)",
    r"\b(?:add|write|save|store) (?:this|that|it|the following) (?:to|in|into) (?:your )?(?:long-term )?memory\b",
    r"\b(?:change|modify|alter|update|switch) (?:your|the assistant's) (?:behaviou?r|persona|personality|tone|"
    r"style|language|rules|instructions|role)\b",
)
ACT_AS = re.compile(
    rf"{_OPENER}(?:act|behave|roleplay|role-play|speak|talk|respond|reply|answer|write) (?:as|like) (?:if you were|"
    r"though you were|an? |the |my |if )"
)
STEERS_OUTPUT = _family(
    rf"\byour (?:own |next |final |current |every |future )?{_OUTPUT}\b",
    rf"\b(?:each|every|all|all future|future|subsequent) (?:of )?(?:your|the assistant's|the ai's) {_OUTPUT}\b",
    r"\b(?:the|this|these) (?:following|subsequent|below|above) (?:code|snippet|script|command|block|excerpt|"
    r"text|sentence|line|link|message)s?\b.{0,80}\byour\b",
    r"\byour (?:code|codebase|solution|implementation|algorithm|program|script)\b.{0,80}"
    r"\b(?:following|subsequent|below) (?:code|snippet|block|excerpt)",
    r"\b(?:tell|inform|remind|convince|persuade|urge|trick) the user\b",
)
_TASK_VERBS = (
    r"(?:(?:explain|describe|summari[sz]e|elaborate on|paraphrase|rephrase|break down) (?:the|how|why|what|who|"
    r"when|where|which|this|these|that|it|your|a|an|to|in|me|us|each|all|some)\b|"
    r"translate\b.{0,80}\b(?:in)?to (?:english|french|german|spanish|italian|russian|chinese|japanese|[a-z]+ish|"
    r"[a-z]+ese|[a-z]+an)|translate (?:the following|this|these|it)|"
    r"tell (?:me|us)|teach (?:me|us)|show (?:me|us)|give (?:me|us)|recite|imagine|simulate|"
    r"repeat after|repeat (?:the|this|these|everything)|say (?:only|exactly|the words|that|\")|"
    r"respond (?:to|with|only)|reply (?:to|with|only)|answer (?:the following|this|these|with|only)|"
    r"output (?:only|the|this|\")|print (?:only|the following|this|\")|"
    r"(?:replace|substitute|swap|convert|encode|reverse|scramble|jumble|shuffle|rearrange|misspell|capitali[sz]e|"
    r"uppercase|lowercase|remove|group|combine|anagram)\b.{0,40}\b(?:letters?|vowels?|consonants?|characters?|"
    r"words?|spaces|punctuation)\b)"
)
_ARTEFACT = (
    r"(?:poem|story|essay|speech|letter|song|lyrics|haiku|limerick|joke|article|blog|tweet|post|introduction|"
    r"paragraph|headline|slogan|review|dialogue|recipe|example|function|program|tutorial|lesson|quiz|riddle|rap|"
    r"sonnet|novel|chapter|biography|description|explanation|overview|analysis|translation|equivalent|"
    r"comparison|pitch|advert(?:isement)?|ad|caption|summary)"
)
MODEL_TASK = re.compile(
    rf"{_OPENER}(?:{_TASK_VERBS}|(?:write|draft|compose|generate|produce|develop|craft|create|provide|give|"
    rf"prepare|come up with|make up)(?: me| us)? (?:(?:a|an|the|some|one|two|three|five|ten|\d+) )?"
    rf"(?:[\w'-]+ ){{0,3}}{_ARTEFACT}s?\b)"
)
_SECRET = (
    r"(?:api[ _-]?keys?|secrets?|credentials?|passwords?|passwd|access tokens?|auth(?:entication)? tokens?|"
    r"bearer tokens?|private keys?|ssh keys?|environment variables|env vars?|cookies|session (?:ids?|tokens?)|"
    r"prompt|instructions|rules|configuration|conversation|chat history)"
)
SECRETS = _family(
    r"\b(?:system|initial|hidden|original|developer|secret|internal) (?:prompt|instructions|message)s?\b",
    r"\bwhat (?:is|are|were) your (?:instructions|rules|prompt|guidelines|secrets?)\b",
)
SECRETS_REQUEST = re.compile(
    rf"{_OPENER}(?:reveal|print|output|display|repeat|leak|disclose|expose|dump|send|share|tell (?:me|us)|"
    rf"give (?:me|us)|write out|echo|return|list|show(?: me| us)?) (?:me |us )?(?:the |your |all |any |my |our |"
    rf"their |of )*(?:[\w-]+ ){{0,2}}{_SECRET}\b"
)
TOOL_CALL = _family(
    r"\b(?:curl|wget|invoke-webrequest|invoke-restmethod|iwr|irm)\s+(?:-|https?:|['\"]?[\w.-]+\.[a-z]{2,}|\$)",
    r"\brm\s+-[a-z]*[rf]|\b(?:bash|sh|zsh|cmd(?:\.exe)?|python3?|node|perl|ruby)\s+(?:-c|/c|-e)\b",
    r"\bpowershell\b|\binvoke-expression\b|\biex\s*\(|\| ?(?:ba|z)?sh\b|/dev/tcp/|\bnc\s+-[a-z]*[elv]|"
    r"\bchmod\s+(?:\+x|[0-7]{3,4})\s|\bmkfs\b|\bdd\s+if=|:\(\)\s*\{|\bbase64\s+(?:-d|--decode)\b",
    r"\bimport\s+(?:os|sys|subprocess|socket|requests|shutil|urllib|http|base64|ctypes|pty|smtplib|paramiko|"
    r"psutil|pickle|marshal)\b|\bfrom\s+(?:os|subprocess|socket|requests|urllib|http|ctypes|shutil)\S*\s+import\b",
    r"\bsubprocess\.|\bos\.(?:system|popen|environ|exec|spawn|remove|unlink)|\b(?:eval|exec)\(|\b__import__\s*\(|"
    r"\brequests\.(?:get|post|put)\s*\(|\burllib\.request|\bsocket\.socket\b|\bsmtplib\.",
    r"[{,]\s*\"(?:tool|tool_name|tool_calls?|function|function_call|action|command|cmd|arguments|recipient)\"\s*:",
    r"\b(?:call|invoke|trigger) (?:the |your )?[`'\"]?[\w.-]+[`'\"]? tool\b",
)
_URL = r"(?:https?://|www\.)[^\s)\]>\"']+"
EXFILTRATION = _family(
    r"!\[[^\]]*\]\(\s*(?:https?:)?//",
    r"\bdata:[\w.+-]+/[\w.+-]+[;,]",
    r"(?:https?://|www\.)[^\s?]+\?[^\s]*=[^\s&]*(?:[{}$]|%7b|%7d|%24|\.\.\.|<[a-z])",
    rf"\b{_VERB_SEND}\b.{{0,60}}\bto (?:the |this |my |our )?(?:url|endpoint|webhook|{_URL})",
    r"\b(?:webhook\.site|requestbin|ngrok\.io|ngrok-free\.app|pipedream\.net|burpcollaborator|interact\.sh|oast\.)",
)
_B64 = re.compile(r"(?<![\w/.+-])[A-Za-z0-9+/]{40,}={0,2}(?![\w/.-])")
SEND_MESSAGE = _family(
    r"\b(?:send|forward|e-?mail|mail|text|dm|message)\b(?: (?:a|an|the|this|these|all|every|any|your|my))?"
    r".{0,50}\b(?:conversation|chat|history|data|contents?|file|document|summary|information|details|credentials|"
    r"secrets?|passwords?|keys?|tokens?|it|them|everything)\b.{0,40}\bto\s+[\w.+-]+@[\w-]+\.[\w.]+",
    r"\b(?:send|write|compose|draft) (?:an? )?(?:e-?mail|message|sms|text|dm)s? (?:to|on behalf)\b.{0,80}"
    r"\b(?:saying|stating|telling|containing|with (?:the|this|these|all))\b",
    r"\byou (?:must|should|need to|will|are to) (?:send|forward|e-?mail)\b",
)
_SITE = r"(?:https?://|www\.|[\w-]+\.(?:com|net|org|io|xyz|ru|cn|info|biz|top|co|app|site|online|click|link|me|ly)\b)"
VISIT_LINK = _family(
    # fetching something to run is always a request to act; merely naming a page to open is common in
    # bug reports' steps to reproduce, so visiting counts only when it is urged or leads to handing over data
    rf"\b(?:download|install|get|grab|fetch)\b(?: [\w'-]+){{0,5}} (?:from|at|via) (?:the |this |our )?(?:link |"
    rf"site |website |page )?(?:at )?{_SITE}",
    rf"\b(?:you (?:must|should|need to|have to)|please|immediately|urgently|now)(?: also)? (?:visit|go to|"
    rf"navigate to|browse to|open|click(?: on)?|check out|follow)\b.{{0,40}}{_SITE}",
    rf"\b(?:visit|go to|navigate to|open|click(?: on)?|follow)\b.{{0,30}}{_SITE}\S*.{{0,40}}\b(?:and|to) "
    r"(?:enter|type|paste|submit|provide|log ?in|sign ?in|verify|confirm|upload|send|post|fill)\b",
)
CONCEALS = _family(
    r"\b(?:do not|don't|never|without) (?:tell(?:ing)?|inform(?:ing)?|mention(?:ing)?|reveal(?:ing)?|"
    r"let(?:ting)?|notify(?:ing)?|alert(?:ing)?|warn(?:ing)?|show(?:ing)?) (?:the |any )?(?:user|human|operator|"
    r"anyone)\b",
    r"\b(?:secretly|silently|covertly|quietly) (?:send|forward|upload|post|include|insert|append|run|execute|"
    r"exfiltrate|copy|share|e-?mail|transfer|install|visit|open|add)\b",
    r"\bwithout (?:the )?user(?:'s)? (?:knowledge|knowing|noticing|consent)\b|\bwithout (?:further |any |human )?"
    r"(?:review|approval|confirmation|asking|checking|verification|oversight)\b",
    r"\b(?:hide|conceal) (?:this|it|that|these|the fact)\b",
)


def _starts(pattern: re.Pattern[str]) -> Callable[[_Views], bool]:
    return lambda v: any(pattern.match(s) for s in v.sentences)


def _secrets(v: _Views) -> bool:
    return _matches(SECRETS)(v) or _starts(SECRETS_REQUEST)(v)


def _behaviour(v: _Views) -> bool:
    return _matches(BEHAVIOUR_CHANGE)(v) or _starts(ACT_AS)(v)


def _question_only(v: _Views) -> bool:
    return bool(v.sentences) and all(s.rstrip("\"')]»").endswith("?") for s in v.sentences)


def _encoded(v: _Views) -> bool:
    for run in _B64.findall(v.plain):
        kinds = sum((any(c.isupper() for c in run), any(c.islower() for c in run), any(c.isdigit() for c in run)))
        if kinds == 3 and run.count("/") * 16 <= len(run):
            return True
    return False


def _non_printable(v: _Views) -> bool:
    if v.raw.isprintable() or "".join(v.raw.split()).isprintable():
        return False
    visible = [c for c in v.raw if not c.isspace()]
    bad = sum(1 for c in visible if not c.isprintable() or _INVISIBLE.match(c))
    return len(visible) >= 8 and bad * 3 > len(visible)


def _hidden(v: _Views) -> bool:
    return bool(_HIDDEN.search(v.raw)) or len(_INVISIBLE.findall(v.raw)) >= 3


def _matches(pattern: re.Pattern[str]) -> Callable[[_Views], bool]:
    return lambda v: pattern.search(v.flat) is not None


def _ignores(v: _Views) -> bool:
    if _matches(IGNORE_INSTRUCTIONS)(v) or any(orders.ignores(s) for s in v.sentences):
        return True
    return requests.dismisses(v.flat) and (any(_asks(s) for s in v.sentences) or instruction_cue(v.flat, v.sentences))


def _asks(sentence: str) -> bool:
    """The sentence orders, requests or asks for a consequential or harmful action."""
    return (
        orders.request(sentence)
        or consequential(sentence) is not None
        or hazards.hazard(sentence) is not None
        or requests.passive_request(sentence)
    )


def _addressed(v: _Views) -> bool:
    if orders.ADDRESSED.search(v.flat) is not None or framing.addressed(v.flat):
        return True
    if not requests.names_the_ai(v.flat):
        return False
    return any(_asks(s) for s in v.sentences) or instruction_cue(v.flat, v.sentences)


def _header(v: _Views) -> bool:
    return orders.header(v.plain, v.flat, v.sentences) or framing.labelled_order(v.flat, orders.request)


def _tagged(v: _Views) -> bool:
    return orders.tagged(v.flat)


def _world(v: _Views) -> bool:
    return any(orders.world_action(s) or requests.passive_request(s) for s in v.sentences)


def _harmful(v: _Views) -> bool:
    return any(hazards.hazard(s) is not None for s in v.sentences)


def _foreign(v: _Views) -> bool:
    return polyglot.request(v.flat) is not None


@dataclass(frozen=True)
class Check:
    name: CheckName
    reason: str
    test: Callable[[_Views], bool]
    scopes: frozenset[Scope] = frozenset({"answer", "preview"})


ANSWER_ONLY: frozenset[Scope] = frozenset({"answer"})

CHECKS: tuple[Check, ...] = (
    Check(
        "too_long",
        f"the answer is longer than {MAX_ANSWER_CHARS:,} characters",
        lambda v: len(v.raw) > MAX_ANSWER_CHARS,
        ANSWER_ONLY,
    ),
    Check("hidden_text", "the text hides characters with invisible, tag or bidi control code points", _hidden),
    Check("non_printable", "the text is mostly non-printable characters", _non_printable),
    Check("code_fence", "the answer contains a code block", lambda v: "```" in v.raw or "~~~" in v.raw, ANSWER_ONLY),
    Check("role_marker", "the text carries a chat role marker or a fake end of the document", _matches(ROLE_MARKER)),
    Check(
        "ignore_instructions",
        "the text tells the reader to ignore or replace its instructions",
        _ignores,
    ),
    Check(
        "addresses_assistant",
        "the text addresses the assistant and gives it an instruction",
        _matches(ADDRESSES_ASSISTANT),
    ),
    Check("behaviour_change", "the text tries to change the assistant's role or behaviour", _behaviour),
    Check("steers_output", "the text tells the reader what to put in its own reply", _matches(STEERS_OUTPUT)),
    Check(
        "model_task", "the text sets the reader a new task instead of reporting what the file says", _starts(MODEL_TASK)
    ),
    Check("question_only", "the answer asks a question instead of answering one", _question_only, ANSWER_ONLY),
    Check("secrets", "the text asks for a system prompt, secrets or credentials", _secrets),
    Check("tool_call", "the text contains a shell command, code execution or a tool call", _matches(TOOL_CALL)),
    Check("exfiltration", "the text carries a link or image that would send data out", _matches(EXFILTRATION)),
    Check("encoded_payload", "the text carries a long encoded payload", _encoded),
    Check("send_message", "the text asks for an e-mail or message to be sent", _matches(SEND_MESSAGE)),
    Check("visit_link", "the text asks for a website to be visited or a download to be fetched", _matches(VISIT_LINK)),
    Check("conceals", "the text asks for something to be hidden from the user", _matches(CONCEALS)),
    Check("addressed_message", "the text is a message addressed to the AI that reads it", _addressed),
    Check("fake_header", "the text carries a fake system, admin or TODO header with an order", _header),
    Check("tagged_instruction", "the text wraps an instruction in tags, brackets or a comment", _tagged),
    Check(
        "world_action",
        "the text asks for an action on the world (money, codes, files, access, links, records, resources)",
        _world,
    ),
    Check(
        "harmful_order",
        "the text orders an operation that weakens security, destroys data, exposes a system or sabotages it",
        _harmful,
    ),
    Check(
        "foreign_instruction",
        "the text carries an instruction in German, Spanish, French or Portuguese (ignore, act on the world, or "
        "a request to the AI)",
        _foreign,
    ),
)


def _first_failure(text: str, scope: Scope) -> Verdict:
    views = _views(text)
    for check in CHECKS:
        if scope in check.scopes and check.test(views):
            return Verdict(allowed=False, reason=check.reason, check=check.name)
    return ALLOWED


class Reviewer(Protocol):
    """The learned checks (`opmem.quarantine.detector.Detector`): a classifier and responsiveness."""

    def review(self, answer: str, *, question: str | None = None) -> Verdict: ...


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

    Then the learned checks (on the answer and its quotes together): a classifier over the bundled model's
    embeddings, and, given the `question`, a refusal of orders in the answer that have nothing to do with it.
    """
    for text in (answer, *quotes):
        verdict = _first_failure(text, "answer")
        if not verdict.allowed:
            return verdict
    if source is not None:
        parts = [normalise(part) for part in source]
        for quote in quotes:
            if not any(normalise(quote) in part for part in parts):
                return Verdict(False, "a quote in the answer does not occur in the file", "quote_not_in_file")
    reviewer = _reviewer(detector)
    if reviewer is None:
        return ALLOWED
    extra = [q for q in quotes if normalise(q) not in normalise(answer)]
    return reviewer.review("\n".join([answer, *extra]), question=question)


def check_preview(text: str, *, detector: Reviewer | None = None) -> Verdict:
    """The instruction checks, for snippets and previews of uploaded files shown in recall results and indexes.

    Rules only by default (a model call per recall result would cost more than the recall); given a `detector`,
    a preview the rules pass is also classified (what `bench/guard.py` reports as previews with the detector).
    """
    verdict = _first_failure(text, "preview")
    if not verdict.allowed or detector is None:
        return verdict
    return detector.review(text)
