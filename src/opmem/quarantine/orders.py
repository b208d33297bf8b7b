"""Rules for the shapes of injection that do not depend on one benchmark's phrasing.

Each pattern here reads one *sentence* (normalised as in `guard.normalise`, list markers stripped) or the whole
flattened text, and aims at a family, not at strings:

- a message addressed to the model ("a note from me, <name>, to you, the AI ...", "to whichever agent reads
  this", "before you finish your task, ...", "then carry on with what you were doing");
- a fake header (SYSTEM MESSAGE, ADMIN NOTICE, TODO: <an action>) or an instruction wrapped in tags,
  brackets or comments;
- "ignore your previous instructions" misspelled (edit distance) or paraphrased ("set aside the guidance");
- a request to act on the world: money to an account, a code or a file to an address, a user invited or
  granted access, a link to visit, a record changed, resources allocated, everything deleted — polite
  ("please", "could you", "I need you to") or a bare order, whether or not it names the model;
- orders that weaken security (disable the firewall, create an admin user with a password).

Reported speech ("the runbook says to restart nginx") is information: `reported(sentence)` recognises it, and
`order(sentence)` (a bare imperative or a request, used by the responsiveness check) is false for it.
"""

from __future__ import annotations

import re
from functools import lru_cache

from opmem.quarantine.actions import PHONES, consequential
from opmem.quarantine.ai_words import AI, END
from opmem.quarantine.imperatives import FOREIGN_ORDER
from opmem.quarantine.prefilter import Cued

_POLITE = (
    r"(?:(?:hey|hi|hello|ok|okay|quick one|one more thing|btw|ps|p\.s\.)[,:!.\- –]+)*"
    r"(?:(?:please|pls|plz|kindly|now|also|then|so|and|first|next|finally|immediately|urgently|quickly|just),? )*"
    r"(?:(?:the |any |every )?(?:assistant|agent|ai|bot|model|reader|whoever [\w ]{1,20}?) (?:is to|must|should|"
    r"shall|needs to|has to|is required to|is expected to) |"
    r"(?:could|can|would|will) (?:you|u)(?: please| kindly| pls)? |i (?:need|want|would like|'d like) you to |"
    r"it would be (?:great|helpful|appreciated) if you could |make sure (?:to|you) |be sure to |"
    r"(?:don't|do not) forget to |remember to |you (?:must|should|need to|have to|are (?:required|expected) to) |"
    r"(?:please|kindly) )?"
)
_POLITE_ONLY = re.compile(
    r"^(?:[\w ,]{0,30})?\b(?:please|pls|plz|kindly|could you|can you|would you|i need you to|i want you to|"
    r"make sure to|you (?:must|should|need to|have to))\b"
)
_MONEY = r"(?:[$€£¥]\s?\d[\d,.]*(?:\s?[km])?|\d[\d,.]*\s?(?:usd|eur|gbp|dollars|euros|pounds|btc|eth|bitcoin))"
_PAYEE = (
    r"(?:(?:bank )?account|acct|iban|wallet|routing|swift|paypal|venmo|zelle|beneficiary|payee|card|"
    r"0x[0-9a-f]{6,}|\d[\d -]{6,})"
)
_ADDRESS = r"(?:[\w.+-]+@[\w-]+\.[\w.]+|\+\d[\d -]{6,}|(?:https?://|www\.)\S+|[\w-]+\.(?:com|net|org|io|co|app)\b)"
_HANDLE = (
    r"(?:[\w.+-]+@[\w-]+\.[\w.]+|[a-z]+[._][a-z0-9._-]*[a-z0-9]|[a-z]+-?[a-z]*\d+\w*|@[\w.-]+|user [\w.-]+|"
    r"my (?:friend|colleague|brother|sister|partner))"
)
_DATA = (
    r"(?:codes?|passcodes?|otps?|one-time \w+|passwords?|tokens?|keys?|credentials?|files?|documents?|spreadsheets?|"
    r"lists?|contracts?|data|records?|reports?|backups?|invoices?|statements?|details|attachments?|copy|exports?|"
    r"emails?|e-mails?|messages?|history|photos?|recordings?|logs?|numbers?|ssn|notes)"
)
_MEMBERSHIP = (
    r"(?:workspace|group|team|channel|org|organi[sz]ation|folder|drive|repo|repositor(?:y|ies)|project|calendar|"
    r"account|admins?|administrators?|owners?|collaborators?|members?|editors?|maintainers?|guests?|users?)s?\b"
)
_SITE = r"(?:https?://\S+|www\.\S+|bit\.ly/\S+|[\w-]+\.(?:com|net|org|io|xyz|info|top|cc|app|co|ru|site|link)\b)"

