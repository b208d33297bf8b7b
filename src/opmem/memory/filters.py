"""The narrowing every memory query shares (`Filters`), and the record-grant clause (`readable_sql`) that makes a
memory follow the record its investigation ran on (`opmem.memory.readable`)."""

from __future__ import annotations

from dataclasses import dataclass

from opmem.memory.model import Significance, Tag


def readable_sql(readable: frozenset[str], alias: str) -> tuple[str, list[object]]:
    """The clause "the investigation of `alias` (a row with `tenant_id` and `investigation_id`) is readable with
    grants on `readable`": it ran on no record, or on one in a granted table. A missing investigation is not."""
    tables = sorted(readable)
    granted = f" OR i.source_table IN ({','.join('?' * len(tables))})" if tables else ""
    clause = (
        f"EXISTS (SELECT 1 FROM investigations i WHERE i.tenant_id = {alias}.tenant_id "
        f"AND i.id = {alias}.investigation_id AND (i.source_table IS NULL{granted}))"
    )
    return clause, list(tables)


@dataclass(frozen=True)
class Filters:
    """The narrowing every mode shares. Tags must all be present."""

    tenant: str
    agent_id: str | None = None
    significance: tuple[Significance, ...] = ()
    tags: tuple[Tag, ...] = ()
    #: The tables whose records the viewer may read (its grants): a memory follows the record its investigation
    #: ran on (`opmem.memory.readable`); None is no such narrowing (the store's own, cross-record callers).
    readable: frozenset[str] | None = None

    def sql(self, alias: str = "m") -> tuple[str, list[object]]:
        clauses = [f"{alias}.tenant_id = ?"]
        params: list[object] = [self.tenant]
        if self.readable is not None:
            granted, tables = readable_sql(self.readable, alias)
            clauses.append(granted)
            params.extend(tables)
        if self.agent_id is not None:
            clauses.append(f"{alias}.agent_id = ?")
            params.append(self.agent_id)
        if self.significance:
            clauses.append(f"{alias}.significance IN ({','.join('?' * len(self.significance))})")
            params.extend(self.significance)
        for tag in self.tags:
            # Probed per memory on the primary key (memory_id, key, value), from the index alone: a memory's tags
            # are its tenant's, and the memory's tenant is checked above.
            clauses.append(
                f"EXISTS (SELECT 1 FROM memory_tags t WHERE t.tenant_id = {alias}.tenant_id "
                f"AND t.memory_id = {alias}.id AND t.key = ? AND t.value = ?)"
            )
            params.extend((tag.key, tag.value))
        return " AND ".join(clauses), params
