"""`opmem principal` and `opmem token`: principals with their read and write grants, and bearer tokens.

The CLI acts as the data directory's owner, so these commands need no token of their own; over HTTP the same
things need the `manage_access` capability (`opmem.surfaces.access_api`).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

import click

from opmem.access import parse_expiry
from opmem.surfaces.access_out import token_page, token_state
from opmem.surfaces.cli_base import Context, pass_ctx, tenant_option, to_json
from opmem.types import CAPABILITIES, Principal


def _grants(p: Principal) -> str:
    reads, writes = ", ".join(sorted(p.grants)) or "-", ", ".join(sorted(p.writes)) or "-"
    return f"principal {p.id}: read {reads}; write {writes}"


@click.group()
def principal() -> None:
    """Principals (people and agents' service accounts) and their read and write grants."""


@principal.command("create")
@click.argument("principal_id")
@click.option("--grant", "grants", multiple=True, help="Read grant on a source table (repeatable).")
@click.option("--write", "writes", multiple=True, help="Write grant on a source table: store, delete, restore.")
@click.option("--capability", "capabilities", multiple=True, type=click.Choice(CAPABILITIES), help="Repeatable.")
@click.option("--token", "with_token", is_flag=True, help="Also issue a bearer token and print it.")
@tenant_option
@pass_ctx
def principal_create(
    c: Context,
    principal_id: str,
    grants: tuple[str, ...],
    writes: tuple[str, ...],
    capabilities: tuple[Any, ...],
    with_token: bool,
    tenant: str | None,
) -> None:
    """Create or update a principal (grants given are added to those it holds)."""
    tenant = tenant or c.settings.default_tenant
    p = c.opmem.create_principal(tenant, principal_id, grants=grants, capabilities=capabilities, writes=writes)
    click.echo(_grants(p))
    if with_token:
        click.echo(c.opmem.issue_token(tenant, principal_id))


@principal.command("grant")
@click.argument("principal_id")
@click.option("--read", "reads", multiple=True, help="Read grant on a source table (repeatable).")
@click.option("--write", "writes", multiple=True, help="Write grant on a source table (repeatable).")
@click.option("--revoke", is_flag=True, help="Take the named grants away instead.")
@tenant_option
@pass_ctx
def principal_grant(
    c: Context, principal_id: str, reads: tuple[str, ...], writes: tuple[str, ...], revoke: bool, tenant: str | None
) -> None:
    """Give (or with --revoke take) read and write grants on source tables; an agent starts with reads only."""
    if not reads and not writes:
        raise click.UsageError("Name at least one --read TABLE or --write TABLE.")
    tenant = tenant or c.settings.default_tenant
    act = c.opmem.access.revoke if revoke else c.opmem.access.grant
    click.echo(_grants(act(tenant, principal_id, read=reads, write=writes)))


@principal.command("show")
@click.argument("principal_id")
@tenant_option
@pass_ctx
def principal_show(c: Context, principal_id: str, tenant: str | None) -> None:
    """Show a principal's grants, capabilities and (for an agent's service account) the tools it holds."""
    p = c.opmem.principal(tenant or c.settings.default_tenant, principal_id)
    click.echo(_grants(p))
    click.echo(f"capabilities: {', '.join(sorted(p.capabilities)) or '-'}")
    if p.tools is not None:
        click.echo(f"agent's service account; tools: {', '.join(sorted(p.tools)) or '-'}")


def _principal_json(p: Principal) -> dict[str, object]:
    held = None if p.tools is None else sorted(p.tools)
    return {
        "id": p.id,
        "name": p.name,
        "read": sorted(p.grants),
        "write": sorted(p.writes),
        "capabilities": sorted(p.capabilities),
        "tools": held,
    }


@principal.command("list")
@click.option("--json", "as_json", is_flag=True, help="Print the principals as JSON.")
@tenant_option
@pass_ctx
def principal_list(c: Context, as_json: bool, tenant: str | None) -> None:
    """List the tenant's principals with their grants and capabilities (agents' service accounts: tools too)."""
    found = c.opmem.principals(tenant or c.settings.default_tenant)
    if as_json:
        click.echo(to_json([_principal_json(p) for p in found]))
        return
    for p in found:
        tools = "" if p.tools is None else f"; tools {', '.join(sorted(p.tools)) or '-'}"
        click.echo(f"{_grants(p)}; capabilities {', '.join(sorted(p.capabilities)) or '-'}{tools}")


@click.group()
def token() -> None:
    """Bearer tokens for the HTTP API and MCP: issue, list, revoke."""


def _when(value: datetime | None) -> str:
    return value.strftime("%Y-%m-%d %H:%M") if value else "-"


@token.command("issue")
@click.argument("principal_id")
@click.option("--expires", default=None, help="When it stops working: 30d, 12h, 90m, 2w, or an ISO-8601 time.")
@tenant_option
@pass_ctx
def token_issue(c: Context, principal_id: str, expires: str | None, tenant: str | None) -> None:
    """Issue a new bearer token for a principal and print it, once (only its hash is stored)."""
    opmem = c.opmem
    at = parse_expiry(expires, opmem.clock.now()) if expires else None
    info, secret = opmem.access.issue_token(tenant or c.settings.default_tenant, principal_id, expires_at=at)
    click.echo(secret)
    click.echo(f"token {info.id} for {info.principal_id}, expires {_when(info.expires_at)}", err=True)


@token.command("list")
@click.option("--principal", "principal_id", default=None, help="Only this principal's tokens.")
@click.option("--limit", type=click.IntRange(1, 500), default=100, show_default=True, help="Tokens per page.")
@click.option("--cursor", default=None, help="The previous page's next cursor (printed after a full page).")
@click.option("--json", "as_json", is_flag=True, help="Print the page as JSON: {tokens, next_cursor}.")
@tenant_option
@pass_ctx
def token_list(
    c: Context, principal_id: str | None, limit: int, cursor: str | None, as_json: bool, tenant: str | None
) -> None:
    """List tokens, oldest first: id, principal, created, last used, expiry, state. Never the secret."""
    opmem = c.opmem
    page = opmem.access.tokens_page(tenant or c.settings.default_tenant, principal_id, limit=limit, cursor=cursor)
    found, now = page.items, opmem.clock.now()
    if as_json:
        click.echo(token_page(page, now).model_dump_json())
        return
    click.echo(f"{'id':<18}{'principal':<20}{'created':<18}{'last used':<18}{'expires':<18}state")
    for t in found:
        when = (_when(t.created_at), _when(t.last_used_at), _when(t.expires_at))
        click.echo(f"{t.id:<18}{t.principal_id:<20}{when[0]:<18}{when[1]:<18}{when[2]:<18}{token_state(t, now)}")
    if page.next_cursor:
        click.echo(f"... more: --cursor {page.next_cursor}", err=True)


@token.command("revoke")
@click.argument("token_id")
@tenant_option
@pass_ctx
def token_revoke(c: Context, token_id: str, tenant: str | None) -> None:
    """Revoke a token by its id (from `opmem token list`); every request carrying it gets 401 from now on."""
    info = c.opmem.access.revoke_token(tenant or c.settings.default_tenant, token_id)
    click.echo(f"token {info.id} of {info.principal_id} revoked")