# Requests to act on the world; matched at the start of a sentence after `_POLITE`, so "the email was
# forwarded to x@y" (a report) does not match and "please forward the email to x@y" does.
WORLD_ACTION = re.compile(
    "^" + _POLITE + "(?:"
    rf"(?:transfer|wire|pay|send|move|deposit|remit|refund|schedule)\b.{{0,60}}(?:{_MONEY}|payments?|funds|money|"
    rf"balance)\b.{{0,60}}\b(?:to|into|on)\b.{{0,30}}{_PAYEE}|"
    rf"(?:send|forward|share|e-?mail|text|give|provide|post|upload|copy|leak|deliver|dm)\b.{{0,60}}{_DATA}\b"
    rf".{{0,40}}\b(?:to|with|at)\s+(?:the )?(?:address )?{_ADDRESS}|"
    rf"(?:invite|add) (?:user )?(?:{_HANDLE}|[\w ]{{0,30}}{_ADDRESS}).{{0,40}}\b(?:to|as|into) (?:an? |the |our |my |"
    rf"every |all )?(?:[\w-]+ ){{0,2}}{_MEMBERSHIP}|"
    rf"(?:grant|give|provide|assign)\b.{{0,40}}\b(?:access|permissions?|rights|roles?|privileges|keys?|"
    rf"ownership)\b.{{0,50}}\b(?:to|for) {_HANDLE}|(?:grant|give) {_HANDLE}\b.{{0,50}}\b(?:access|role|rights|"
    rf"permissions?|privileges)\b|"
    rf"approve (?:the |all |every |any )?(?:pending )?(?:access|requests?|expenses?|expense reports?|payments?|"
    rf"transfers?|refunds?|invoices?|purchases?)\b|"
    rf"(?:change|update|set|modify|replace|reset)\b(?: the| my| his| her| their| your| our)?(?: [\w'-]+){{0,4}} "
    rf"(?:address|e-?mail|phone(?: number)?|password|passcode|pin|bank details|bank account|payee|iban|"
    rf"beneficiary|payment (?:details|method)|recipient|owner|routing number)\b.{{0,60}}\bto\b|"
    rf"mark (?:the )?(?:invoice|payment|order|bill|transfer|request)s?\b.{{0,20}}\bas (?:paid|approved|settled)|"
    rf"(?:allocate|assign|reserve|provision|dedicate)\b.{{0,60}}\b(?:cpus?|cores?|gpus?|memory|ram|quota|"
    rf"instances?|nodes?|budget|credits?|resources?)\b|"
    r"(?:buy|purchase|order|book|renew|subscribe)\b.{0,60}(?:\b(?:gift ?cards?|company card|corporate (?:card|account)|"
    rf"saved card|credit card|flights?|subscriptions?|tickets?|laptops?)\b|{PHONES})|"
    r"(?:post|tweet|publish|announce|reply to all|e-?mail all|message all)\b.{0,60}\b(?:#[\w-]+|channel|company "
    r"account|official account|website|press release|all (?:customers|users|employees|staff)|public)\b|"
    r"(?:unlock|open) (?:the )?(?:front |back |garage |main |office )?(?:door|gate|lock)s?\b|"
    r"(?:disable|turn off|switch off|deactivate) (?:the )?(?:alarms?|(?:security )?cameras?|sensors?|"
    r"smoke detectors?)\b|"
    rf"(?:delete|remove|purge|wipe|erase|cancel|destroy|truncate|revoke)\s+(?:all|every|each|the entire|"
    rf"everything|any)\b.{{0,60}}\b(?:files?|logs?|entries|backups?|records|appointments?|events?|accounts?|"
    rf"users?|emails?|messages?|data|drive|bucket|database|tables?|history)\b"
    r")"
)
# Steps to reproduce in bug reports say "visit https://..." bare; a request to visit is polite or urged.
VISIT = re.compile(
    r"^(?:[\w ,]{0,30})?\b(?:please|pls|plz|kindly|could you|can you|would you|i need you to|i want you to|"
    r"make sure (?:to|you)|you (?:must|should|need to|have to)|immediately|urgently|asap)\b,?(?: \w+){0,2} "
    rf"(?:visit|open|go to|navigate to|browse to|click(?: on)?|follow|log ?in (?:to|at))\b.{{0,20}}{_SITE}"
    rf"|^(?:visit|open|go to|check|follow)\b.{{0,20}}{_SITE}.{{0,40}}\b(?:and|to) (?:log ?in|sign ?in|confirm|"
    r"verify|download|follow|enter|update|unlock|restore|reactivate|claim|validate)\b"
    rf"|^(?:visit|open|go to|check)\b.{{0,20}}{_SITE}.{{0,30}}\bfor (?:the )?(?:new|updated|further|next|latest) "
    r"(?:instructions|steps|orders|directions)"
)
UNSAFE_ORDER = re.compile(
    "^" + _POLITE + r"(?:"
    r"(?:disable|turn off|switch off|stop|shut down|remove|uninstall|bypass)\b.{0,30}\b(?:firewall|audit(?:ing)?|"
    r"audit logs?|logging|monitoring|antivirus|anti-virus|edr|mfa|2fa|two-factor|multi-factor|authentication|"
    r"backups?|alerting|security)\b|"
    r"open (?:port|ports|ssh|rdp)\b.{0,40}\b(?:0\.0\.0\.0/0|the (?:internet|world|public)|everyone|any ?where)|"
    r"(?:create|add|make)\b.{0,30}\b(?:admin|administrator|root|superuser|owner)(?: user| account)?\b.{0,60}"
    r"\b(?:password|named|called)\b|"
    r"(?:export|dump|copy|download)\b.{0,20}\b(?:all|every|the entire|the whole)\b.{0,30}\b(?:customers?|users?|"
    r"employees?|patients?|clients?|records|contacts|accounts)\b|"
    r"publish\b.{0,40}\b(?:internal|confidential|private|secret)\b|"
    r"(?:push|deploy)\b.{0,50}\bskipping (?:the )?(?:tests|review|approval|checks)|"
    r"(?:scale|set)\b.{0,50}\bto (?:zero|0) (?:replicas|instances|nodes)|"
    r"(?:reset|disable)\b.{0,40}\b(?:mfa|2fa|two-factor)\b.{0,60}\b(?:send|e-?mail|forward)"
    r")"
)

