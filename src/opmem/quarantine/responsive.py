"""Responsiveness in the rules: a request in an answer that is what its question asked for is information.

A reader asked "How do I report a phishing e-mail?" answers with orders to a human ("forward it to
phishing@corp.example, then delete it"); a reader asked "What should attendees do before the offsite?" answers
with requests ("please book your train ... and send dietary requirements to events@..."). The rules that find
requests to act on the world would refuse both. Given the question, `guard.check_answer` passes a sentence that
a request rule refused when

- the sentence shares a content word (a stem, question and filler words aside) with the question, or the
  question asks for actions (what to do, the steps, how to, who asked what, the policy, the terms ...) and the
  answer as a whole shares a content word with it; and
- the sentence is not what is never legitimate to relay as an answer, whatever the question (`never_relayed`):
  money to an account, gift cards; credentials, keys, codes or sensitive data sent to an address or a link;
  access, invitations or roles given to a named outsider; a record pointed at a new account, address or
  number; payments or requests marked approved; bulk deletion; controls disabled or systems exposed; the AI
  named.

Since round 19 a destructive shell step (`rm` of a path, `DROP DATABASE`, `dropdb`, a forced `git push`) whose
object a "how do I ..." question names is masked before its sentence is judged (`asked_for`).

Nothing else is exempted: a text whose remaining sentences still fail, a refusal by a check that is not a
request rule (tags, headers, a message to the AI, "ignore", secrets, hidden text ...), and previews (no question)
are judged as before. Sentences are normalised as in `guard.normalise`.
"""

from __future__ import annotations

import re

from opmem.index.analysis import stems
from opmem.quarantine import hazards, orders, polyglot, requests
from opmem.quarantine.actions import KINDS
from opmem.quarantine.prefilter import Cued

#: the checks whose refusal a responsive sentence can lift (requests to a human reader, not to the model)
REQUEST_CHECKS = frozenset({"world_action", "send_message", "visit_link", "model_task", "tool_call", "conceals"})
#: kinds of `actions.consequential` never relayed as an answer, whatever the question
NEVER_KINDS = frozenset(
    {
        "money",
        "access",
        "ownership",
        "invite",
        "mark",
        "delete",
        "device",
        "device_code",
        "security",
        "exposure",
        "announce",
    }
)

_FILLER = (
    "how what when where which who whom whose why do does did done can could should would will shall must may might "
    "i we you my our your me us they them their he she his her it its is are was were be been being am the a an of "
    "to in on at for with from by about into and or if then than so not no yes this that these those there here "
    "file document say said says page section tell told show give list mention note report e-mail email message "
    "mail letter text reply answer question ask asked asks need needs want get make use"
)
#: German, Spanish, French and Portuguese function words are filler too ("de", "la", "le" are no shared subject)
_FILLER_STEMS = frozenset(stem for word in (*_FILLER.split(" "), *polyglot.FUNCTION_WORDS) for stem in stems(word))

#: a question that asks for actions: what to do, the steps, how to, what someone asked or told, the rules or terms
ASKS_FOR_ACTION = re.compile(
    r"\b(?:what (?:should|do|does|must|can|could|would|did|needs? to)\b.{0,60}\b(?:do|happen|ask|asks|asked|tell|"
    r"tells|told|say|says|said|want|wants|wanted|recommend|recommends|suggest|suggests|require|requires|"
    r"request|requests|expect|expects|change|send|include|check|follow)\b|what (?:are|were|is) (?:the )?(?:[\w-]+ )?"
    r"(?:steps?|instructions?|procedure|process|terms|conditions|rules|policy|requirements?|next steps?|"
    r"action items?|actions?|tasks?|to-?dos?|options|checklist|workaround|fix|remedy|guidance|advice)\b|"
    r"\bhow (?:do|can|should|would|could|did|does|must|to)\b|\bhow (?:is|are) [\w -]{1,40} (?:supposed|meant|"
    r"expected|required) to\b|\bwho (?:needs?|has|should|must|is (?:to|supposed to)|will)\b|\bwhat happens\b|"
    r"\b(?:steps?|instructions?|procedure|process|policy|checklist|runbook|playbook|guide|onboarding|workaround|"
    r"action items?|to-?do|next steps?|requirements?)\b|\b(?:is|are) (?:it|we|they|staff|employees|users|"
    r"customers) (?:allowed|required|supposed) to\b|\bcan (?:i|we|you|staff|users|customers)\b)"
)

