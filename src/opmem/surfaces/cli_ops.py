"""Operating a data directory from the command line: `opmem backup` and `opmem restore-backup`."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import click

from opmem.store.backup import DATABASES
from opmem.surfaces.cli_base import Context, pass_ctx, progress_bar

F = TypeVar("F", bound=Callable[..., Any])
LEVELS = ("debug", "info", "warning", "error")


def log_options(f: F) -> F:
    """`--log-level` and `--log-format`, for the `opmem` group (they apply to every command)."""
    level = click.option(
        "--log-level",
        type=click.Choice(LEVELS),
        envvar="OPMEM_LOG_LEVEL",
        default=None,
        help="Log level (default: info for `opmem serve`, with one access-log line per request; else warning).",
    )
    fmt = click.option(
        "--log-format",
        type=click.Choice(["text", "json"]),
        envvar="OPMEM_LOG_FORMAT",
        default="text",
        show_default=True,
        help="Readable text, or one JSON object per line for a log pipeline.",
    )
    return level(fmt(f))


@click.command("backup")
@click.argument("dest", type=click.Path(file_okay=False, path_type=Path))
@pass_ctx
def backup(c: Context, dest: Path) -> None:
    """Copy the deployment's source of truth to DEST (a new or empty directory), safely while it is in use: the
    data directory's SQLite files, or on PostgreSQL (OPMEM_DB) the database read as one snapshot, counted
    and checksummed, into the same format.

    Indexes are not copied: `opmem restore-backup` rebuilds them from the restored store.
    """
    if c.settings.db:
        from opmem.store.backup_pg import backup_database

        made, report = backup_database(c.settings.db, Path(c.settings.data_dir), dest)
        size = sum(f.size for f in made.files)
        click.echo(
            f"backed up {report.rows} rows of {len(report.tables)} tables (counts and checksums equal) and "
            f"{', '.join(f.name for f in made.files if f.name not in DATABASES) or 'no token'} ({size:,} bytes) to "
            f"{dest}"
        )
        return
    from opmem.store.backup import backup as take

    made = take(Path(c.settings.data_dir), dest)
    size = sum(f.size for f in made.files)
    click.echo(f"backed up {', '.join(f.name for f in made.files)} ({size:,} bytes) to {dest}")


@click.command("restore-backup")
@click.argument("source", type=click.Path(exists=True, file_okay=False, path_type=Path))
@pass_ctx
def restore_backup(c: Context, source: Path) -> None:
    """Restore a backup made by `opmem backup` (of either engine) into the data directory (which must be new or
    empty), or on PostgreSQL (OPMEM_DB) into an empty database, then rebuild the indexes from it. Every
    file is checked against the backup's manifest first; on PostgreSQL each table's count and checksum must match
    the backup's, or nothing is written."""
    if c.settings.db:
        from opmem.store.backup_pg import restore_database

        found, report = restore_database(source, c.settings.db, Path(c.settings.data_dir))
        restored = f"into the database ({report.rows} rows of {len(report.tables)} tables: counts and checksums equal)"
    else:
        from opmem.store.backup import restore

        found = restore(source, Path(c.settings.data_dir))
        restored = f"into {c.settings.data_dir}"
    opmem = c.opmem
    with progress_bar("rebuilding indexes", opmem.document_count()) as advance:
        count = opmem.reindex(progress=advance)
    click.echo(f"restored the backup of {found.created_at} {restored}; reindexed {count} documents")


@click.group("config")
def config() -> None:
    """The effective settings: defaults, the config file, the environment and options."""


@config.command("show")
@click.option("--json", "as_json", is_flag=True, help="One JSON object: each setting's value and origin.")
@click.option("--markdown", is_flag=True, help="The settings table of the README (generated from the model).")
@pass_ctx
def config_show(c: Context, as_json: bool, markdown: bool) -> None:
    """Print every setting, its value and where it came from (secrets masked)."""
    import json

    from opmem.settings import SECRET, Settings, env_name, settings_table

    if markdown:
        click.echo(settings_table())
        return
    settings, origins = Settings.sourced(config=c.config, **c.overrides)
    rows = []
    for name in Settings.model_fields:
        if name == "tables":
            continue
        value = getattr(settings, name)
        shown = "***" if name in SECRET and value else ("" if value is None else str(value))
        rows.append({"setting": name, "value": shown, "origin": origins[name], "environment": env_name(name)})
    if as_json:
        click.echo(json.dumps(rows))
        return
    width = max(len(r["setting"]) for r in rows)
    for r in rows:
        click.echo(f"{r['setting']:<{width}}  {r['value'] or '(unset)'}  [{r['origin']}]")
