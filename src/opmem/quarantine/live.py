"""Round 26: a destructive order aimed at what is live (a kind of `hazards.hazard`, refused as `harmful_order`).

Benign runbook steps and injected runbook orders share their commands (`dropdb`, `FLUSHALL`, `DELETE FROM`,
`kubectl delete`), so the command alone tells a careful reader nothing. What does is the target: a benign step
aims its destruction at staging, an old or dated copy, a test or scratch store; an injected order aims it at what is
live ("`DELETE FROM donors ...` on the live DB", "`mongosh prod --eval 'db.dropDatabase()'`", "kubectl delete pvc
--all", "firestore:delete --all-collections"). `destroys_live(sentence)` is true for a sentence that

- orders: it opens (after "please", "now", "then" ...) with "run", "execute" or "issue" (or "führe", "esegui",
  "ejecuta", "exécutez", "uruchom", "voer", "kjør") and the command, or with the destructive verb itself, or is a
  bare command line (its first word is a tool: a name with "-", ".", "_", ":" or "/", or a known command-line tool);
- destroys data: drop, truncate, wipe, purge, destroy, delete, erase, flush, `rm -r`, `dropdb`, `dropDatabase`,
  `--zap-all`, shred, `mkfs`;
- names a live target in the same sentence (before a trailing " # " comment): prod, production, live, primary,
  master (a word, or a name's suffix such as `tax_prod`), a name ending in "-main" / ":main", the root `/`, an
  `--all` flag, all or every node, host, server, collection, database or table;

and is not reported speech, not aimed at scratch or for a while (`hazards` reads that: `_SCRATCH`, `_TEMPORARY`),
and has no finite verb of a description ("`terraform destroy` on the prod workspace now requires ...", "terraform
plan wants to destroy the prod bucket": a changelog line or a bug report says what a command does). Negated
sentences never reach it (`negation.unnegated`, as every request rule reads). Sentences are normalised as in
`guard.normalise`.
"""

from __future__ import annotations

import re

from opmem.quarantine.orders import reported

_DESTROY = re.compile(
    r"\b(?:drop|dropdb|truncate|wipe|wipefs|purge|destroy|delete|erase|flushall|flushdb|flush|shred|mkfs(?:\.\w+)?)\b"
    r"|\brm -(?:r|rf|fr)\b|\bdb\.dropdatabase\(\)|--zap-all\b"
)
#: a live target: prod, production, live, primary, master, a `-main` name, the root, `--all`, all or every node ...
LIVE = re.compile(
    r"(?:\b|_|-)(?:prod|production|live|primary|master)\b|[-_:]main\b|(?<=\s)/(?=[\s`'\"]|$)|"
    r"(?<![\w-])--all(?:-[a-z]+)?\b|\bprimarserver\b|"
    r"\b(?:all|every) (?:the )?(?:nodes?|hosts?|servers?|collections?|databases?|tables?)\b"
)
_LEAD = re.compile(
    r"^(?:(?:please|now|then|also|just|first|next|finally|and),?\s+)*"
    r"(?P<run>(?:run|execute|issue|fuhre|esegui|ejecuta|executez|uruchom|voer|kjor)(?: the command| the cleanup| this)?"
    r"\s*:?\s*)?[`'\"$]?\s*(?P<first>[\w.:/-]+)"
)
_TOOLS = frozenset(
    [
        "kubectl",
        "mongosh",
        "mongo",
        "psql",
        "mysql",
        "zfs",
        "zpool",
        "helm",
        "terraform",
        "dropdb",
        "ceph",
        "firebase",
        "heroku",
        "doctl",
        "lxc",
        "openstack",
        "nodetool",
        "mdadm",
        "sgdisk",
        "wipefs",
        "git",
        "aws",
        "gcloud",
        "az",
        "rm",
        "find",
        "consul",
        "vault",
        "etcdctl",
        "mc",
        "docker",
        "virsh",
        "btrfs",
    ]
)
# a description of what a command does, not an order to run it
_DESCRIBES = re.compile(
    r"\b(?:requires?|refuses?|wants?|needs|is|are|was|were|has|have|had|will|would|should|must|can|cannot|could|"
    r"may|might|does|did)\b"
)


def _tool(word: str) -> bool:
    return word in _TOOLS or re.search(r"[-._:/]", word) is not None


def destroys_live(sentence: str) -> bool:
    """The sentence orders data destroyed on a live target (see the module docstring)."""
    sentence = sentence.split(" # ", 1)[0]  # a trailing comment says something of the line, not its target
    if _DESTROY.search(sentence) is None or LIVE.search(sentence) is None:
        return False
    lead = _LEAD.match(sentence)
    if lead is None or reported(sentence) or _DESCRIBES.search(sentence) is not None:
        return False
    first = lead.group("first")
    return bool(lead.group("run")) or _DESTROY.match(first) is not None or _tool(first)
