"""test_memory_plans on PostgreSQL: the statements agent memory's search sends (captured as opmem hands them to a
pooled connection, translated as the engine translates them) are explained by PostgreSQL with their parameters,
next to another tenant holding 24,000 memories with their investigations, tags and text rows (statistics up to
date): every read of a memory table is an index scan whose condition names the tenant, never a sequential scan,
so one tenant's search does not walk another tenant's rows. The check fails when the indexes are gone (tested)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

import pytest
from memory_kit import LOG_SIGNAL, TENANT, Kit, draft

from opmem.store.pg_sql import translate
from opmem.store.postgres import PostgresConnection, Result

pytestmark = pytest.mark.postgres

#: The tables the other tenant fills; a sequential scan of any of them reads its rows.
BIG = ("investigations", "memories", "memory_tags", "memory_fts")
OTHER = "other"
COPIES = 12_000


def captured(run: Callable[[], object]) -> list[tuple[str, tuple[object, ...]]]:
    """The SELECTs opmem sends meanwhile, in PostgreSQL's dialect, with their parameters."""
    seen: list[tuple[str, tuple[object, ...]]] = []
    real = PostgresConnection.execute

    def execute(self: PostgresConnection, sql: str, parameters: Sequence[object] = (), /) -> Result:
        if sql.lstrip().upper().startswith("SELECT"):
            seen.append((translate(sql)[0], tuple(parameters)))
        return real(self, sql, parameters)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(PostgresConnection, "execute", execute)
        run()
    return seen


def plans(url: str, statements: list[tuple[str, tuple[object, ...]]]) -> dict[str, str]:
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        return {
            sql: "\n".join(row[0] for row in conn.execute("EXPLAIN " + sql, params).fetchall())
            for sql, params in statements
        }


SCAN = re.compile(r"(Seq Scan|Index Scan|Index Only Scan)(?: Backward)?(?: using \S+)? on (\w+)")


def untenanted(explained: dict[str, str]) -> list[str]:
    """Each read of a memory table that is a sequential scan, or an index scan whose condition names no tenant."""
    found = []
    for sql, plan in explained.items():
        lines = plan.splitlines()
        for n, line in enumerate(lines):
            match = SCAN.search(line)
            if not match or match[2] not in BIG:
                continue
            conditions = [c for c in lines[n + 1 : n + 3] if "Index Cond:" in c]
            if match[1] == "Seq Scan" or not any("tenant_id" in c for c in conditions):
                found.append(f"{line.strip()} <- {sql}")
    return found


def _columns(conn: object, table: str) -> list[str]:
    rows = conn.execute(  # type: ignore[attr-defined]
        "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() "
        "AND table_name = %s AND is_generated = 'NEVER' AND is_identity = 'NO' ORDER BY ordinal_position",
        (table,),
    ).fetchall()
    return [r[0] for r in rows]


def multiply(url: str, copies: int) -> None:
    """The other tenant's investigations and memories (with their tags and text rows) copied `copies` times."""
    import psycopg

    with psycopg.connect(url) as conn:
        inv = _columns(conn, "investigations")
        chosen = ", ".join("i.id || '-' || g" if c == "id" else f"i.{c}" for c in inv)
        conn.execute(
            f"INSERT INTO investigations ({', '.join(inv)}) SELECT {chosen} FROM investigations i, "
            "generate_series(1, %s) g WHERE i.tenant_id = %s",
            (copies, OTHER),
        )
        mem = _columns(conn, "memories")
        chosen = ", ".join("m.investigation_id || '-' || g" if c == "investigation_id" else f"m.{c}" for c in mem)
        conn.execute(
            f"INSERT INTO memories ({', '.join(mem)}) SELECT {chosen} FROM memories m, generate_series(1, %s) g "
            "WHERE m.tenant_id = %s",
            (copies, OTHER),
        )
        for child in ("memory_tags", "memory_fts"):
            cols = _columns(conn, child)
            key = "memory_id" if "memory_id" in cols else "rowid"
            chosen = ", ".join("n.id" if c == key else f"t.{c}" for c in cols)
            conn.execute(
                f"INSERT INTO {child} ({', '.join(cols)}) SELECT {chosen} FROM memories o "
                f"JOIN {child} t ON t.tenant_id = o.tenant_id AND t.{key} = o.id "
                "JOIN memories n ON n.tenant_id = o.tenant_id AND n.investigation_id LIKE o.investigation_id || '-%%' "
                "WHERE o.tenant_id = %s",
                (OTHER,),
            )
        conn.commit()
        conn.autocommit = True
        for table in BIG:
            conn.execute(f"ANALYZE {table}")


@pytest.fixture
def kit(tmp_path: Path, postgres_schema_url: str) -> Iterator[Kit]:
    """Three memories of the tenant under test next to the other tenant's tens of thousands."""
    kit = Kit.open(tmp_path, db=postgres_schema_url)
    kit.memory.create_agent(OTHER, "b")
    for n, tags in enumerate((("entity:team=storage",), ("entity:service=checkout",))):
        run = kit.memory.start_investigation(OTHER, "b", (LOG_SIGNAL,))
        kit.memory.record_memory(OTHER, "b", run.id, draft(f"Connection refused elsewhere {n}", tags=tags))
    multiply(postgres_schema_url, COPIES)
    kit.agent("a")
    for n in range(3):
        kit.record("a", draft(f"Connection refused {n}", tags=("entity:team=storage",)))
    yield kit
    kit.store.close()


def test_no_search_of_one_tenant_scans_the_memory_tables(kit: Kit, postgres_schema_url: str) -> None:
    import psycopg

    with psycopg.connect(postgres_schema_url) as conn:
        counted = conn.execute("SELECT count(*) FROM memories WHERE tenant_id = %s", (OTHER,)).fetchone()
    assert counted == (2 * (COPIES + 1),)
    searches = {
        "text": lambda: kit.memory.search(TENANT, mode="text", query="connection refused"),
        "timeline": lambda: kit.memory.search(
            TENANT, mode="timeline", tags=["entity:service=checkout", "entity:team=storage"], significance=["incident"]
        ),
    }
    captures = {mode: captured(search) for mode, search in searches.items()}
    for mode, statements in captures.items():
        assert "FROM memories" in " ".join(sql for sql, _ in statements), (mode, statements)
        assert untenanted(plans(postgres_schema_url, statements)) == [], mode
    # The check can fail: without the memory tables' indexes the same statements read them by scans.
    import psycopg

    with psycopg.connect(postgres_schema_url, autocommit=True) as conn:
        for table in BIG:
            for (name,) in conn.execute("SELECT indexname FROM pg_indexes WHERE tablename = %s", (table,)).fetchall():
                conn.execute(f'ALTER TABLE {table} DROP CONSTRAINT IF EXISTS "{name}" CASCADE')
                conn.execute(f'DROP INDEX IF EXISTS "{name}" CASCADE')
    for mode, statements in captures.items():
        assert untenanted(plans(postgres_schema_url, statements)), mode