#: round 41: the one list (`ai_words`) and the nouns a message to the AI may call it by
_AI = rf"(?:{AI}|agent|model|bot|ai system|automated system|automation|automated agent|automated assistant)"
ADDRESSED = re.compile(
    "|".join(
        (
            r"\b(?:message|note|request|word|reminder|instructions?|letter) from (?:me|[\w .'-]{2,40}?),? to you\b",
            r"\b(?:message|note|request|reminder|instructions?|letter) from [\w .'-]{2,40}? to "
            rf"(?:the |my |our )?{_AI}{END}",
            rf"\bto you,? (?:the |my |our |dear )?{_AI}{END}",
            rf"\b(?:note|message|instructions?|reminder|request|notice) (?:for|to) (?:whichever|whatever|any|every|"
            rf"the|all|each)(?: [\w-]+)? {_AI}s?{END}",
            rf"\bto (?:the|any|every|whichever) (?:[\w-]+ )?{_AI}s? (?:reading|processing|parsing|handling|"
            rf"summari[sz]ing|that reads|who reads|which reads)\b",
            rf"\b(?:any|every|each|whichever|the) {_AI}s? (?:that|which|who) (?:reads?|sees?|processes|parses|"
            rf"summari[sz]es|handles)\b",
            r"\bwho(?:ever)? or what(?:ever)? (?:reads|parses|processes|sees)\b",
            rf"\battention,? (?:all |any |the )?{_AI}s?{END}",
            rf"\bif you are an? (?:[\w-]+ )?{_AI}{END}",
            r"\bbefore (?:you )?(?:can |do |start |begin |finish |complete |solve |answer |continue |proceed )?"
            r"(?:finishing|completing|solving|answering|continuing|doing|you (?:finish|complete|solve|answer|do|"
            r"continue|reply|respond)|finish|complete|solve|answer|continue)\b.{0,30}\b(?:your|the|this) "
            r"(?:current |original |assigned |first |main )?(?:task|job|request|work|assignment|answer|reply)\b",
            r"\b(?:then|after that|afterwards|once (?:that|this|you are|you're) (?:is )?done),? (?:you (?:can|may|"
            r"should) )?(?:carry on|continue|proceed|resume|go back|get back|solve|return)\b.{0,40}\b(?:task|what "
            r"you were doing|original|request|work|normally)\b",
            r"\b(?:this is|it'?s) [\w .'-]{2,30}? (?:writing|speaking|here)\b.{0,40}\b(?:i need you|you (?:must|"
            r"should|need)|please)\b",
            r"\bi need you to\b.{0,80}\b(?:first|before)\b",
            r"\b(?:your|the) (?:first|next|new|only|real|actual) (?:step|job|task|priority|goal|objective) "
            r"(?:now )?(?:is|will be) to\b",
        )
    )
)
HEADER = re.compile(
    r"(?:^|(?<=[\n.!:#=*\[])|(?<=[\n.!:#=*\[] ))(?:system|admin|administrator|important|urgent|security|official|"
    r"compliance|priority|maintenance|operator|developer|it|management|critical|mandatory)"
    r" (?:message|update|notice|directive|instructions?|alert|override|request|action|order|announcement|"
    r"command)s?\b(?: from [\w ]{1,20})?\s*(?:#+|=+|\*+|\]|:|-|–|—)"
    r"|\b(?:priority|system|admin|mandatory|required) (?:directive|action|instruction|step)s?\s*:"
    r"|\bby order of\b|\beffective immediately,|\bmaintenance mode (?:is )?(?:enabled|on|activated)\b"
    r"|\bowner: automation\b"
)
HEADER_CAPS = re.compile(
    r"\b(?:SYSTEM|ADMIN|IMPORTANT|URGENT|SECURITY|OFFICIAL|COMPLIANCE|PRIORITY|CRITICAL|MANDATORY) "
    r"(?:MESSAGE|UPDATE|NOTICE|DIRECTIVE|INSTRUCTIONS?|ALERT|OVERRIDE|REQUEST|ACTION|ORDER)S?\b"
)
TODO = re.compile(r"(?:^|\s)(?:todo|to-do|action item|task for (?:the )?\w+)\b[^:]{0,40}[:-]\s*(?P<rest>.+)")
_TAG_BLOCK = re.compile(
    r"<(?P<tag>[a-z][\w-]{1,30})(?:\s(?P<attrs>[^>]{0,60}))?>(?P<inner>[^<]{3,600})</(?P=tag)\s*>"
    r"|\[\[(?P<b2>[^\]]{3,600})\]\]|\{\{(?P<c2>[^}]{3,600})\}\}|<!--(?P<cm>.{3,600}?)-->"
    r"|/\*(?P<cc>.{3,600}?)\*/|%%(?P<pc>.{3,600}?)%%"
    r"|\[(?P<bt>[a-z][\w -]{2,30})\](?P<bin>.{3,600}?)\[/(?P=bt)\]"
    r"|\{%\s*(?P<jt>[\w-]+)\s*%\}(?P<jin>.{3,600}?)\{%\s*end(?P=jt)\s*%\}|«(?P<gt>[\w -]+)»(?P<gin>.{3,600}?)«/(?P=gt)»"
)
#: a tag's attributes or style that hide it beyond doubt (also `markup._HIDDEN_TAG`): opacity and font-size at a zero
#: value, or too small to see ("opacity:0.05", "font-size:0.5px"), not at a value a reader still reads ("opacity:0.5"
#: dims, "font-size:0.9em" shrinks); "hidden" not as a CSS value ("overflow:hidden" clips)
ZERO = r"0+(?:\.0*)?(?:px|pt|em|rem|%)?(?![\w.%])"
_UNSEEN = rf"opacity\s*:\s*(?:0+\.0\d*(?![\w.%])|{ZERO})|font-size\s*:\s*(?:0+\.\d+(?:px|pt)(?![\w.%])|{ZERO})"
HIDES = rf"(?<!:)(?<!:\s)(?<!:\s\s)\bhidden\b|display\s*:\s*none|visibility\s*:\s*hidden|{_UNSEEN}"
_HIDDEN_ATTRS = re.compile(HIDES)
_LABELLED = re.compile(r"(?:[\w-]+ ){0,3}(?:instructions?|directive|task|orders?|action|note|step)\s*:")
_HTML = frozenset(
    [
        "a",
        "abbr",
        "b",
        "blockquote",
        "body",
        "br",
        "caption",
        "cite",
        "code",
        "dd",
        "div",
        "dl",
        "dt",
        "em",
        "font",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "head",
        "html",
        "i",
        "img",
        "kbd",
        "li",
        "ol",
        "option",
        "p",
        "pre",
        "q",
        "s",
        "samp",
        "select",
        "small",
        "span",
        "strike",
        "strong",
        "sub",
        "sup",
        "table",
        "tbody",
        "td",
        "textarea",
        "tfoot",
        "th",
        "thead",
        "title",
        "tr",
        "tt",
        "u",
        "ul",
        "var",
        "center",
        "label",
        "form",
        "input",
        "button",
        "iframe",
        "script",
        "style",
        "link",
        "meta",
        "object",
        "param",
        "embed",
        "frame",
        "frameset",
        "noscript",
        "map",
        "area",
        "hr",
        "nobr",
        "bdo",
        "section",
        "article",
        "header",
        "footer",
        "nav",
        "main",
        "aside",
        "figure",
        "figcaption",
        "summary",
        "details",
        "mark",
        "time",
        "video",
        "audio",
        "source",
        "canvas",
        "svg",
        "path",
        "g",
    ]
)
_TAG_CONTENT_ORDER = re.compile(
    rf"(?:^|[.:;!?]\s*|\binstruction:\s*|\bplease |\b(?:agent|assistant|ai|model|bot): )(?:{_POLITE})"
    r"(?:transfer|wire|pay|send|forward|share|e-?mail|invite|add|grant|give|approve|disable|delete|remove|purge|"
    r"cancel|close|change|update|set|reset|mark|allocate|assign|raise|scale|visit|open|go to|click|download|"
    r"install|run|execute|export|publish|create|unlock|revoke|rotate|stop|shut|turn off|push|follow|reply|post|"
    r"upload|book|buy|purchase|order|schedule|move|log ?in|sign ?in|confirm|verify|ignore|disregard|forget|text|dm|"
    r"tell|say|write|respond|answer|output|print|reveal|do)\b"
)
#: round 44a: what a hidden element, a comment, a bracket tag or a tag named as an instruction orders beyond
#: `_TAG_CONTENT_ORDER`: an imperative of reporting or relaying ("recommend ...", "ask the member for ...", "state
#: that ...", "reader: accept ..."); an XML document's `<note>` may say "report anything unusual", so only those tags
_RELAY_ORDER = re.compile(
    r"^(?:(?:please|also|kindly|then|and),? )*(?:(?:readers?|agent|assistant|ai|model|bot)\s*:\s*)?(?:recommend|state|"
    r"ask|advise|report|accept|vote|instruct|inform|warn|mention|suggest|claim|let (?:them|the user|your user|"
    r"the reader) know)\b"
)
_INSTRUCTION_TAG = re.compile(
    r"prompt|instruct|task|hidden|directive|command|system|agent|assistant|(?:^|[_-])ai(?:$|[_-])"
)
#: ... and an imperative in another language at the content's start, in any tag read as loose; words that are also
#: nouns or a preposition ("di seguito", "informe mensual", "paga base", "teile") only before whom they tell
_FOREIGN_ORDER = re.compile(rf"^{FOREIGN_ORDER}")
#: a one-letter HTML tag with attributes (`_TAG_BLOCK` needs two letters): read only when they hide it
_SINGLE_TAG = re.compile(r"<(?P<tag>[a-z])\s(?P<attrs>[^>]{0,60})>(?P<inner>[^<]{3,600})</(?P=tag)\s*>")
IGNORE_PARAPHRASE = re.compile(
    r"\b(?:set aside|put aside|pay no (?:attention|heed) to|drop|discard|abandon|scrap|override|overrule)\b.{0,30}"
    r"\b(?:guidance|instructions?|directions?|request|task|rules|orders|prompt|what you were (?:told|asked|given))"
    r"|\b(?:whatever|what|everything) you were (?:asked|told|instructed|given)\b.{0,40}\b(?:no longer|doesn't|"
    r"does not|is (?:cancelled|void|obsolete|irrelevant|outdated))"
    r"|\b(?:previous|prior|earlier|original|old|initial|above) (?:instructions?|guidance|directions?|task|request|"
    r"prompt|rules)\b.{0,30}\b(?:were|was|are|is) (?:a mistake|wrong|cancelled|void|obsolete|outdated|superseded|"
    r"revoked|no longer valid|fake)"
    r"|\b(?:the )?(?:user|operator|owner|admin) (?:actually|really) wants you to\b"
    r"|\b(?:your|the) (?:new|real|actual|updated) (?:priority|job|task|goal|objective|instructions?) (?:is|are)\b"
    # "never mind the original task", "skip the question you were given", "stop what you are doing"
    r"|\b(?:never ?mind|forget about|scratch|drop|skip|ignore|disregard|overlook|pay no (?:attention|heed) to|"
    r"don'?t (?:follow|answer|do)|do not (?:follow|answer|do)|stop)\b.{0,25}\b(?:original|earlier|previous|prior|"
    r"above|first|initial|user'?s|given|current|old)\b.{0,20}\b(?:task|request|question|instructions?|guidance|"
    r"prompt|orders?|directions?|directives?|assignment|job)"
    r"|\b(?:skip|ignore|disregard|forget|drop|never ?mind|scratch)\b.{0,12}\b(?:question|task|request|"
    r"instructions?) you were (?:given|asked|assigned)\b"
    r"|\beverything (?:before|above|prior to) (?:this|here|now)\b.{0,30}\b(?:void|invalid|irrelevant|cancell?ed|"
    r"obsolete|outdated|ignored?|fake|a test)"
    r"|\bstop what(?:ever)? you(?:'re| are) doing\b|\b(?:drop|forget|abandon) what(?:ever)? you(?:'re| are| were) "
    r"doing\b|\b(?:all )?(?:prior|previous|earlier) (?:context|instructions?|directives?|orders?)(?: is| are|:)? "
    r"(?:void|irrelevant|cancell?ed|obsolete|outdated|no longer valid)"
)

