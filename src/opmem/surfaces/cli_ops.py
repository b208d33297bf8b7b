"""Operating a data directory from the command line: `opmem backup` and `opmem restore-backup`."""

from __future__ import annotations

from pathlib import Path

import click

from opmem.surfaces.cli_base import Context, pass_ctx, progress_bar


@click.command("backup")
@click.argument("dest", type=click.Path(file_okay=False, path_type=Path))
@pass_ctx
def backup(c: Context, dest: Path) -> None:
    """Copy the data directory's SQLite files to DEST (a new or empty directory), safely while it is in use.

    Indexes are not copied: `opmem restore-backup` rebuilds them from the restored store.
    """
    from opmem.store.backup import backup as take

    made = take(Path(c.settings.data_dir), dest)
    size = sum(f.size for f in made.files)
    click.echo(f"backed up {', '.join(f.name for f in made.files)} ({size:,} bytes) to {dest}")


@click.command("restore-backup")
@click.argument("source", type=click.Path(exists=True, file_okay=False, path_type=Path))
@pass_ctx
def restore_backup(c: Context, source: Path) -> None:
    """Restore a backup made by `opmem backup` into the data directory (which must be new or empty), then
    rebuild the indexes from it. Every file is checked against the backup's manifest first."""
    from opmem.store.backup import restore

    found = restore(source, Path(c.settings.data_dir))
    opmem = c.opmem
    with progress_bar("rebuilding indexes", opmem.document_count()) as advance:
        count = opmem.reindex(progress=advance)
    click.echo(f"restored the backup of {found.created_at} into {c.settings.data_dir}; reindexed {count} documents")
