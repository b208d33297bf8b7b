"""How a run may end, and what each ending does to the agent's open pursuit of the run's record.

Kept apart from `opmem.ledger.finish` so the CLI can name the outcomes without loading the ledger.
"""

from __future__ import annotations

from typing import get_args

from opmem.store.pursuits import PursuitState
from opmem.store.runs import RunOutcome

OUTCOMES: tuple[RunOutcome, ...] = get_args(RunOutcome)
#: Who may finish a run besides its own agent.
ACT_FOR_AGENTS = "review_memories"
#: The longest finding, in characters.
MAX_FINDING = 4000

#: What finishing does to the agent's open pursuit of the run's record. A resolved or abandoned run leaves no open
#: work behind (closed: its notes stop being shown); an escalated run, or one that found no precedent, leaves the
#: record unresolved, so its notes stay in front of the next run on the record (held).
PURSUIT_AFTER: dict[RunOutcome, PursuitState] = {
    "resolved": "closed",
    "no_precedent": "held",
    "escalated": "held",
    "abandoned": "closed",
}