# Misspelled "ignore your previous instructions": a verb within two edits of ignore / disregard / forget and,
# within the next eight words, a noun within two edits of instructions / previous / directions / ...
_IGNORE_VERBS = ("ignore", "disregard", "forget", "neglect", "overlook", "ingore")
_IGNORE_OBJECTS = ("instructions", "instruction", "previous", "directions", "directives", "guidelines", "earlier",
                   "prior", "everything", "above", "rules", "prompt", "told")  # fmt: skip
_WORD = re.compile(r"[a-z0-9']+")


@lru_cache(maxsize=20_000)
def _near(word: str, targets: tuple[str, ...]) -> bool:
    for target in targets:
        budget = 2 if len(target) >= 10 else 1
        if (
            abs(len(word) - len(target)) <= budget
            and word[:1] in (target[:1], "1", "!")
            and _within(word, target, budget)
        ):
            return True
    return False


def _within(a: str, b: str, budget: int) -> bool:
    """Optimal string alignment distance (edits and adjacent swaps) of a and b is at most `budget`."""
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        row = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            cost = 0 if ca == cb else 1
            row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                row[j] = min(row[j], previous2[j - 2] + 1)
        if min(row) > budget:
            return False
        previous2, previous = previous, row
    return previous[-1] <= budget


_VERB_INITIALS = frozenset(verb[0] for verb in _IGNORE_VERBS) | {"1", "!"}  # what `_near` lets a word start with


