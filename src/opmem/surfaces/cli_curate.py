"""CLI commands for curating the archive: `opmem browse`, `opmem curate correct|retire|reinstate|endorse`,
`opmem audit`. Added to the main group by `cli.py`; every command acts as the tenant's local administrator.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click

from opmem.errors import InvalidInput
from opmem.surfaces import cli_checks as checks
from opmem.surfaces.cli_base import Context, pass_ctx, tenant_option, to_json
from opmem.types import DOC_KINDS, Document

if TYPE_CHECKING:
    from opmem.curate import AuditEntry, BrowseItem


def _state(item: BrowseItem | Document) -> str:
    notes = []
    if item.corrected_at:
        notes.append(f"corrected by {item.corrected_by} on {item.corrected_at:%Y-%m-%d}")
    if item.retired_at:
        notes.append(f"RETIRED by {item.retired_by} on {item.retired_at:%Y-%m-%d}: {item.retired_reason}")
    return f" ({'; '.join(notes)})" if notes else ""


def _doc_id(item: BrowseItem | Document) -> int:
    return item.id if isinstance(item, Document) else item.doc_id


def _line(item: BrowseItem | Document) -> str:
    where = f"{item.kind}, {item.source_table}/{item.record_id}, {item.link}, version {item.version}"
    return f"{_doc_id(item)}. {item.title}  [{where}]{_state(item)}"


@click.command("browse")
@click.argument("query", required=False)
@click.option("--kind", "kinds", multiple=True, type=click.Choice(DOC_KINDS), help="Only this kind (repeatable).")
@click.option("--scope", default=None, help="Only documents of this source table.")
@click.option("--retired", is_flag=True, help="Include retired documents (marked RETIRED), to reinstate them.")
@click.option("--k", type=checks.COUNT, default=20, show_default=True, help="Documents per page, 1 to 50.")
@click.option("--cursor", default=None, help="The previous page's next cursor (printed after a full page).")
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
@tenant_option
@pass_ctx
def browse(
    c: Context,
    query: str | None,
    kinds: tuple[str, ...],
    scope: str | None,
    retired: bool,
    k: int,
    cursor: str | None,
    as_json: bool,
    tenant: str | None,
) -> None:
    """Browse the archive: search it with QUERY as recall does, or list it newest first."""
    opmem = c.opmem
    admin = opmem.local_admin(tenant or c.settings.default_tenant)
    result = opmem.curation.browse(
        admin, query, kinds=kinds or None, scope=scope, k=k, cursor=cursor, include_retired=retired
    )
    if as_json:
        click.echo(to_json(result))
        return
    for item in result.items:
        click.echo(_line(item))
        click.echo("   " + item.content.replace("\n", "\n   "))
    if result.hint:
        click.echo(result.hint, err=True)
    for degraded in result.degraded:
        click.echo(f"[{degraded.arm} arm degraded: {degraded.reason}]", err=True)
    if result.next_cursor is not None:
        click.echo(f"... more: --cursor {result.next_cursor}", err=True)


expected_version_option = click.option(
    "--expected-version",
    type=checks.ID,
    default=None,
    help="The version you read (`opmem browse` shows it); if the document changed since, nothing changes "
    "(exit 2, naming the current version). Without it, the change is based on the version read now.",
)


@click.group()
def curate() -> None:
    """Change the archive: correct, retire, reinstate or endorse a document. Every change is audited."""


def _body(body: str | None, body_file: Path | None) -> str | None:
    if body is not None and body_file is not None:
        raise InvalidInput("Give the new body with --body or --body-file, not both.")
    return body_file.read_text(encoding="utf-8") if body_file is not None else body


@curate.command("correct")
@click.argument("doc_id", type=checks.ID)
@click.option("--title", default=None, help="The corrected title.")
@click.option("--body", default=None, help="The corrected body.")
@click.option(
    "--body-file",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    default=None,
    help="Read the corrected body from this file.",
)
@click.option("--reason", required=True, help="What was wrong (goes in the audit log).")
@expected_version_option
@tenant_option
@pass_ctx
def curate_correct(
    c: Context,
    doc_id: int,
    title: str | None,
    body: str | None,
    body_file: Path | None,
    reason: str,
    expected_version: int | None,
    tenant: str | None,
) -> None:
    """Correct a document's title and/or body; it is re-embedded and recalled as corrected at once."""
    opmem = c.opmem
    admin = opmem.local_admin(tenant or c.settings.default_tenant)
    doc = opmem.curation.correct(
        admin, doc_id, title=title, body=_body(body, body_file), reason=reason, expected_version=expected_version
    )
    click.echo(_line(doc))


