"""CLI commands for files and documents: attach, list and delete attachments, run the jobs, read and ask.

Added to the main group by `cli.py`; every command acts as the tenant's local administrator.
"""

from __future__ import annotations

import contextlib
import signal
from pathlib import Path
from types import FrameType

import click

from opmem.surfaces import cli_checks as checks
from opmem.surfaces.cli_base import Context, pass_ctx, tenant_option, to_json
from opmem.surfaces.cli_checks import read_upload
from opmem.types import ATTACHMENT_STATUSES, Attachment


def _line(a: Attachment) -> str:
    parts = f", {a.parts} of {a.total_parts} parts" if a.status == "indexed" else ""
    why = f": {a.reason}" if a.reason else ""
    doc = f", document {a.doc_id}" if a.doc_id else ""
    return f"{a.id}. {a.filename}  [{a.source_table}/{a.record_id}, {a.size} bytes] {a.status}{parts}{doc}{why}"


@click.group()
def attachment() -> None:
    """Files uploaded to records: attach, list with their status, delete."""


@attachment.command("add")
@click.argument("table")
@click.argument("record_id")
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--name", default=None, help="The file's name as shown (default: the file's own name).")
@click.option("--now", is_flag=True, help="Run one pass of the attachment job right away.")
@tenant_option
@pass_ctx
def attachment_add(
    c: Context, table: str, record_id: str, file: Path, name: str | None, now: bool, tenant: str | None
) -> None:
    """Attach FILE to record TABLE/RECORD_ID; it is scanned and extracted on the job's next pass."""
    opmem = c.opmem
    admin = opmem.local_admin(tenant or c.settings.default_tenant)
    added = opmem.add_attachment(admin, table, record_id, filename=name or file.name, data=read_upload(file))
    if now:
        opmem.process_attachments()
    click.echo(_line(opmem.attachment(admin, added.id)))


@attachment.command("list")
@click.option("--table", default=None, help="Only attachments of records of this table.")
@click.option("--record", "record_id", default=None, help="Only attachments of this record id.")
@click.option("--status", type=click.Choice(ATTACHMENT_STATUSES), default=None, help="Only this status.")
@click.option("--limit", type=click.IntRange(1, 500), default=50, show_default=True, help="Attachments per page.")
@click.option("--cursor", default=None, help="The previous page's next cursor (printed after a full page).")
@click.option("--json", "as_json", is_flag=True, help="Print the page as JSON: {attachments, next_cursor}.")
@tenant_option
@pass_ctx
def attachment_list(
    c: Context,
    table: str | None,
    record_id: str | None,
    status: str | None,
    limit: int,
    cursor: str | None,
    as_json: bool,
    tenant: str | None,
) -> None:
    """List attachments with their status and the reason for it, oldest first."""
    opmem = c.opmem
    admin = opmem.local_admin(tenant or c.settings.default_tenant)
    page = opmem.attachments_page(
        admin,
        table=table,
        record_id=record_id,
        status=status,  # type: ignore[arg-type]
        limit=limit,
        cursor=cursor,
    )
    if as_json:
        from opmem.surfaces.documents_out import attachment_page  # loads the readers: only when a command runs

        click.echo(attachment_page(page).model_dump_json())
        return
    for found in page.items:
        click.echo(_line(found))
    if page.next_cursor:
        click.echo(f"... more: --cursor {page.next_cursor}", err=True)


@attachment.command("delete")
@click.argument("attachment_id", type=checks.ID)
@tenant_option
@pass_ctx
def attachment_delete(c: Context, attachment_id: int, tenant: str | None) -> None:
    """Delete an attachment and its document."""
    opmem = c.opmem
    opmem.delete_attachment(opmem.local_admin(tenant or c.settings.default_tenant), attachment_id)
    click.echo(f"deleted attachment {attachment_id}")