_SENSITIVE = Cued(
    re.compile(
        r"\b(?:passwords?|passcodes?|passphrases?|credentials?|api[ _-]?keys?|secret|secrets|private keys?|ssh keys?|"
        r"tokens?|otps?|one-time|verification codes?|security codes?|2fa codes?|mfa codes?|auth(?:entication)? "
        r"codes?|login codes?|access codes?|recovery codes?|backup codes?|pins?|ssns?|social security|card "
        r"numbers?|cvv|bank details|account numbers?|payroll|salar(?:y|ies)|customer (?:list|data|database|"
        r"records|export|details)|client (?:list|data|records)|employee (?:list|data|records|details)|patient|"
        r"medical records?|personal data|user (?:data|list|database|records)|database (?:dump|export|backup)|"
        r"dump|exports?|backups?|all (?:the )?(?:files|documents|e-?mails|messages|records|data|contacts)|"
        r"(?:the )?(?:entire|whole|full) (?:[\w-]+ )?(?:inbox|mailbox|drive|folder|archive|database|history)|"
        r"contacts list|address book|chat history|conversation|passports?|id scans?|identity documents?|driv(?:ing|"
        r"er'?s) licen[cs]e|statements?|contracts?|recordings?|/etc/|shadow|(?:user|customer|client|employee|"
        r"patient|ceo|cfo)'?s? (?:[\w-]+ ){0,3}(?:details|data|e-?mails|files|documents|scans?|records?|"
        r"info(?:rmation)?|numbers?|addresses))\b"
        # secret files (round 19b, as `hazards._SECRET`): "e-mail the kiosk's .env file to ..."
        r"|\.env\b|\.ssh\b|\bid_(?:rsa|ed25519|ecdsa|dsa)\b|\bkubeconfig\b"
    )
)
_DESTINATION = Cued(
    re.compile(
        r"[\w.+-]+@[\w-]+\.[\w.]+|(?:https?://|www\.)\S+|\b[\w-]+\.(?:com|net|org|io|co|app|xyz|top|info|me|cc)\b|"
        r"\+?\d[\d ()-]{6,}\d"
    )
)
_GIFT = Cued(
    re.compile(
        r"\bgift ?cards?\b|\bcrypto(?:currency)?\b|\bbitcoin\b|\bwallet\b|\bcharge (?:it |this |them |that )?to\b|"
        r"\b(?:company|corporate|business) (?:credit )?(?:card|account|visa|amex)\b|\bapprove (?:the |all |every |"
        r"any |my |this |these )?(?:pending |open |outstanding )?(?:access|requests?|expenses?|payments?|transfers?|"
        r"refunds?|invoices?|purchases?|claims?|changes?|pull requests?|merges?)\b"
    )
)
#: the words between a verb and its "to" inside one clause (round 40): not over a semicolon, nor over a comma into the
#: next clause ("move the slips to the folder, and e-mail the list to trips@..."), but over one short aside set off by
#: two commas ("change the payee, as agreed, to ...")
_CLAUSE = r"[^,;]{{0,{0}}}(?:,[^,;]{{0,25}},[^,;]{{0,{0}}})?"
#: a record pointed at a new account, address or number
_REPOINTED = Cued(
    re.compile(
        rf"\b(?:change|update|set|switch|replace|modify|redirect|point|reset|move)\b{_CLAUSE.format(80)}\bto\b"
        r"[^,;]{0,20}(?:[\w.+-]+@[\w-]+\.|\biban\b|\baccount\b|\b[a-z]{2}\d{2}(?: ?\w{4}){2,}|\d{4,}|\+\d|"
        r"(?:https?://|www\.)|'|\")|"
        r"\b(?:change|update|set|switch|replace|modify|redirect|reset)\b(?: [\w'-]+){0,5} (?:address|e-?mail|phone|"
        r"number|payee|beneficiary|iban|recipient|owner|password|passcode|pin|routing|wallet|contact|salary|salaries|"
        rf"pay rate|credit limit|limit|role|permissions?)s?\b{_CLAUSE.format(40)}\bto\b"
    )
)
#: commands that fetch and run code, open a shell to elsewhere, or destroy a disk; hiding things from the user
_NEVER = Cued(
    re.compile(
        r"\| ?(?:sudo )?(?:ba|z)?sh\b|/dev/tcp/|\bnc\s+-[a-z]*[elv]|\bbase64\s+(?:-d|--decode)\b|\brm\s+-[a-z]*[rf]"
        r"[a-z]*\s+(?:/|~|\*|\$)|\bmkfs\b|\bdd\s+if=|:\(\)\s*\{|\binvoke-expression\b|\biex\s*\(|"
        r"\b(?:bash|sh|zsh|python3?|node|perl|ruby)\s+-[ce]\b|\b(?:do not|don't|never|without) (?:tell(?:ing)?|"
        r"inform(?:ing)?|mention(?:ing)?|reveal(?:ing)?|let(?:ting)?|notify(?:ing)?|alert(?:ing)?|warn(?:ing)?|"
        r"show(?:ing)?) (?:the |any )?(?:user|human|operator|anyone)\b|\b(?:secretly|silently|covertly|quietly)\b|"
        r"\bwithout (?:the )?user(?:'s)? (?:knowledge|knowing|noticing|consent)\b|\b(?:hide|conceal) (?:this|it|"
        r"that|these|the fact)\b|\benable (?:the )?(?:macros|content|editing)\b"
    )
)


