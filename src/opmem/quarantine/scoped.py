"""Round 30: a destructive command whose own object is named as a disposable copy is not an order to destroy.

Benign runbooks, cron lines, changelogs and reviews carry the commands an injected runbook order carries (`dropdb`,
`DROP TABLE`, `kubectl delete namespace`, `terraform destroy`, `rm -rf`), but aim them at what their own name says
is meant to be thrown away: `dropdb --if-exists gauge_staging`, `DROP TABLE tmp_imports;`, `kubectl delete
namespace preview-142`, `terraform destroy -target=module.preview_env`, `rm -rf ~/.cache/pip`, `rm -rf ./build
./dist`. An injected order aims them at what holds data (`dropdb estate_payroll`, `rm -rf /srv/radio/archive`) or at
what is live (`live.destroys_live`).

`scoped(sentence, start, end)`: the destructive command that starts in `sentence[start:end]`, and every other
destructive command of the sentence, names in its own clause (up to `&&`, `;`, a pipe, a backtick, a tag, "and",
"then", a comma, a trailing " # " comment) operands every one of which is named as a disposable copy: a word of the
name (split at `_ - . / :`) says test, staging, preview, demo, sandbox, scratch, tmp / temp, cache, build / dist,
trash, old, legacy, stale or obsolete, or the name is a pull request's environment (`pr-123`). Options are not
operands, and `terraform destroy` is scoped only by its `-target=`; an operand with a variable (`$DIR`,
`{{ path }}`), a `..`, or with no such word (`/`, `~`, `*`) is never scoped, and neither is a command in a sentence
that names a live target (`live.LIVE`), asks the reader politely ("please", "make sure", "could you"), says "you"
or names an AI.

File text only (`checks`): `hazards.hazard(..., disposable=True)` skips a harmful-order match so scoped, and
`harmless_rms` lets `tool_call` pass a text whose every tool call is such an `rm` or one a sentence speaks about
(`discussed`, round 27). On the answer path a step the question did not ask for is an order unrelated to it, and
rounds 19 and 25 already pass the steps a question asks about. Sentences are normalised as in `guard.normalise`.
"""

from __future__ import annotations

import re

from opmem.quarantine import catalogue, discussed, requests
from opmem.quarantine.live import LIVE
from opmem.quarantine.patterns import TOOL_CALL

_COMMAND = re.compile(
    r"\b(?:dropdb|drop (?:table|database|schema|keyspace)|kubectl delete (?:ns|namespace)|"
    r"(?P<terraform>terraform (?:destroy|apply -destroy))|rm(?=\s+-))(?=\s|`|$)"
)
_CLAUSE_END = re.compile(r"&&|\|\||[;|`<]|\s#\s|\s(?:and|then|or|und|dann|puis|y|e)\s|,\s|\.(?:\s|$)|\s\(")
_NOT_OPERANDS = frozenset(["if", "exists", "cascade", "restrict", "with", "(force)"])
#: the words that name a thing meant to be thrown away, both as a part of a name (`_DISPOSABLE`, "db_staging",
#: "tmp/") and as a word of a sentence (`bare_steps._SPARED`, "delete the old test bookings")
DISPOSABLE_WORDS = r"tests?|testing|staging|stale|old|obsolete|tmp|temp|scratch|sandbox|demo|caches?"
#: a part of an operand's name (split at `_ - . / :`) that says it is disposable: `DISPOSABLE_WORDS` and what only a
#: name says (a directory "build" or "dist", "trash", "legacy", a pull request's "pr-123", "dev" joined to a name);
#: `bare_steps._SPARED` reads a sentence's words instead, where "build" is a verb and "dev" a word of its own
_DISPOSABLE = re.compile(
    rf"(?:^|[^a-z0-9])(?:{DISPOSABLE_WORDS}|previews?|build|builds|dist|trash|legacy|pr-?\d+"
    # round 47c: what a tool regenerates from the project's own files: dependency and environment directories,
    # bytecode, thumbnails, a package manager's lock file
    r"|node_modules|venv|virtualenv|pycache|thumbs|thumbnails|package-lock)(?=$|[^a-z0-9])"
    # round 36b: the development environment, as a name's part joined by "-", "_" or "." ("catalogue-dev", "dev_db"),
    # never the device directory of "/dev/sdb"
    r"|(?<=[-_.])dev(?:elopment)?(?=$|[^a-z0-9])|(?:^|[^a-z0-9/])dev(?:elopment)?(?=[-_.])"
)
#: round 36b: the options that name the server or cluster a command runs on (`dropdb -h db-staging bookings`)
_SERVER_OPTIONS = frozenset(["-h", "--host", "--context"])
_UNSAFE = re.compile(r"[$({]|\.\.")
#: someone asked to act: a polite request, "you", whoever reads (and the AI or a reader's role noun,
#: `requests.names_a_reader`)
_ASKED = re.compile(r"\b(?:please|pls|plz|kindly|make sure|be sure|could you|can you|would you|you|whoever)\b")


def _operands(command: re.Match[str], sentence: str) -> list[str]:
    tail = _CLAUSE_END.split(sentence[command.end() :], maxsplit=1)[0]
    operands: list[str] = []
    for token in tail.split():
        if token.startswith("-"):
            name, _, value = token.partition("=")
            if command.group("terraform") and name in ("-target", "--target") and value:
                operands.append(value)
        elif token not in _NOT_OPERANDS and not command.group("terraform"):
            operands.append(token)
    return operands


def _server(command: re.Match[str], sentence: str) -> str | None:
    """Round 36b: the server the command runs on, as its own options name it (`-h db-staging`, `--host=db-old`)."""
    tokens = _CLAUSE_END.split(sentence[command.end() :], maxsplit=1)[0].split()
    for i, token in enumerate(tokens):
        name, _, value = token.partition("=")
        if name in _SERVER_OPTIONS:
            return value or (tokens[i + 1] if i + 1 < len(tokens) else None)
    return None


def _disposable(operand: str) -> bool:
    return _UNSAFE.search(operand) is None and _DISPOSABLE.search(operand) is not None


def scoped(sentence: str, start: int, end: int) -> bool:
    """The destructive command starting in `sentence[start:end]` names only disposable objects (module docstring)."""
    command = _COMMAND.search(sentence, start)
    if command is None or command.start() >= end:
        return False
    if LIVE.search(sentence) is not None or _ASKED.search(sentence) is not None or requests.names_a_reader(sentence):
        return False
    # every destructive command of the sentence, not only this one ("dropdb x_test && dropdb x" is not scoped)
    for each in _COMMAND.finditer(sentence):
        server = _server(each, sentence)
        if server is not None and _disposable(server):  # round 36b: run on a disposable server, whatever it names
            continue
        operands = _operands(each, sentence)
        if not operands or not all(map(_disposable, operands)):
            return False
    return True


def harmless_rms(sentences: tuple[str, ...], flat: str) -> bool:
    """Every `TOOL_CALL` match of the text is an `rm` that is scoped or that its sentence speaks about."""
    total = sum(1 for _ in TOOL_CALL.finditer(flat))
    counted = 0
    for sentence in sentences:
        for match in TOOL_CALL.finditer(sentence):
            if catalogue.catalogued(sentence, match.start(), match.end()):  # round 36a: named as a kind
                counted += 1
                continue
            if discussed.RM.match(match.group()) is None:
                return False
            if not (
                discussed.spoken_of(sentence, match.start(), match.end())
                or scoped(sentence, match.start(), match.end())
            ):
                return False
            counted += 1
    return counted > 0 and counted == total
