"""CLI commands for people reviewing agent memories: `opmem memory edit|wrong|clear-verdict|delete|versions`.

Each is the twin of an HTTP route of `opmem.surfaces.memory_api` (PATCH, POST and DELETE `.../wrong`, DELETE
on `/v1/memory/memories/{id}`) and makes the same core call, as the tenant's local administrator (who holds
`review_memories`). Added to the `opmem memory` group by `cli.py`, with the seed's names for search and get.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

import click

from opmem.limits import MAX_INT
from opmem.memory.model import CONFIDENCES, SIGNIFICANCES
from opmem.surfaces import cli_checks as checks
from opmem.surfaces.cli_base import Context, pass_ctx, tenant_option
from opmem.surfaces.memory_out import plain

if TYPE_CHECKING:
    from opmem.memory import AgentMemory, Memory, MemoryView
    from opmem.types import Principal

_json = click.option("--json", "as_json", is_flag=True, help="Print the memory as JSON.")


def _show(memory: Memory, as_json: bool, what: str) -> None:
    if as_json:
        click.echo(json.dumps(plain(memory), ensure_ascii=False))
        return
    verdict = f"; MARKED WRONG: {memory.review.wrong_note}" if memory.review.marked_wrong else ""
    click.echo(f"memory {memory.id} {what}: {memory.title!r}, version {memory.version}{verdict}")


@click.command("edit")
@click.argument("memory_id", type=checks.ID)
@click.option(
    "--expected-version",
    type=checks.ID,
    required=True,
    help="The version you read (`opmem memory get` shows it); if the memory changed since, nothing changes "
    "(exit 2, naming the current version).",
)
@click.option("--title", default=None, help="The corrected title.")
@click.option("--symptoms", default=None, help="The corrected symptoms.")
@click.option("--root-cause", default=None, help="The corrected root cause.")
@click.option("--confidence", type=click.Choice(CONFIDENCES), default=None, help="Confidence in the root cause.")
@click.option("--ruled-out", "ruled_out", multiple=True, help="A ruled-out cause (repeatable; replaces the list).")
@click.option("--clear-ruled-out", is_flag=True, help="Empty the list of ruled-out causes.")
@click.option("--resolution", default=None, help="The corrected resolution.")
@click.option("--significance", type=click.Choice(SIGNIFICANCES), default=None, help="The corrected significance.")
@click.option("--entity-tag", "tags", multiple=True, help="key=value (repeatable; replaces the agent's tags).")
@click.option("--clear-tags", is_flag=True, help="Remove the tags the agent gave (derived tags stay).")
@_json
@tenant_option
@pass_ctx
def memory_edit(
    c: Context,
    memory_id: int,
    expected_version: int,
    title: str | None,
    symptoms: str | None,
    root_cause: str | None,
    confidence: str | None,
    ruled_out: tuple[str, ...],
    clear_ruled_out: bool,
    resolution: str | None,
    significance: str | None,
    tags: tuple[str, ...],
    clear_tags: bool,
    as_json: bool,
    tenant: str | None,
) -> None:
    """Edit a memory's text as a reviewer; it is re-embedded at once and its version goes up by one."""
    from opmem.memory import MemoryEdit, Tag

    if (ruled_out and clear_ruled_out) or (tags and clear_tags):
        raise click.UsageError(
            "Give new values or clear them, not both (--ruled-out/--clear-ruled-out, --entity-tag/--clear-tags)."
        )
    edit = MemoryEdit(
        title=title,
        symptoms=symptoms,
        root_cause=root_cause,
        root_cause_confidence=confidence,  # type: ignore[arg-type]
        ruled_out=() if clear_ruled_out else (ruled_out or None),
        resolution=resolution,
        significance=significance,  # type: ignore[arg-type]
        tags=() if clear_tags else (tuple(Tag.parse(t) for t in tags) or None),
    )
    opmem = c.opmem
    admin = opmem.local_admin(tenant or c.settings.default_tenant)
    _show(opmem.memory.edit_memory(admin, memory_id, edit, version=expected_version), as_json, "edited")