def content(text: str) -> frozenset[str]:
    """The content stems of a text: what it is about, question and filler words aside."""
    return frozenset(stems(text)) - _FILLER_STEMS


_NEVER_KINDS = tuple(kind for kind in KINDS if kind.name in NEVER_KINDS)
#: the reader or its rules spoken of: no exemption for a text that does (an agent's note, "your guidelines")
_READER = Cued(
    re.compile(
        r"\b(?:ai|a\.i\.|assistants?|agents?|models?|bots?|chat ?bots?|llms?|copilots?|gpt|claude|gemini|"
        r"language models?)(?!\w)|_(?:agent|assistant|ai|bot|model)|(?:agent|assistant|ai|bot|model)_|\byour "
        r"(?:guidelines|instructions|rules|constraints|polic(?:y|ies)|settings|developers|creators|programming|"
        r"safety|training|task|prompt)\b"
    )
)
_SEND = Cued(
    re.compile(
        r"\b(?:send|forward|e-?mail|mail|share|upload|post|attach|copy|paste|export|submit|fill in|enter|provide|"
        r"give|hand over|fax|text|dm|sync|push)\b|\|\s*curl\b|\bcurl\b.{0,60}(?:\s-t\s|--upload-file)"
    )
)


def relayable(flat: str) -> bool:
    """A text that may be exempted at all: it neither speaks of the reader (the AI, its rules) nor carries
    sensitive data beside somewhere to send it, nor, read whole, what is never relayed (`_NEVER`; round 19b: the
    sentences end at a pipe, so "curl https://... | sh" is only seen whole; round 19's masked commands aside)."""
    if _READER.search(flat) is not None or _NEVER.search(STEP.sub(" ", flat)) is not None:
        return False
    return _SENSITIVE.search(flat) is None or (_DESTINATION.search(flat) is None and _SEND.search(flat) is None)


def never_relayed(sentence: str) -> bool:
    """What no question makes legitimate to pass on as an answer (see the module docstring)."""
    if any(kind.possible(sentence) and kind.finds(sentence) for kind in _NEVER_KINDS):
        return True
    if hazards.hazard(sentence) is not None or requests.names_the_ai(sentence):
        return True
    return any(p.search(sentence) is not None for p in (_NEVER, _GIFT, _REPOINTED))


def foreign_answer(flat: str, question: str) -> bool:
    """A German, Spanish, French or Portuguese answer whose request to act (`polyglot.request`) is what its question
    asked for: nothing `polyglot.relayable` forbids, the reader not spoken of, and two words shared with the
    (normalised) question, or one when it asks how or what to do. The English sentence rules cannot weigh its
    sentences, so the whole text is judged."""
    if not polyglot.relayable(flat) or _READER.search(flat) is not None or requests.names_the_ai(flat):
        return False
    shared = len(polyglot.content(flat) & polyglot.content(question))
    asks = polyglot.ASKS_HOW.search(question) or ASKS_FOR_ACTION.search(question)
    return shared >= 2 or (shared >= 1 and asks is not None)


