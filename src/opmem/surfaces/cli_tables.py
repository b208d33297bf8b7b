"""`opmem table`: a source table's settings (terminal states, never indexed, where results link its records),
versioned like every edit."""

from __future__ import annotations

import json

import click

from opmem.surfaces import cli_checks as checks
from opmem.surfaces.cli_base import Context, pass_ctx, tenant_option
from opmem.types import TableConfig


@click.group()
def table() -> None:
    """Source tables: terminal states, and whether a table is ever indexed."""


@table.command("set")
@click.argument("name")
@click.option("--terminal", default="resolved,closed", show_default=True, help="Comma-separated terminal states.")
@click.option("--never-index", is_flag=True, help="A secret or control-plane table: its rows never reach an index.")
@click.option(
    "--link",
    "link_template",
    default=None,
    help="Where results link its records, e.g. 'https://jira.example/browse/{id}' ({id}, {table} filled in); "
    "'' for the console's record page (the default). Left out: unchanged.",
)
@click.option(
    "--expected-version",
    type=click.IntRange(1, 2**63 - 1),
    default=None,
    help="The version you read (`opmem table list`); if the table changed since, nothing changes (exit 2).",
)
@tenant_option
@pass_ctx
def table_set(
    c: Context,
    name: str,
    terminal: str,
    never_index: bool,
    link_template: str | None,
    expected_version: int | None,
    tenant: str | None,
) -> None:
    """Configure a source table."""
    tenant = tenant or c.settings.default_tenant
    states = checks.terminal_states(terminal, indexed=not never_index)
    if link_template is None:  # left out: keep the table's template
        link_template = getattr(c.opmem.tables(tenant).get(name), "link_template", None)
    config = TableConfig(name, states, indexed=not never_index, link_template=link_template or None)
    version = c.opmem.set_table(tenant, config, expected_version=expected_version)
    shown = f"terminal {', '.join(sorted(states)) or '-'}{', never indexed' if never_index else ''}"
    click.echo(f"table {name}: {shown}, links {config.link_template or 'to the console'}, version {version}")


@table.command("list")
@click.option("--json", "as_json", is_flag=True, help="Print the tables as JSON.")
@tenant_option
@pass_ctx
def table_list(c: Context, as_json: bool, tenant: str | None) -> None:
    """List the tenant's tables."""
    name = tenant or c.settings.default_tenant
    tables, versions = c.opmem.tables(name).values(), c.opmem.table_versions(name)
    if as_json:
        click.echo(json.dumps([{**checks.table_json(t), "version": versions.get(t.name, 1)} for t in tables]))
        return
    for t in tables:
        flag = "never indexed" if not t.indexed else "terminal: " + ", ".join(sorted(t.terminal_states))
        link = f"  links {t.link_template}" if t.link_template else ""
        click.echo(f"{t.name:<20}{flag}{link}  (version {versions.get(t.name, 1)})")