@attachment.command("retry")
@tenant_option
@pass_ctx
def attachment_retry(c: Context, tenant: str | None) -> None:
    """Queue unscannable and failed attachments again (say, after starting clamd); the next pass takes them."""
    opmem = c.opmem
    count = opmem.retry_attachments(opmem.local_admin(tenant or c.settings.default_tenant))
    click.echo(f"{count} attachments queued again")


@attachment.command("enable")
@click.argument("state", type=click.Choice(["on", "off"]))
@tenant_option
@pass_ctx
def attachment_enable(c: Context, state: str, tenant: str | None) -> None:
    """Turn attachments on or off for a tenant (the memory.attachments_enabled setting)."""
    c.opmem.set_attachments_enabled(tenant or c.settings.default_tenant, state == "on")
    click.echo(f"memory.attachments_enabled = {'true' if state == 'on' else 'false'}")


@click.command()
@click.option("--once", is_flag=True, help="Run one pass of every job now, then exit.")
@pass_ctx
def worker(c: Context, once: bool) -> None:
    """Run the background jobs: index upkeep, embeddings, attachment extraction and the archive's retention
    (hourly by default)."""
    from opmem.surfaces.worker import Worker

    job = Worker(c.opmem)
    if once:
        report = c.opmem.process_attachments()
        job.run_once(attachments=False, archive=True)
        counts = ", ".join(f"{n} {status}" for status, n in sorted(report.statuses.items())) or "nothing pending"
        click.echo(f"attachments: {counts}")
        return

    def finish(signum: int, frame: FrameType | None) -> None:
        # SIGTERM or Ctrl-C: finish the pass in hand (a claimed attachment, a batch of embeddings), then stop;
        # a second signal stops at once.
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        signal.signal(signal.SIGINT, signal.default_int_handler)
        job.stop()

    previous = {sig: signal.signal(sig, finish) for sig in (signal.SIGTERM, signal.SIGINT)}
    interval = job.attachment_interval
    click.echo(f"worker running; attachments every {interval:g} s (Ctrl-C or SIGTERM stops after this pass)", err=True)
    try:
        with contextlib.suppress(KeyboardInterrupt):
            job.run()
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
    click.echo("worker stopped", err=True)


@click.command("read")
@click.argument("doc_id", type=checks.ID)
@click.option("--offset", type=checks.COUNT, default=0, show_default=True, help="Where to start (take next_offset).")
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
@tenant_option
@pass_ctx
def read(c: Context, doc_id: int, offset: int, as_json: bool, tenant: str | None) -> None:
    """Read a document in parts (uploaded files are asked, not read: see `opmem ask`)."""
    opmem = c.opmem
    page = opmem.read_document(opmem.local_admin(tenant or c.settings.default_tenant), doc_id, offset)
    if as_json:
        click.echo(to_json(page))
        return
    click.echo(f"{page.title}  [{page.document.kind}, {page.document.link}]")
    click.echo(f"characters {page.offset}-{page.offset + page.returned_chars} of {page.total_chars}")
    click.echo(page.content)
    if page.next_offset is not None:
        click.echo(f"... more: --offset {page.next_offset}", err=True)


@click.command("ask")
@click.argument("doc_id", type=checks.ID)
@click.argument("question")
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
@tenant_option
@pass_ctx
def ask(c: Context, doc_id: int, question: str, as_json: bool, tenant: str | None) -> None:
    """Ask a question about a document (an uploaded file); a reader answers and the answer is checked."""
    opmem = c.opmem
    answer = opmem.ask_document(opmem.local_admin(tenant or c.settings.default_tenant), doc_id, question)
    if as_json:
        click.echo(to_json(answer))
        return
    click.echo(answer.answer)
    if answer.refused:
        click.echo(f"[refused: {answer.reason}]", err=True)
    if answer.parts:
        click.echo(f"[from: {', '.join(answer.parts)}; reader: {answer.reader}]", err=True)
