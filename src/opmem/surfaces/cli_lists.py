"""CLI commands that list and open without a query: `opmem memory list` (memories, newest first, paged by
`--limit` and `--cursor`, the twin of `GET /v1/memory/memories`) and `opmem investigation get ID` (the twin of
`GET /v1/memory/investigations/{id}`).

Each makes the same core call as its HTTP route, as the tenant's local administrator. `--json` prints one object:
the page's items and `next_cursor` (null on the last page), which `--cursor` takes back.
"""

from __future__ import annotations

import json

import click

from opmem.memory.model import SIGNIFICANCES
from opmem.surfaces.cli_base import Context, pass_ctx, tenant_option
from opmem.surfaces.memory_out import plain

_json = click.option("--json", "as_json", is_flag=True, help="Print the page as JSON (with next_cursor).")
_cursor = click.option("--cursor", default=None, help="The previous page's next_cursor; leave out for the first.")


@click.command("list")
@click.option("--agent-id", default=None, help="Only this agent's memories.")
@click.option(
    "--verdict",
    type=click.Choice(["wrong", "unmarked"]),
    default=None,
    help="wrong: only those a person marked wrong; unmarked: only the others.",
)
@click.option("--significance", multiple=True, type=click.Choice(SIGNIFICANCES), help="Any of these (repeatable).")
@click.option("--entity-tag", "tags", multiple=True, help="key=value, e.g. entity:service=checkout; all must match.")
@click.option("--limit", type=click.IntRange(1, 200), default=50, show_default=True, help="Memories per page.")
@_cursor
@_json
@tenant_option
@pass_ctx
def memory_list(
    c: Context,
    agent_id: str | None,
    verdict: str | None,
    significance: tuple[str, ...],
    tags: tuple[str, ...],
    limit: int,
    cursor: str | None,
    as_json: bool,
    tenant: str | None,
) -> None:
    """List memories without a query, newest recorded first, narrowed by agent, verdict, significance and tags."""
    page = c.opmem.memory.list_memories(
        tenant or c.settings.default_tenant,
        agent_id=agent_id,
        verdict=verdict,  # type: ignore[arg-type]
        significance=significance,  # type: ignore[arg-type]
        tags=tags,
        limit=limit,
        cursor=cursor,
    )
    if as_json:
        click.echo(json.dumps({"memories": plain(page.items), "next_cursor": page.next_cursor}, ensure_ascii=False))
        return
    for m in page.items:
        wrong = "  MARKED WRONG" if m.review.marked_wrong else ""
        click.echo(
            f"{m.id}  {m.recorded_at:%Y-%m-%d %H:%M}  {m.agent_id}  {m.significance}  {m.title}  "
            f"(investigation {m.investigation_id}, version {m.version}){wrong}"
        )
    if not page.items:
        click.echo("no memories match")
    if page.next_cursor:
        click.echo(f"more: --cursor {page.next_cursor}")


@click.group("investigation")
def investigation() -> None:
    """Investigations (runs): open one by its id."""


@investigation.command("get")
@click.argument("investigation_id")
@click.option("--json", "as_json", is_flag=True, help="Print the investigation as JSON.")
@tenant_option
@pass_ctx
def investigation_get(c: Context, investigation_id: str, as_json: bool, tenant: str | None) -> None:
    """Open an investigation: trigger, agent, record, status, outcome, its memory and links
    (`GET /v1/memory/investigations/{id}`)."""
    opmem = c.opmem
    admin = opmem.local_admin(tenant or c.settings.default_tenant)
    found = opmem.memory.open_investigation(admin, investigation_id)
    if as_json:
        click.echo(json.dumps(plain(found), ensure_ascii=False))
        return
    record = f"{found.source_table}/{found.record_id}" if found.source_table else "no record"
    ended = f", {found.outcome}" if found.outcome else ""
    lines = [
        f"investigation {found.id} by {found.agent_id} on {record}: {found.status}{ended}, "
        f"started {found.started_at:%Y-%m-%d %H:%M}",
        "trigger: " + ", ".join(s.type for s in found.trigger),
    ]
    if found.finding:
        lines.append(f"finding: {found.finding}")
    if found.memory:
        lines.append(f"memory {found.memory.id}: {found.memory.title!r} (version {found.memory.version})")
    if found.linked_to:
        lines.append(f"linked to memory {found.linked_to.id}: {found.linked_to.title!r}")
    lines += [f"recurrence: {r.investigation_id} by {r.agent_id}" for r in found.recurrences]
    if found.recurrences_withheld:
        lines.append(f"recurrence: {found.recurrences_withheld} more on records you may not read")
    click.echo("\n".join(lines))
