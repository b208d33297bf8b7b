"""Dispatch: the index comes to the agent.

When a run is dispatched on a record, `Dispatcher.dispatch` starts it and returns a `DispatchBundle`: the case
file, a bounded dispatch index of what the archive holds about the record (`opmem.dispatch.index`), the
related-history digest, and guidance rendered from the agent's policy (`opmem.dispatch.guidance`). Pursuits
(`opmem.dispatch.pursuits`) are agents' open or held work on records; the tools an agent holds
(`opmem.dispatch.tools`) decide whether the index carries document ids and whether guidance carries the recall skill.
"""

import typing as _typing

from opmem._lazy import exports as _exports

if _typing.TYPE_CHECKING:
    from opmem.dispatch.bundle import DispatchBundle
    from opmem.dispatch.guidance import SKILL_ID, SKILL_PROMPT, SKILL_TITLE
    from opmem.dispatch.index import DispatchIndex, IndexEntry, IndexLimits
    from opmem.dispatch.pursuits import Pursuits
    from opmem.dispatch.service import Dispatcher, manual_signal
    from opmem.dispatch.tools import TOOLS, Tool
    from opmem.store.pursuits import Pursuit, PursuitState

__getattr__, __dir__ = _exports(
    __name__,
    {
        "opmem.dispatch.bundle": ["DispatchBundle"],
        "opmem.dispatch.guidance": ["SKILL_ID", "SKILL_PROMPT", "SKILL_TITLE"],
        "opmem.dispatch.index": ["DispatchIndex", "IndexEntry", "IndexLimits"],
        "opmem.dispatch.pursuits": ["Pursuits"],
        "opmem.dispatch.service": ["Dispatcher", "manual_signal"],
        "opmem.dispatch.tools": ["TOOLS", "Tool"],
        "opmem.store.pursuits": ["Pursuit", "PursuitState"],
    },
)

__all__ = [
    "SKILL_ID",
    "SKILL_PROMPT",
    "SKILL_TITLE",
    "TOOLS",
    "DispatchBundle",
    "DispatchIndex",
    "Dispatcher",
    "IndexEntry",
    "IndexLimits",
    "Pursuit",
    "PursuitState",
    "Pursuits",
    "Tool",
    "manual_signal",
]
