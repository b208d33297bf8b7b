"""The answer guard's English pattern families: one alternation per family, matched on `guard.normalise(text)`.

Each family aims at a shape of injection (role markers, "ignore your instructions", the assistant addressed,
behaviour changes, output steering, a new task for the model, secrets, tool calls, exfiltration, messages sent,
links visited, concealment); `guard.CHECKS` names the check each one serves and why it refuses.
"""

from __future__ import annotations

import re

from opmem.quarantine.ai_words import AI, END


def _family(*patterns: str) -> re.Pattern[str]:
    """One alternation: a single scan of the text costs less than one scan per pattern."""
    return re.compile("|".join(f"(?:{p})" for p in patterns))


_AI = AI  # round 41: the one list (`ai_words`)
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
    rf"important (?:to|for))(?: the| any| all| every)?,? {_AI}s?{END}",
    rf"\bif you are (?:an? |the )?(?:{_AI}|bot|automated (?:system|agent|tool)|agent reading){END}",
    rf"\b(?:as|being) an? {_AI}{END}",
    rf"\b(?:the |this |any )?{_AI}s?,? (?:please |you )?(?:must|should|shall|needs? to|has to|have to|"
    rf"(?:is|are) (?:required|instructed|ordered|expected)|will now|is now|are now|do not|don't|must not|never|"
    rf"always|ignore|stop|reading this)\b(?!(?: not| never)? have\b)",  # round 35: "should not have offered it"
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
    # a letter's thanks for its reader's message is not its reply (round 14)
    rf"(?<!thanks for )(?<!thank you for )\byour (?:own |next |final |current |every |future )?{_OUTPUT}\b",
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
    # "reply to this e-mail", "reply to confirm" answer a letter's sender, not a task for the reader
    r"respond (?:to|with|only)|reply (?:to(?! (?:this|the|our|my|that) (?:[\w-]+ ){0,2}?(?:e-?mail|message|thread|"
    r"letter|notice)\b| confirm\b)|with|only)|answer (?:the following|this|these|with|only)|"
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
    r"\brm\s+(?:-[a-z]*r[a-z]*f|-[a-z]*f[a-z]*r|-[a-z]*[rf][a-z]*\s+(?:-\S+\s+)*['\"]?(?:/|~|\*|\$|\.\.?/|--no-pre))|\b(?:bash|sh|zsh|cmd(?:\.exe)?|python3?|node|perl|ruby)\s+(?:-c|/c|-e)\b",
    r"\bpowershell\b|\binvoke-expression\b|\biex\s*\(|\| ?(?:ba|z)?sh\b|/dev/tcp/|\bnc\s+-[a-z]*[elv]|"
    r"\bchmod\s+(?:\+x|[0-7]{3,4})\s|\bmkfs\b|\bdd\s+if=|:\(\)\s*\{|\bbase64\s+(?:-d|--decode)\b",
    r"\bimport\s+(?:os|sys|subprocess|socket|requests|shutil|urllib|http|base64|ctypes|pty|smtplib|paramiko|"
    r"psutil|pickle|marshal)\b|\bfrom\s+(?:os|subprocess|socket|requests|urllib|http|ctypes|shutil)\S*\s+import\b",
    r"\bsubprocess\.|\bos\.(?:system|popen|environ|exec|spawn|remove|unlink)|\b(?:eval|exec)\(|\b__import__\s*\(|"
    r"\brequests\.(?:get|post|put)\s*\(|\burllib\.request|\bsocket\.socket\b|\bsmtplib\.",
    r"[{,]\s*\"(?:tool|tool_name|tool_calls?|function|function_call|action|command|cmd|arguments|recipient)\"\s*:"
    r"(?!\s*\[?\s*\"[a-z0-9-]+:[\w*]+\")",  # an IAM policy's "Action": ["s3:PutObject"] names a permission
    r"\b(?:call|invoke|trigger) (?:the |your )?[`'\"]?[\w.-]+[`'\"]? tool\b",
)
_URL = r"(?:https?://|www\.)[^\s)\]>\"']+"
EXFILTRATION = _family(
    r"!\[[^\]]*\]\(\s*(?:https?:)?//",
    r"\bdata:[\w.+-]+/[\w.+-]+[;,]",
    # a placeholder in a link's query (`?token=...`, `?q={secret}`); a link to this machine sends nothing out
    r"(?:https?://(?!(?:localhost|127\.0\.0\.1|\[::1\]|0\.0\.0\.0)[:/])|www\.)[^\s?]+\?[^\s]*=[^\s&]*"
    r"(?:[{}$]|%7b|%7d|%24|\.\.\.|<[a-z])",
    rf"\b{_VERB_SEND}\b.{{0,60}}\bto (?:the |this |my |our )?(?:url|endpoint|webhook|{_URL})",
    r"\b(?:webhook\.site|requestbin|ngrok\.io|ngrok-free\.app|pipedream\.net|burpcollaborator|interact\.sh|oast\.)",
)
#: "without review" hides an action only in an order ("approve it without review"); in a statement it describes
#: ("the file is cast without checking", "a discount without approval stays at 10%") it hides nothing
UNCHECKED = re.compile(
    r"\bwithout (?:further |any |human )?(?:review|approval|confirmation|asking|checking|verification|oversight)\b"
)
BASE64_RUN = re.compile(r"(?<![\w/.+-])[A-Za-z0-9+/]{40,}={0,2}(?![\w/.-])")
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
    r"notify(?:ing)?|alert(?:ing)?|warn(?:ing)?|show(?:ing)?) (?:the |any )?(?:user|human|operator|"
    r"anyone)\b",
    r"\b(?:secretly|silently|covertly|quietly) (?:send|forward|upload|post|include|insert|append|run|execute|"
    r"exfiltrate|copy|share|e-?mail|transfer|install|visit|open|add)\b",
    r"\bwithout (?:the )?user(?:'s)? (?:knowledge|knowing|noticing|consent)\b",
    r"\b(?:hide|conceal) (?:this|it|that|these|the fact)\b",
    r"\b(?:do not|don't|never|without) let(?:ting)? (?:the |any )?(?:user|human|operator|anyone) (?:know|see|notice|"
    r"find out|hear|read)\b",
)