@click.command("wrong")
@click.argument("memory_id", type=checks.ID)
@click.option("--note", required=True, help="Why it is wrong; agents are shown it with the memory.")
@_json
@tenant_option
@pass_ctx
def memory_wrong(c: Context, memory_id: int, note: str, as_json: bool, tenant: str | None) -> None:
    """Mark a memory wrong: it stays readable, flagged, and is not recalled as precedent."""
    opmem = c.opmem
    admin = opmem.local_admin(tenant or c.settings.default_tenant)
    _show(opmem.memory.mark_wrong(admin, memory_id, note), as_json, "marked wrong")


@click.command("clear-verdict")
@click.argument("memory_id", type=checks.ID)
@_json
@tenant_option
@pass_ctx
def memory_clear_verdict(c: Context, memory_id: int, as_json: bool, tenant: str | None) -> None:
    """Clear a memory's "wrong" verdict (the text is unchanged, so is its version)."""
    opmem = c.opmem
    admin = opmem.local_admin(tenant or c.settings.default_tenant)
    _show(opmem.memory.clear_verdict(admin, memory_id), as_json, "verdict cleared")


@click.command("delete")
@click.argument("memory_id", type=checks.ID)
@tenant_option
@pass_ctx
def memory_delete(c: Context, memory_id: int, tenant: str | None) -> None:
    """Delete a memory: its text, tags, links and vector go; the investigations stay. It cannot be undone."""
    opmem = c.opmem
    opmem.memory.delete_memory(opmem.local_admin(tenant or c.settings.default_tenant), memory_id)
    click.echo(f"memory {memory_id} deleted")


@click.command("versions")
@click.argument("memory_id", type=checks.ID)
@click.option("--json", "as_json", is_flag=True, help="Print the versions as JSON.")
@tenant_option
@pass_ctx
def memory_versions(c: Context, memory_id: int, as_json: bool, tenant: str | None) -> None:
    """A memory's earlier versions, newest first: each edit or correction keeps the text it replaced."""
    admin = c.opmem.local_admin(tenant or c.settings.default_tenant)
    found = c.opmem.memory.open_memory_versions(admin, memory_id)
    if as_json:
        click.echo(json.dumps(plain(found), ensure_ascii=False))
        return
    click.echo(f"memory {memory_id}: version {found.current_version} now, {len(found.versions)} earlier")
    for v in found.versions:
        author = v.written_by or f"agent {found.agent_id}"
        replacer = v.replaced_by or f"agent {found.agent_id}"
        click.echo(
            f"  version {v.version}: {v.title!r} by {author} at {v.written_at.isoformat()}; "
            f"replaced by {replacer} at {v.replaced_at.isoformat()}"
        )


def memory_view(memories: AgentMemory, viewer: Principal, ident: str) -> MemoryView:
    """The memory `ident` names: a memory id (a number) or an investigation id (`memory get` takes both), as
    `viewer` (the local administrator: every indexed table's grant) may read it."""
    from opmem.errors import NotFound

    if not (ident.isascii() and ident.isdigit()):
        return memories.open_memory_of(viewer, ident)
    try:
        if not 1 <= int(ident) <= MAX_INT:
            raise click.BadParameter(
                f"{ident} is no memory id (1 to {MAX_INT}) and no investigation's id.",
                ctx=click.get_current_context(silent=True),
                param_hint="MEMORY_OR_INVESTIGATION_ID",
            )
        return memories.open_memory(viewer, int(ident))
    except (NotFound, click.BadParameter) as missing:
        try:
            return memories.open_memory_of(viewer, ident)
        except NotFound:
            raise missing from None


REVIEW = (memory_edit, memory_wrong, memory_clear_verdict, memory_delete, memory_versions)


def alias(command: click.Command, name: str, of: str) -> click.Command:
    """`command` under another name, with the same options and callback, its help saying what it aliases."""
    return click.Command(
        name,
        callback=command.callback,
        params=list(command.params),
        help=f"Same as `{of}` (the name agent docs use). {command.help or ''}",
        short_help=f"Same as `{of}`.",
    )