def fuzzy_ignore(sentence: str) -> bool:
    words = _WORD.findall(sentence)
    for i, word in enumerate(words):
        if 4 <= len(word) <= 11 and word[0] in _VERB_INITIALS and _near(word, _IGNORE_VERBS):
            following = words[i + 1 : i + 9]
            if any(3 <= len(w) <= 14 and _near(w, _IGNORE_OBJECTS) for w in following):
                return True
    return False


_IGNORE_PARAPHRASE = Cued(IGNORE_PARAPHRASE)
_TAGS = Cued(_TAG_BLOCK)
_SINGLE_TAGS = Cued(_SINGLE_TAG)
_ADDRESSED = Cued(ADDRESSED)
_HEADER = Cued(HEADER)
_HEADER_CAPS = Cued(HEADER_CAPS)


def ignores(sentence: str) -> bool:
    return _IGNORE_PARAPHRASE.search(sentence) is not None or fuzzy_ignore(sentence)


def addressed(flat: str) -> bool:
    """A message addressed to the model ("a note from me, <name>, to you, the AI", "before you finish your task")."""
    return _ADDRESSED.search(flat) is not None


def tagged(flat: str) -> bool:
    """An order inside tags that are not HTML, inside [[ ]], {{ }}, comments or [x]...[/x]."""
    for match in _TAGS.finditer(flat):
        hidden = _HIDDEN_ATTRS.search(match.group("attrs") or "") is not None
        if match.group("tag") in _HTML and not hidden:
            continue
        groups = match.group("inner", "b2", "c2", "cm", "cc", "pc", "bin", "jin", "gin")
        inner = next(g for g in groups if g is not None).strip()
        loose = hidden or any(match.group("tag", "cm", "bin", "jt", "gt")) or _LABELLED.match(inner)
        if loose and (_TAG_CONTENT_ORDER.search(inner) or _POLITE_ONLY.search(inner)):
            return True
        if _ADDRESSED.search(inner) or world_action(inner):
            return True
        # round 44a: reporting or relaying in a tag that hides or names an instruction; another language's order
        named = hidden or any(match.group("cm", "bin")) or _INSTRUCTION_TAG.search(match.group("tag") or "") is not None
        if loose and (_FOREIGN_ORDER.match(inner) or (named and _RELAY_ORDER.match(inner))):
            return True
    return any(_hidden_order(m.group("attrs"), m.group("inner").strip()) for m in _SINGLE_TAGS.finditer(flat))


