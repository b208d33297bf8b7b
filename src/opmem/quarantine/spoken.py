"""Requests a text speaks of, not makes (round 29): a policy's request, a report of what a message asked.

- A policy names the request it governs as its subject or scope: "Any request to change bank details must be
  confirmed by phone", "A request to change bank details, however it arrives, is checked ...", "Any request, from
  anyone, to pay a new payee ...". `unrequested(sentence)` masks such a request: a noun phrase opening the sentence
  (or a clause after ";") whose head is a request or a message of a kind (any, a, each, every, such, all, no; never
  "the", "your", "this": one particular request may be the order itself, "The request to wire ... must be processed
  today"), followed by "to <verb>" or "asking (you) to <verb>", up to the end of the sentence or the next ";" or ":".
- A report says what a message or a person asked a named third party: "The email from the bus operator asks the
  council to update its bank details ...", "The treasurer's e-mail asks members to pay ...". `unrequested` masks
  "asks / asked <party> to ..." when the one asked is a third party (one to three words), never the reader: not
  you, me, us, the user, whoever, the AI, an assistant, agent, bot, model, app, tool, software, system, program,
  nor anything "reading" or "processing" the text; and never when "I", "we" or "you" does the asking, or the
  sentence carries a polite order of its own before it ("please", "could you", "you must").

- A received message forwarded as its report (round 37): "If you get such a message, forward it to abuse@... and
  delete it", "we never change this account by e-mail; if a message says otherwise, forward it to fraud@...".
  `unforwarded` masks "forward it / them / the e-mail / the message ... (as an attachment) to <address>" when, in the
  same sentence and before it, a condition names a message that reaches the reader from elsewhere ("if / when you
  get / receive ... an e-mail", "if a message says ..."), and the sentence warns against that message (never, don't,
  do not, not from us, a fraud word, "delete it"). Never "this e-mail" (the text itself), never a forward with
  anything else sent along ("together with", "and the ..."), never a forward before its condition.

The request rules (`orders.world_action`, `hazards.hazard`) read the sentence so masked, as they read
`negation.unnegated`; `send_message` reads the text without the forwards `unforwarded` masks. Sentences are
normalised as in `guard.normalise`.
"""

from __future__ import annotations

import re

from opmem.quarantine import requests
from opmem.quarantine.orders import ACTION_VERBS
from opmem.quarantine.prefilter import Cued

_HEAD = r"(?:requests?|e-?mails?|messages?|letters?|calls?|texts?|instructions?|demands?)"
_VERB = r"['\"]?(?!(?:the|a|an|my|your|our|his|her|their|its|this|that|me|you|us|him|them)\b)[a-z][a-z-]+"
_SPAN = r"[^;:]*?(?=[;:]|\s[-–—]+\s|$)"  # to the end of the sentence, the next ";" or ":", or a dash between clauses
#: "any request (, from anyone,) to pay ...", "any e-mail asking (you) to change ..."
REQUEST = re.compile(
    rf"(?:^|;\s*)(?:any|a|an|each|every|such|all|no)\s+(?:[\w-]+\s+)?{_HEAD}\b"
    rf"(?:,?\s+(?:from|by)\s+[^,;]{{1,40}},?)?\s+(?:asking(?:\s+you)?\s+)?to\s+"
    rf"(?:re-?)?{ACTION_VERBS}\b{_SPAN}"
)
_ASKED = r"(?:asks|asked|is asking|was asking)"
#: "<subject> asks the council to update ...": the subject's last word, then the one asked, then an infinitive
ASKED = re.compile(
    rf"\b(?P<before>[\w'.,)-]+)\s+{_ASKED}\s+(?P<party>[\w'-]+(?:\s+[\w'-]+){{0,2}}?)\s+to\s+{_VERB}{_SPAN}"
)
#: the one asked is the reader (or the asker is the writer): words that keep a reported request an order, beside the
#: AI named or a reader's role noun (`requests.names_a_reader`, the one AI word list; round 40)
_NOT_PARTY_WORDS = (
    "you u your yourself me us user users reader readers whoever whatever whichever app apps tool tools software",
    "system systems program script reading reads processing parsing handling it this",
)
_NOT_PARTY = frozenset(word for line in _NOT_PARTY_WORDS for word in line.split(" "))
_NOT_ASKER = frozenset(("i", "we", "you", "u"))
_POLITE = re.compile(r"\b(?:please|pls|kindly|could you|can you|would you|will you|you must|you should|you need to)\b")
_REQUEST = Cued(REQUEST)
_ASKED_CUE = Cued(ASKED)


