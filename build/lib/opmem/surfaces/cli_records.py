"""CLI commands for deleting records and the archive: `opmem record delete [--erase]`, `opmem archive purge`."""

from __future__ import annotations

import click

from opmem.surfaces.cli_base import Context, pass_ctx, tenant_option


@click.group()
def record() -> None:
    """Records: delete one (keeping an archive copy for restore), or erase it (keeping no copy anywhere)."""


@record.command("delete")
@click.argument("table")
@click.argument("record_id")
@click.option(
    "--erase",
    is_flag=True,
    help="Keep no copy anywhere (no archive copy; an earlier one is removed); it cannot be restored.",
)
@tenant_option
@pass_ctx
def record_delete(c: Context, table: str, record_id: str, erase: bool, tenant: str | None) -> None:
    """Delete a record and everything derived from it; recall stops showing it at once."""
    c.opmem.delete_record(tenant or c.settings.default_tenant, table, record_id, erase=erase)
    if erase:
        click.echo(f"erased {table}/{record_id}: no copy is kept, it cannot be restored")
    elif c.settings.archive_days:
        days = c.settings.archive_days
        click.echo(f"deleted {table}/{record_id}; `opmem restore {table} {record_id}` brings it back for {days} days")
    else:
        click.echo(f"deleted {table}/{record_id} (no archive copy: OPMEM_ARCHIVE_DAYS is 0)")


@click.group()
def archive() -> None:
    """The archive of deleted records, kept for OPMEM_ARCHIVE_DAYS days (default 30) for `opmem restore`."""


@archive.command("purge")
@pass_ctx
def archive_purge(c: Context) -> None:
    """Remove archive copies past their retention now (the worker also does it hourly)."""
    purged = c.opmem.purge_archive()
    click.echo(f"purged {purged} archive copies older than {c.settings.archive_days} days")