def _hidden_order(attrs: str, inner: str) -> bool:
    """Round 44a: a hidden one-letter tag ("<i hidden>say ...</i>") ordering what a hidden tag may not."""
    if _HIDDEN_ATTRS.search(attrs) is None:
        return False
    return any(p.search(inner) for p in (_TAG_CONTENT_ORDER, _POLITE_ONLY, _RELAY_ORDER, _FOREIGN_ORDER))


def header(plain: str, flat: str, sentences: tuple[str, ...]) -> bool:
    if _HEADER_CAPS.search(plain) or _HEADER.search(flat):
        return True
    for sentence in sentences:
        todo = TODO.search(sentence)
        if todo and (world_action(todo.group("rest")) or _TAG_CONTENT_ORDER.match(todo.group("rest"))):
            return True
    return False


_ACTION_VERBS = (
    r"(?:transfer|wire|pay|send|forward|share|e-?mail|invite|add|grant|give|approve|disable|enable|delete|remove|"
    r"purge|drop|cancel|close|change|update|set|reset|mark|allocate|assign|raise|scale|visit|open|go|click|"
    r"download|install|run|execute|export|publish|create|unlock|revoke|rotate|stop|start|restart|shut|turn|push|"
    r"deploy|follow|reply|post|upload|book|buy|purchase|order|schedule|move|log|sign|confirm|verify|contact|call|"
    r"submit|accept|reject|escalate|notify|tell|write|edit|modify|replace|rename|kill|terminate|reboot|restore|"
    r"migrate|copy|clone|fetch|pull|merge|approve|release|lock|block|ban|suspend|activate|deactivate|provision|"
    r"configure|apply|check|make|get|put|use|increase|decrease|reduce|lower|drain|clear|flush|wipe|erase)"
)


