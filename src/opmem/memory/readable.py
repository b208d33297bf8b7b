"""Whether a viewer may read one memory, failing closed.

A memory follows the record its investigation was dispatched on, exactly as the opened investigation does
(`opmem.memory.opened`): a viewer without the read grant of that record's table is told the memory does not
exist, in the same words as for a missing one. A memory whose investigation ran on no record (started through the
memory API alone) is readable tenant-wide; one whose investigation cannot be found is not readable at all.
"""

from __future__ import annotations

from opmem.errors import NotFound
from opmem.memory.model import Memory
from opmem.memory.store import MemoryStore
from opmem.types import Principal


def missing_memory(memory_id: object) -> NotFound:
    return NotFound(
        f"No memory {memory_id} that you may read: it does not exist (it may have been deleted), or its "
        "investigation's record is in a table you hold no read grant for. Memory ids come with search results."
    )


def may_read_investigation(store: MemoryStore, viewer: Principal, investigation_id: str) -> bool:
    """True when the investigation exists in the viewer's tenant and its record (if any) is in a granted table."""
    inv = store.investigation(viewer.tenant, investigation_id)
    return inv is not None and (inv.source_table is None or inv.source_table in viewer.grants)


def may_read(store: MemoryStore, viewer: Principal, memory: Memory | None) -> bool:
    return memory is not None and may_read_investigation(store, viewer, memory.investigation_id)


def readable_memory(store: MemoryStore, viewer: Principal, memory_id: int) -> Memory:
    """The memory, if `viewer` may read it; the NotFound of a missing memory otherwise."""
    memory = store.memory(viewer.tenant, memory_id)
    if memory is None or not may_read(store, viewer, memory):
        raise missing_memory(memory_id)
    return memory
