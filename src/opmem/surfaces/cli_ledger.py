"""CLI commands for runs: `opmem runs finish RUN_ID`, `opmem runs shown RUN_ID`, and `opmem usage`.

Added to the main group by `cli.py`; every command acts as the tenant's local administrator.
"""

from __future__ import annotations

import dataclasses

import click

from opmem.ledger.model import MAX_USAGE_LIMIT, DocumentUsage, UsageReport
from opmem.ledger.outcomes import MAX_FINDING, OUTCOMES, PURSUIT_AFTER
from opmem.surfaces import cli_checks as checks
from opmem.surfaces.cli_base import Context, pass_ctx, tenant_option, to_json
from opmem.types import DOC_KINDS


@click.group()
def runs() -> None:
    """Runs (investigations): finish one, and see what each was shown and opened."""


@runs.command("finish")
@click.argument("run_id")
@click.option(
    "--outcome",
    type=click.Choice(OUTCOMES),
    required=True,
    help="How the run ended. The agent's open pursuit of the record becomes: "
    + "; ".join(f"{o}: {s}" for o, s in PURSUIT_AFTER.items())
    + ".",
)
@click.option("--finding", default=None, help=f"The conclusion in a few lines (at most {MAX_FINDING} characters).")
@click.option("--json", "as_json", is_flag=True, help="Print the finished run as JSON.")
@tenant_option
@pass_ctx
def runs_finish(c: Context, run_id: str, outcome: str, finding: str | None, as_json: bool, tenant: str | None) -> None:
    """End run RUN_ID with its outcome (as the local administrator); then its line appears under the record."""
    opmem = c.opmem
    finished = opmem.runs.finish(
        opmem.local_admin(tenant or c.settings.default_tenant), run_id, outcome, finding=finding
    )
    if as_json:
        click.echo(to_json({**dataclasses.asdict(finished), "text": finished.render()}))
        return
    click.echo(finished.render())
    for title in finished.line.render_titles() if finished.line else []:
        click.echo(f"  - {title}")


@runs.command("shown")
@click.argument("run_id")
@click.option("--json", "as_json", is_flag=True, help="Print the line and its titles as JSON.")
@tenant_option
@pass_ctx
def runs_shown(c: Context, run_id: str, as_json: bool, tenant: str | None) -> None:
    """What finished run RUN_ID had in front of it: counts, kinds, and the titles you may read."""
    opmem = c.opmem
    shown = opmem.ledger.run_shown(opmem.local_admin(tenant or c.settings.default_tenant), run_id)
    line, run = shown.line, shown.run
    if as_json:
        data = None if line is None else {"text": line.render(), **dataclasses.asdict(line)}
        click.echo(to_json({"run_id": run_id, "outcome": run.outcome, "finding": run.finding, "line": data}))
        return
    if line is None:
        click.echo(f"No record of what run {run_id} was shown.")
    else:
        click.echo(line.render())
        for title in line.render_titles():
            click.echo(f"  - {title}")
    if run.outcome:
        click.echo(f"Outcome: {run.outcome}." + (f" Finding: {run.finding}" if run.finding else ""))


def _usage_line(u: DocumentUsage) -> str:
    retired = ", retired" if u.retired else ""
    return (
        f"{u.doc_id}. {u.title}  [{u.kind}{retired}] shown to {u.runs} runs: {u.at_dispatch} at dispatch, "
        f"{u.by_recall} by recall; opened by {u.opened}"
    )


def _print_usage(report: UsageReport) -> None:
    click.echo(report.render())
    for k in report.kinds:
        click.echo(
            f"  {k.kind}: {k.documents} documents shown {k.shown} times "
            f"({k.at_dispatch} at dispatch, {k.by_recall} by recall), opened {k.opened} times"
        )
    for u in report.documents:
        click.echo(_usage_line(u))
    if report.more:
        click.echo(f"… and {report.more} more documents (raise --limit to see them)")


@click.command("usage")
@click.option("--kind", type=click.Choice(DOC_KINDS), default=None, help="Only documents of this kind.")
@click.option(
    "--limit", type=checks.COUNT, default=50, show_default=True, help=f"Documents to list (1-{MAX_USAGE_LIMIT})."
)
@click.option("--cursor", default=None, help="The previous page's next cursor (printed after a full page).")
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
@tenant_option
@pass_ctx
def usage(c: Context, kind: str | None, limit: int, cursor: str | None, as_json: bool, tenant: str | None) -> None:
    """Does the archive earn its place: which documents runs were shown and opened, per document and kind."""
    opmem = c.opmem
    admin = opmem.local_admin(tenant or c.settings.default_tenant)
    report = opmem.ledger.usage(admin, kind=kind, limit=limit, cursor=cursor)
    if report.next_cursor and not as_json:
        click.echo(f"... more: --cursor {report.next_cursor}", err=True)
    if as_json:
        click.echo(to_json(report))
    else:
        _print_usage(report)