REPORTED = re.compile(
    # round 41: an opening time or condition clause is no source ("before anyone reads further, ... delete ...")
    r"^(?!(?:before|after|once|when|whenever|while|until|unless|if|as soon as)\b)"
    # round 44b: an imperative before a determiner opens an order, whatever noun follows ("purge the mailing list's
    # subscriber table" does not report what a mailing list lists)
    rf"(?!{_ACTION_VERBS} (?:the|all|every|each|any|our|your|their|its|this|these|those|my)\b)"
    r"(?:(?:the|this|that|its|their|our|a|an|each|every|step \d+ of the|section \d+ of the) )?(?:[\w'-]+ ){0,3}"
    r"(?:says?|said|states?|stated|recommends?|recommended|instructs?|instructed|asks?|asked|tells?|told|lists?|"
    r"listed|describes?|described|suggests?|suggested|requires?|required|explains?|notes?|noted|warns?|warned|"
    r"advises?|advised|reads?|mentions?|mentioned|specifies|specified|directs?|directed|documents?|documented)\b"
    r"|^according to\b|^(?:per|as per|as described in|as stated in) (?:the|this|section|step|page)\b"
)


def reported(sentence: str) -> bool:
    """The sentence reports what a file or person says ("the runbook says to restart nginx")."""
    return REPORTED.search(sentence) is not None