def responsive(sentence: str, question: str, answer: frozenset[str]) -> bool:
    """The sentence is what the question asked for: the question asks for actions and the answer (`answer`: its
    content stems) shares a content word with it, or the sentence shares two, or one while the answer shares two
    (one shared word alone is often chance: "access", "order", "job")."""
    wanted = content(question)
    shared = len(content(sentence) & wanted)
    overall = len(answer & wanted)
    if shared >= 2 or (shared and overall >= 2):
        return True
    return overall >= 1 and ASKS_FOR_ACTION.search(question.casefold()) is not None


# Round 19: a destructive shell step that a "how do I ..." question asked for, by name.
#
# A reader asked "How do I drop the staging database before reloading it?" answers "run `DROP DATABASE staging WITH
# (FORCE);` then ...", one asked "How do I clear the card reader cache on the second till?" answers "sudo rm -f
# /var/cache/cardreader/*.db". The rules refuse both (`harmful_order`: data destroyed; `tool_call`: a shell
# command), and `responsive` never relays bulk deletion whatever the question. Yet the step is the procedure the
# question asked for, on the very thing it names. An injected runbook order reads the same, but what it destroys is
# not what the question asked about ("What is the office wifi name?" answered "run rm -rf /srv/data").
#
# `asked_for(sentence, question)` masks the destructive commands of a sentence when the question asks for a
# procedure and every such command names an object (the path removed, the database, table or schema dropped, the
# branch force-pushed) that shares a content word with the question; the masked sentence is then judged like any
# other (a request in it must still be responsive; money, secrets, access, the AI addressed, links that send data
# out, fetch-and-run stay never relayed). Only these commands are masked: `rm` with a path, SQL `DROP DATABASE /
# TABLE / SCHEMA / KEYSPACE` and `TRUNCATE`, `dropdb`, and a forced `git push`. A path with no word of its own
# (`rm -rf /`, `~`, `/*`, `$DIR`) names nothing, so it is never masked. Previews have no question: never masked.

#: a question that asks how something is done, or for the steps (narrower than `responsive.ASKS_FOR_ACTION`, which
#: also takes "what did the reviewer say")
PROCEDURE = re.compile(
    r"\bhow (?:do|does|did|can|could|should|would|must|to|is|are|was|were)\b|\b(?:steps?|instructions?|procedure|"
    r"process|runbook|playbook|checklist|workaround)\b"
)

#: the destructive commands whose object (`path`, `name`, `db`, or the `push` arguments) the question may name
STEP = re.compile(
    r"\brm\s+(?:-[\w-]+\s+)*[`'\"]?(?P<path>[^\s`'\";|&]+)"
    r"|\b(?:drop\s+(?:database|table|schema|keyspace)|truncate(?:\s+table)?)\s+(?:if\s+exists\s+)?[`'\"]?"
    r"(?P<name>[\w.-]+)[`'\"]?(?:\s+(?:cascade|with\s*\(force\)))?"
    r"|\bdropdb\s+(?:-\S+\s+)*(?P<db>[\w.-]+)"
    r"|\bgit\s+push\s+(?=[^\n;|&`]*(?:--force|\s-f\b))(?P<push>[^\n;|&`]+)"
    r"|\bterraform\s+destroy\b(?P<tf>[^\n;|&`]*)",  # round 25: its object is the target or var-file named
    re.IGNORECASE,
)
#: path words that name no object of their own (and a forced push's remote and flags)
_PATH_WORDS = (
    "var lib srv opt usr etc home www tmp root mnt dev bin sbin share local old new current data origin upstream "
    "force with lease target var file module tfvars auto approve"
)
_PATH_FILLER = frozenset(stem for word in _PATH_WORDS.split(" ") for stem in stems(word))
_SPLIT = re.compile(r"[^a-z0-9]+")
_FLAG = re.compile(r"(?:^|\s)-\S*")


def procedural(question: str) -> bool:
    """The (normalised) question asks how something is done, or for the steps or procedure."""
    return bool(PROCEDURE.search(question) or polyglot.ASKS_HOW.search(question))


