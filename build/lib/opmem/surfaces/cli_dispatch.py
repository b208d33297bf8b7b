"""CLI commands for dispatch: `opmem dispatch`, `opmem pursuit ...` and `opmem agent-tools`.

Added to the main group by `cli.py`; every command acts as the tenant's local administrator (who may act for
agents). What a dispatch shows is still read as the agent's own service account.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

import click

from opmem.dispatch.tools import TOOLS
from opmem.errors import InvalidInput
from opmem.memory import Signal
from opmem.surfaces import cli_checks as checks
from opmem.surfaces.cli_base import Context, pass_ctx, tenant_option
from opmem.surfaces.memory_out import plain

if TYPE_CHECKING:
    from opmem.dispatch import Pursuit


def _signal(text: str) -> Signal:
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InvalidInput(f'--signal must be JSON like {{"type": "webhook", "payload": {{...}}}} ({exc}).') from exc
    if not isinstance(value, dict) or "type" not in value:
        raise InvalidInput('--signal must be a JSON object with a "type" and a "payload".')
    return Signal(value["type"], value.get("payload", {}))


@click.command("dispatch")
@click.argument("table")
@click.argument("record_id")
@click.option("--agent", "agent_id", required=True, help="The agent to run on the record.")
@click.option("--signal", "signals", multiple=True, help="A triggering signal as JSON (repeatable); default manual.")
@click.option("--run-id", default=None, help="The run's id (default: a new one).")
@click.option("--json", "as_json", is_flag=True, help="Print the bundle as JSON.")
@tenant_option
@pass_ctx
def dispatch(
    c: Context,
    table: str,
    record_id: str,
    agent_id: str,
    signals: tuple[str, ...],
    run_id: str | None,
    as_json: bool,
    tenant: str | None,
) -> None:
    """Start a run of an agent on record TABLE/RECORD_ID; print its guidance, case file, index and digest."""
    opmem = c.opmem
    admin = opmem.local_admin(tenant or c.settings.default_tenant)
    bundle = opmem.dispatch.dispatch(
        admin, agent_id, table, record_id, signals=[_signal(s) for s in signals], run_id=run_id
    )
    from opmem.surfaces.dispatch_mcp import bundle_json  # the MCP stack, only when it is needed

    click.echo(json.dumps(bundle_json(bundle), ensure_ascii=False) if as_json else bundle.render())


def _line(p: Pursuit) -> str:
    notes = f": {p.notes}" if p.notes else ""
    when = f"{p.updated_at:%Y-%m-%d %H:%M}"
    return f"{p.id}. agent {p.agent_id} on {p.source_table}/{p.record_id} [{p.state}, {when}]{notes}"


def _show(p: Pursuit, as_json: bool) -> None:
    click.echo(json.dumps(plain(p), ensure_ascii=False) if as_json else _line(p))


_json = click.option("--json", "as_json", is_flag=True, help="Print JSON.")
_agent = click.option("--agent", "agent_id", required=True, help="The agent whose pursuit it is.")


@click.group()
def pursuit() -> None:
    """Agents' open or held work on records, with working notes."""


@pursuit.command("open")
@click.argument("table")
@click.argument("record_id")
@_agent
@click.option("--notes", default="", help="Working notes.")
@_json
@tenant_option
@pass_ctx
def pursuit_open(
    c: Context, table: str, record_id: str, agent_id: str, notes: str, as_json: bool, tenant: str | None
) -> None:
    """Open the agent's pursuit of TABLE/RECORD_ID (or show the one it has)."""
    found = c.opmem.dispatch.pursuits.open(tenant or c.settings.default_tenant, agent_id, table, record_id, notes=notes)
    _show(found, as_json)


@pursuit.command("list")
@click.argument("table")
@click.argument("record_id")
@_json
@tenant_option
@pass_ctx
def pursuit_list(c: Context, table: str, record_id: str, as_json: bool, tenant: str | None) -> None:
    """List the open and held pursuits of TABLE/RECORD_ID."""
    for found in c.opmem.dispatch.pursuits.on_record(tenant or c.settings.default_tenant, table, record_id):
        _show(found, as_json)


@pursuit.command("note")
@click.argument("pursuit_id", type=checks.ID)
@click.argument("notes")
@_agent
@_json
@tenant_option
@pass_ctx
def pursuit_note(c: Context, pursuit_id: int, notes: str, agent_id: str, as_json: bool, tenant: str | None) -> None:
    """Replace the working notes of pursuit PURSUIT_ID."""
    _show(c.opmem.dispatch.pursuits.note(tenant or c.settings.default_tenant, agent_id, pursuit_id, notes), as_json)


@pursuit.command("hold")
@click.argument("pursuit_id", type=checks.ID)
@_agent
@_json
@tenant_option
@pass_ctx
def pursuit_hold(c: Context, pursuit_id: int, agent_id: str, as_json: bool, tenant: str | None) -> None:
    """Put pursuit PURSUIT_ID on hold (other agents still see it)."""
    _show(c.opmem.dispatch.pursuits.hold(tenant or c.settings.default_tenant, agent_id, pursuit_id), as_json)


@pursuit.command("close")
@click.argument("pursuit_id", type=checks.ID)
@_agent
@_json
@tenant_option
@pass_ctx
def pursuit_close(c: Context, pursuit_id: int, agent_id: str, as_json: bool, tenant: str | None) -> None:
    """Close pursuit PURSUIT_ID; its notes stop being shown (the row is kept)."""
    _show(c.opmem.dispatch.pursuits.close(tenant or c.settings.default_tenant, agent_id, pursuit_id), as_json)


@click.command("agent-tools")
@click.argument("agent_id")
@click.option("--grant", "tools", multiple=True, type=click.Choice(TOOLS), help="A tool the agent holds (repeatable).")
@click.option("--clear", is_flag=True, help="Take every tool away.")
@tenant_option
@pass_ctx
def agent_tools(c: Context, agent_id: str, tools: tuple[str, ...], clear: bool, tenant: str | None) -> None:
    """Show or set the opmem tools AGENT_ID holds (what its dispatch index and guidance carry)."""
    name = tenant or c.settings.default_tenant
    if tools or clear:
        held = c.opmem.dispatch.grant_tools(name, agent_id, () if clear else tools)
    else:
        held = c.opmem.dispatch.held_tools(name, agent_id)
    click.echo(f"agent {agent_id}: {', '.join(sorted(held)) or 'no tools'}")