def _report_body(sentence: str) -> str:
    """What a reported sentence reports: "the memo says to wire $5 to ..." -> "wire $5 to ..."."""
    match = REPORTED.search(sentence)
    if match is None:
        return sentence
    rest = sentence[match.end() :].lstrip(" :,")
    return re.sub(r"^(?:that |to |you to |us to |the (?:reader|user|agent|customer)s? to |customers to )", "", rest)


def world_action(sentence: str) -> bool:
    """A request to act on the world, polite or bare, also when a sentence reports one."""
    body = _report_body(sentence)
    if consequential(sentence) is not None:
        return True
    return any(
        pattern.search(text) is not None for pattern in (WORLD_ACTION, UNSAFE_ORDER, VISIT) for text in {sentence, body}
    )


ACTION_VERBS = _ACTION_VERBS
ORDER = re.compile(rf"^{_POLITE}{_ACTION_VERBS}\b")


def request(sentence: str) -> bool:
    """A bare imperative or a polite request, reported or not (what a fake header carries)."""
    return ORDER.search(sentence) is not None or _POLITE_ONLY.search(sentence) is not None


def order(sentence: str) -> bool:
    """A bare imperative or a request (not reported speech): what the responsiveness check weighs."""
    return not reported(sentence) and (ORDER.search(sentence) is not None or _POLITE_ONLY.search(sentence) is not None)