def _asked(match: re.Match[str]) -> str:
    party = match.group("party").split()
    if match.group("before") in _NOT_ASKER or any(word in _NOT_PARTY for word in party):
        return match.group(0)
    if requests.names_a_reader(match.group("party")):  # the AI or a reader's role noun
        return match.group(0)
    if _POLITE.search(match.string[: match.start()]):
        return match.group(0)
    return f"{match.group('before')} "


def unrequested(sentence: str) -> str:
    """The sentence without the requests it speaks of (see the module docstring)."""
    if _REQUEST.search(sentence) is not None:
        sentence = REQUEST.sub(lambda m: m.group(0) if _POLITE.search(m.string[: m.start()]) else " ", sentence)
    if _ASKED_CUE.search(sentence) is not None:
        sentence = ASKED.sub(_asked, sentence)
    return sentence


# Round 37: a received message forwarded as its report (see the module docstring).
_MESSAGE = r"(?:e-?mails?|messages?|texts?|sms(?:es)?|letters?|calls?|invoices?|requests?|dms?|voicemails?)"
_NOT_THIS = r"(?!(?:this|these|the present)\b)"
#: a condition that names a message reaching the reader: "if you get such a message", "if an e-mail or text says so"
CONDITION = re.compile(
    r"\b(?:if|when|whenever|should)\s+(?:you|anyone|someone|staff|members?)\s+(?:ever\s+)?(?:gets?|receives?|"
    rf"are sent|is sent|sees?|finds?|spots?)\s+(?:{_NOT_THIS}[\w'-]+\s+){{0,4}}?{_MESSAGE}\b"
    rf"|\b(?:if|when|whenever)\s+(?:{_NOT_THIS}[\w'-]+\s+){{0,3}}?{_MESSAGE}(?:\s+or\s+(?:an?\s+)?{_MESSAGE})?"
    r"(?:\s+[\w'-]+){0,4}?\s+(?:says?|asks?|claims?|tells?|arrives?|comes?|demands?|offers?|looks?|appears?)\b"
)
_ADDRESS = r"(?:[\w.+-]+@[\w-]+\.[\w.]+|\+?\d[\d ()-]{6,}\d)"
#: the order that forwards the message the condition names, to an address
FORWARD = re.compile(
    r"\bforward(?:ing)?\s+(?:it|them|the (?:e-?mails?|messages?|texts?|sms|letters?|invoices?))"
    rf"(?:\s+as an? attachment)?\s+to\s+(?:us at\s+)?{_ADDRESS}"
)
#: anything else sent along with it
_ALONG = re.compile(
    r"^\s*,?\s*(?:together with|along with|plus|with (?:the|your|all|any|a copy)|and (?:the|your|all|any|a "
    r"copy|attach|include|cc|bcc|copy|add))\b"
)
#: the sentence warns against the message it names
_WARNS = re.compile(
    r"\b(?:never|don't|do not|not from us|fraud\w*|phishing|phish|scam\w*|fake|spoofed|suspicious|delete (?:it|them))\b"
)
_FORWARD = Cued(FORWARD)


def unforwarded(sentence: str) -> str:
    """The sentence without its forwards of a received message it warns against (see the module docstring)."""
    if _FORWARD.search(sentence) is None:
        return sentence
    for match in FORWARD.finditer(sentence):
        condition = CONDITION.search(sentence, 0, match.start())
        rest = sentence[: match.start()] + " " + sentence[match.end() :]
        if condition is None or _ALONG.search(sentence[match.end() :]) or _WARNS.search(rest) is None:
            return sentence
    return FORWARD.sub(" ", sentence)