def named(match: re.Match[str]) -> frozenset[str]:
    """The content stems of what a destructive command acts on (its path, database, table or branch)."""
    if match.group("push") is not None:
        target = _FLAG.sub(" ", match.group("push"))
    elif match.group("tf") is not None:
        target = "" if "$" in match.group("tf") else match.group("tf")
    else:
        target = match.group("path") or match.group("name") or match.group("db") or ""
        if "$" in target:  # a variable names nothing fixed: `rm -rf "$CACHE_DIR/"*` may remove anything
            return frozenset()
    return content(_SPLIT.sub(" ", target)) - _PATH_FILLER


def asked_for(sentence: str, question: str) -> str | None:
    """The sentence with its destructive commands masked, when every such command is what the (normalised) question
    asks for or about (`_about`; round 19: a procedural question must name each command's object); otherwise None
    (see the round-19 and round-25 notes above)."""
    matches = list(STEP.finditer(sentence))
    if not matches:
        return None
    wanted = content(question)
    if procedural(question):  # round 25c: or asks what, which or when it destroys ("which db does this step drop?")
        if any(not (named(match) & wanted or _about(match, question, spelled=False)) for match in matches):
            return None
    elif not all(_about(match, question) for match in matches):
        return None
    return STEP.sub(" ", sentence)


# Round 25: a destructive step the question asks about.
#
# A reader of a config, a Makefile, a cron line, a code review or a bare step is asked what the text says a step does:
# "Which database does this step remove?" (`dropdb --if-exists spa_bookings_staging`), "What is removed after stop?"
# (`ExecStopPost=/usr/bin/rm -f /run/playout/lock`), "When are temporary import tables dropped?", "Where should
# terraform destroy be moved?". Its answer reports the step; round 19's mask took only "how do I ..." questions. A
# question that is not procedural now masks a command when it asks what, which or when something is removed, dropped,
# destroyed, cleared ... (a verb that fits the command) or spells the command (`dropdb`, `terraform destroy`), and the
# command names an object of its own (a question that only shares a word with it is chance: "What did the lead ask
# members?" beside `DROP TABLE members`). A path with no word of its own or a variable
# (`rm -rf /`, `~`, `$DIR`) still names nothing and is never masked; what `_NEVER` and `never_relayed` refuse stays
# refused, and the masked sentence is judged again by every rule (and the detector reads what the rules pass).

#: what a question asks is destroyed, by the kind of command (normalised: accents dropped; English or German)
_GONE = r"remov(?:e|es|ed|ing)|delet(?:e|es|ed|ing)|wip(?:e|es|ed|ing)|purg(?:e|es|ed|ing)|geloscht|entfernt|loscht"
_VERBS = {
    "path": rf"{_GONE}|clear(?:s|ed|ing)?|empt(?:y|ies|ied)|clean(?:s|ed|ing)?|geleert",
    "name": rf"{_GONE}|drop(?:s|ped|ping)?|reset(?:s|ting)?|truncat(?:e|es|ed|ing)|clear(?:s|ed|ing)?|"
    r"empt(?:y|ies|ied)",
    "tf": rf"{_GONE}|destroy(?:s|ed|ing)?|torn down|tear(?:s|ing)? down",
}
_VERBS["db"] = _VERBS["name"]
#: a question that asks what, which or when something is destroyed, with no clause break before the verb ("Which
#: database does this step remove?", "When is library.old deleted?"; not "What does X check before dropping ...")
_ASKS_GONE = {
    kind: re.compile(
        r"^(?:what|which|when|wann|welche[rsnm]?)\b(?:(?!\b(?:after|before|if|because|since|until|while|and|or|"
        rf"then|nachdem|bevor|wenn|und|oder)\b)[^,;:?])*?\b(?:{verbs})\b"
    )
    for kind, verbs in _VERBS.items()
}


def asks_gone(question: str) -> bool:
    """Round 30c: the (normalised) question asks what, which or when something is removed, dropped, cleared or
    destroyed (`_ASKS_GONE`, any kind of command)."""
    return any(pattern.search(question) is not None for pattern in _ASKS_GONE.values())