@curate.command("retire")
@click.argument("doc_id", type=checks.ID)
@click.option("--reason", required=True, help="Why it leaves circulation (goes in the audit log).")
@expected_version_option
@tenant_option
@pass_ctx
def curate_retire(c: Context, doc_id: int, reason: str, expected_version: int | None, tenant: str | None) -> None:
    """Retire a document: recall, reads and agents stop seeing it; the row keeps who, when and why."""
    opmem = c.opmem
    admin = opmem.local_admin(tenant or c.settings.default_tenant)
    click.echo(_line(opmem.curation.retire(admin, doc_id, reason=reason, expected_version=expected_version)))


@curate.command("reinstate")
@click.argument("doc_id", type=checks.ID)
@click.option("--reason", required=True, help="Why it returns (goes in the audit log).")
@expected_version_option
@tenant_option
@pass_ctx
def curate_reinstate(c: Context, doc_id: int, reason: str, expected_version: int | None, tenant: str | None) -> None:
    """Put a retired document back into circulation."""
    opmem = c.opmem
    admin = opmem.local_admin(tenant or c.settings.default_tenant)
    click.echo(_line(opmem.curation.reinstate(admin, doc_id, reason=reason, expected_version=expected_version)))


@curate.command("endorse")
@click.argument("doc_id", type=checks.ID)
@click.option("--name", default=None, help="The skill's name (default: the document's title).")
@click.option("--purpose", default=None, help="What the skill is for.")
@click.option("--activation", default=None, help="When the skill applies.")
@click.option("--reason", default="", help="Why it deserves to be a skill (goes in the audit log).")
@tenant_option
@pass_ctx
def curate_endorse(
    c: Context,
    doc_id: int,
    name: str | None,
    purpose: str | None,
    activation: str | None,
    reason: str,
    tenant: str | None,
) -> None:
    """Promote a document into a draft skill, through the path agents propose skills by."""
    opmem = c.opmem
    admin = opmem.local_admin(tenant or c.settings.default_tenant)
    skill = opmem.curation.endorse(admin, doc_id, name=name, purpose=purpose, activation=activation, reason=reason)
    click.echo(f"draft skill {skill.source_table}/{skill.record_id}, document {opmem.curation.document_id(skill)}")


def _audit_line(e: AuditEntry) -> str:
    where = f"document {e.doc_id} ({e.source_table}/{e.record_id})" if e.doc_id else f"{e.source_table}/{e.record_id}"
    why = f": {e.reason}" if e.reason else ""
    scrubbed = (
        " [text removed: record deleted]" if e.before is None and e.after is None and e.action == "correct" else ""
    )
    return f"{e.at:%Y-%m-%d %H:%M} {e.principal_id} {e.action} {where}{why}{scrubbed}"


@click.command("audit")
@click.option("--doc", "doc_id", type=checks.ID, default=None, help="Only changes to this document.")
@click.option("--limit", type=checks.COUNT, default=50, show_default=True, help="How many entries, newest first.")
@click.option("--cursor", default=None, help="The previous page's next cursor (printed after a full page).")
@click.option("--json", "as_json", is_flag=True, help="Print JSON lines.")
@tenant_option
@pass_ctx
def audit(c: Context, doc_id: int | None, limit: int, cursor: str | None, as_json: bool, tenant: str | None) -> None:
    """Show who changed the archive, what, when and why, newest first."""
    opmem = c.opmem
    page = opmem.curation.audit_page(
        opmem.local_admin(tenant or c.settings.default_tenant), doc_id=doc_id, limit=limit, cursor=cursor
    )
    for entry in page.items:
        click.echo(to_json(entry) if as_json else _audit_line(entry))
    if page.next_cursor:
        click.echo(f"... more: --cursor {page.next_cursor}", err=True)