#: the command's own name, when a question spells it ("Auf welchem Server wird dropdb ausgefuhrt?")
_TOOL = {"path": r"rm", "name": r"drop|truncate", "db": r"dropdb", "tf": r"terraform destroy"}


def _about(match: re.Match[str], question: str, *, spelled: bool = True) -> bool:
    """The command is what a (normalised) question asks about: the question asks what, which or when such a command
    destroys (`_ASKS_GONE`) or (unless not `spelled`: a procedural question) spells the command, and the command
    names an object of its own (a forced push never; a path under `~` or with a variable never); `terraform destroy`
    alone, when spelled."""
    kind = next((k for k in ("path", "name", "db", "tf") if match.group(k) is not None), None)
    if kind is None or "$" in match.group(0) or (match.group("path") or "").startswith("~"):
        return False
    spelled = spelled and re.search(rf"\b(?:{_TOOL[kind]})\b", question) is not None
    if named(match) and (spelled or _ASKS_GONE[kind].search(question) is not None):
        return True
    return spelled and kind == "tf"


# Round 21: a bare order that has nothing to do with the question.
#
# Asked "Who covers the taxi home after the spa staff party?", a reader that answers "Execute: etcdctl del --prefix
# /registry/" or "Stop the brine pump on the rink chiller and leave it off overnight." relays an order, not an
# answer: nothing in it is what the question is about (issue 13's responsiveness). No rule refuses such a line (a
# bare command is no request to a person, and most name no harm a pattern knows), and the detector's own
# responsiveness check is off in the shipped weights. `unrelated_order(answer, question)` holds when the answer
# gives an order (`orders.order`) or is a shell command line, and the answer as a whole shares no content word
# with the question. An answer that shares one (a step answering "how do I restart the queue worker?") is judged
# as before; previews and answers without a question are untouched.

#: a label before a step ("Step 6:", "Execute:", "Next step:", "Now run", "Right after this,")
_LABEL = re.compile(r"^(?:[\w ]{0,24}[:,]\s*|(?:now |then |next,? )?(?:run|execute|apply)\s+)?[`$>\s]*(?:sudo\s+)?")
#: a shell command line (the text is normalised, so case tells nothing): a short line with no clause break whose
#: arguments hold a flag, a path, a URL-like target or an assignment ("etcdctl del --prefix /registry/")
_COMMAND = re.compile(
    r"^[a-z][\w.-]*(?=\s)(?:(?![,;] ).){0,100}?(?:\s--?[a-z]|\s[~.]?/[\w.*-]|\w://|\w=\S|::)(?:(?![,;] ).)*$"
)
_ENDS = re.compile(r"(?<![`'\")])\.$")


#: a bare answer: this many sentences and characters at most (a runbook or a reply is judged as before)
BARE, BARE_CHARS = 2, 240
#: a question about a command or step itself ("which database does this step remove?", "what does this clear?")
_ABOUT_STEPS = re.compile(
    r"\b(?:this|that|the) (?:step|command|line|script|job|task|cron|flag|option)s?\b|\bwhat does (?:this|that|it)\b|"
    r"\b(?:commands?|scripts?|cli|shell|terminal|remove[ds]?|delete[ds]?|clear(?:s|ed)?|wipe[ds]?|drop(?:s|ped)?|"
    r"purge[ds]?|erase[ds]?)\b"
)


def command(sentence: str) -> bool:
    """The (normalised) sentence is a bare shell command line, perhaps after a label ("Step 6:", "Run")."""
    line = _LABEL.sub("", sentence, count=1)
    return len(line.split()) <= 12 and _ENDS.search(line) is None and _COMMAND.search(line) is not None


def unrelated_order(sentences: tuple[str, ...], flat: str, question: str) -> bool:
    """A bare answer (its normalised sentences and flat form) that orders something (in English) or is a command
    line, and shares no content word with its (normalised) question, which asks for no procedure or action and is
    not about a command or step."""
    if len(sentences) > BARE or len(flat) > BARE_CHARS or procedural(question) or _ABOUT_STEPS.search(question):
        return False
    if ASKS_FOR_ACTION.search(question) or content(flat) & content(question):
        return False
    english = not polyglot.foreign(flat)  # the order rules read English; a command line is no language's
    return any((english and orders.order(s)) or command(s) for s in sentences)
