"""The `opmem` command. Each command parses its input, makes one call into the core, and prints the result."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import click

from opmem.errors import InvalidInput, OpmemError
from opmem.ingest.importers import FORMATS, Source, parse
from opmem.memory.model import MODES, SIGNIFICANCES
from opmem.surfaces import cli_checks as checks
from opmem.surfaces.cli_access import principal, token
from opmem.surfaces.cli_adapt import tenant_adapt, tenant_show
from opmem.surfaces.cli_agents import COMMANDS as AGENT_COMMANDS
from opmem.surfaces.cli_base import Context, OpmemGroup, pass_ctx, progress_bar, tenant_option, to_json
from opmem.surfaces.cli_curate import audit, browse, curate
from opmem.surfaces.cli_dispatch import agent_tools, dispatch, pursuit
from opmem.surfaces.cli_files import ask, attachment, read, worker
from opmem.surfaces.cli_ledger import runs, usage
from opmem.surfaces.cli_lists import investigation, investigation_get, memory_list
from opmem.surfaces.cli_migrate import migrate, migrate_data
from opmem.surfaces.cli_ops import backup, config, log_options, restore_backup
from opmem.surfaces.cli_records import archive, record
from opmem.surfaces.cli_review import REVIEW, alias, memory_view
from opmem.surfaces.cli_serve import serve
from opmem.surfaces.cli_tables import table
from opmem.surfaces.memory_out import plain
from opmem.surfaces.observe import LogFormat, configure_logging
from opmem.types import DOC_KINDS, RecallResult

if TYPE_CHECKING:  # `opmem --help` imports nothing it does not show
    from opmem.evaluate import QueryField, Split
    from opmem.ingest.importers import Format
    from opmem.memory import MemoryHit, Mode, SearchResult, Significance


@click.group(cls=OpmemGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(None, "--version", package_name="opmem", prog_name="opmem")
@click.option(
    "--data-dir",
    type=click.Path(file_okay=False, path_type=Path),
    envvar="OPMEM_DATA_DIR",
    help="Data directory (SQLite file and its indexes). Default: ./data or $OPMEM_DATA_DIR.",
)
@click.option(
    "--config",
    type=click.Path(dir_okay=False, path_type=Path),
    envvar="OPMEM_CONFIG",
    help="A TOML file of settings (default: opmem.toml in the data directory, if there is one).",
)
@log_options
@click.pass_context
def cli(
    ctx: click.Context, data_dir: Path | None, config: Path | None, log_level: str | None, log_format: LogFormat
) -> None:
    """opmem: operational memory for AI investigation agents."""
    configure_logging(log_level or ("info" if ctx.invoked_subcommand == "serve" else "warning"), log_format)
    ctx.obj = Context(data_dir, config)
    ctx.call_on_close(lambda: ctx.obj._opmem.close() if ctx.obj._opmem else None)


# -- serve / mcp --------------------------------------------------------------------------------------


@cli.command()
@click.option(
    "--token", envvar="OPMEM_TOKEN", default=None, help="Act as this token's principal (default: local admin)."
)
@tenant_option
@pass_ctx
def mcp(c: Context, token: str | None, tenant: str | None) -> None:
    """Serve the MCP tools over stdio (for an agent that launches opmem itself).

    With --token, as that token's principal (in its tenant); without, as the local administrator of --tenant.
    """
    from opmem.surfaces.mcp import run_stdio

    opmem = c.opmem
    principal = opmem.authenticate(token) if token else opmem.local_admin(tenant or c.settings.default_tenant)
    opmem.warm_up()
    run_stdio(opmem, principal, token=token)


# -- import ------------------------------------------------------------------------------------------


@cli.command("import")
@click.argument("fmt", metavar="FORMAT", type=click.Choice(FORMATS))
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--table", required=True, help="Source table the records belong to, e.g. incident.")
@click.option("--state", "default_state", default=None, help="State for rows that carry none (e.g. resolved).")
@tenant_option
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
@pass_ctx
def import_(
    c: Context, fmt: Format, file: Path, table: str, default_state: str | None, tenant: str | None, as_json: bool
) -> None:
    """Import records from a Jira CSV, a Bugzilla CSV or a JSON-lines export (idempotent).

    FORMAT is jira, bugzilla or jsonl. Progress goes to stderr; rows that cannot be imported are skipped and
    listed with the reason.
    """
    opmem = c.opmem
    tenant = tenant or c.settings.default_tenant
    checks.known_table(opmem.tables(tenant), table, tenant)  # a clear error before reading anything
    source = Source(tenant=tenant, table=table, default_state=default_state)
    with progress_bar(f"importing {file.name}", file.stat().st_size) as advance:
        report = opmem.import_rows(parse(file, fmt, source, on_bytes=advance))
    if as_json:
        click.echo(to_json(report))
        if report.read and not report.upserted:
            raise InvalidInput(f"No row of {file.name} was imported: all {report.read} were skipped.")
        return
    click.echo(
        f"{report.read} rows read, {report.upserted} records upserted, {report.documents} documents written "
        f"({report.unchanged} unchanged), {len(report.skipped)} skipped"
    )
    for row, reason in report.skipped[:50]:
        click.echo(f"  skipped row {row}: {checks.terminal_safe(reason)}", err=True)
    if len(report.skipped) > 50:
        click.echo(f"  … and {len(report.skipped) - 50} more skipped rows", err=True)
    if report.read and not report.upserted:
        raise InvalidInput(f"No row of {file.name} was imported: all {report.read} were skipped (reasons above).")


# -- recall ------------------------------------------------------------------------------------------


def print_recall(result: RecallResult) -> None:
    for degraded in result.degraded:
        click.echo(f"[degraded: {degraded.arm} arm: {degraded.reason}]", err=True)
    if not result.hits:
        click.echo(result.hint or "")
    for n, hit in enumerate(result.hits, start=1):
        if hit.resolved_at:
            when = f"resolved {hit.resolved_at.date().isoformat()}"
        else:  # a resolution is distilled from a terminal state: resolved, but its source gave no date
            when = "resolved, date unknown" if hit.kind == "resolution" else "not resolved"
        click.echo(f"{n}. {hit.title}  [{hit.source_table}/{hit.record_id}, {hit.kind}, {when}]")
        click.echo(f"   score {hit.score:.3f} via {'+'.join(hit.arms)}  {hit.link}")
        if hit.snippet:
            click.echo(f"   {hit.snippet}")


@cli.command()
@click.argument("query")
@click.option("--k", type=checks.COUNT, default=5, show_default=True, help="How many results (1-10).")
@click.option("--scope", default=None, help="Only this source table.")
@click.option("--kind", "kinds", multiple=True, type=click.Choice(DOC_KINDS), help="Only these document kinds.")
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
@tenant_option
@pass_ctx
def recall(
    c: Context, query: str, k: int, scope: str | None, kinds: tuple[str, ...], as_json: bool, tenant: str | None
) -> None:
    """Recall past resolutions similar to QUERY (as the local administrator)."""
    opmem = c.opmem
    principal = opmem.local_admin(tenant or c.settings.default_tenant)
    result = opmem.recall(principal, query, scope=scope, k=k, doc_kinds=kinds or None)
    if as_json:  # the serializer of HTTP and MCP: `results`, and dates in one form
        from opmem.surfaces.recall_out import recall_response

        click.echo(json.dumps(recall_response(result).model_dump(mode="json"), ensure_ascii=False))
    else:
        print_recall(result)


# -- upkeep --------------------------------------------------------------------------------------------


@cli.command()
@click.argument("table")
@click.argument("record_id")
@tenant_option
@pass_ctx
def restore(c: Context, table: str, record_id: str, tenant: str | None) -> None:
    """Put a deleted record back from the archive (the record only: no document, no reopened pursuit)."""
    restored = c.opmem.restore_record(tenant or c.settings.default_tenant, table, record_id)
    click.echo(f"restored {restored.source_table}/{restored.record_id}; its document returns when it next changes")


@cli.command()
@pass_ctx
def reindex(c: Context) -> None:
    """Rebuild every derived index (text, fuzzy, vectors) from the SQLite source of truth."""
    opmem = c.opmem
    with progress_bar("reindexing", opmem.document_count()) as advance:
        count = opmem.reindex(progress=advance)
    click.echo(f"reindexed {count} documents")


@cli.command("eval")
@click.argument("folder", type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.option(
    "--query-field",
    type=click.Choice(["title", "body"]),
    default="title",
    show_default=True,
    help="Query with the duplicate's title, or with its description.",
)
@click.option(
    "--embedding", default=None, help="Embedding model, 'none' for lexical only (default: as OPMEM_EMBEDDING)."
)
@click.option("--limit", type=checks.COUNT, default=None, help="Only the first N queries.")
@click.option(
    "--split",
    type=click.Choice(["all", "dev", "report"]),
    default="all",
    show_default=True,
    help="Half of the queries (by a hash of their id): tune on dev, report on report.",
)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
@pass_ctx
def eval_(
    c: Context,
    folder: Path,
    query_field: QueryField,
    embedding: str | None,
    limit: int | None,
    split: Split,
    as_json: bool,
) -> None:
    """Measure recall quality on a BEIR-layout folder (corpus.jsonl, queries.jsonl, qrels/test.tsv).

    Loads into a temporary data directory, never yours. Prints Recall@1/5/10, MRR and nDCG@10 for the fused
    recall and for each arm alone.
    """
    from opmem.evaluate import evaluate

    model = c.settings.default_embedding if embedding is None else (None if embedding == "none" else embedding)

    def progress(stage: str, done: int, total: int) -> None:
        if stage == "queries" and (done % 100 == 0 or done == total):
            click.echo(f"  {done}/{total} queries", err=True)
        elif stage == "imported":
            click.echo(f"  imported {done} records", err=True)

    summary = evaluate(
        folder,
        query_field=query_field,
        split=split,
        embedding=model,
        limit=limit,
        progress=progress,
    )
    if as_json:
        click.echo(json.dumps(summary))
        return
    click.echo(f"{folder.name}: {summary['queries']} queries ({query_field})")
    click.echo(f"{'run':<10}{'R@1':>8}{'R@5':>8}{'R@10':>8}{'MRR':>8}{'nDCG@10':>9}")
    for name in ("fused", "text", "fuzzy", "semantic"):
        row = summary.get(name)
        if isinstance(row, dict):
            values = [row["recall@1"], row["recall@5"], row["recall@10"], row["mrr"], row["ndcg@10"]]
            click.echo(f"{name:<10}" + "".join(f"{v:>8.3f}" for v in values[:4]) + f"{values[4]:>9.3f}")


# -- administration -----------------------------------------------------------------------------------


@cli.group()
def tenant() -> None:
    """Tenants: every row belongs to one, nothing crosses them."""


@tenant.command("list")
@click.option("--json", "as_json", is_flag=True, help="Print JSON lines.")
@pass_ctx
def tenant_list(c: Context, as_json: bool) -> None:
    """List the tenants of this data directory, with each one's embedding model and document count."""
    opmem = c.opmem
    for name in opmem.store.tenants():
        model, count = opmem.store.tenant_embedding(name), opmem.store.document_count(name)
        default = name == c.settings.default_tenant
        if as_json:
            click.echo(json.dumps({"tenant": name, "embedding": model, "documents": count, "default": default}))
        else:
            click.echo(f"{name}{' (default)' if default else ''}  {model or 'lexical only'}  {count} documents")


@tenant.command("create")
@click.argument("name")
@click.option("--embedding", default="default", help="'provider:model', 'none' for lexical only, or 'default'.")
@pass_ctx
def tenant_create(c: Context, name: str, embedding: str) -> None:
    """Create a tenant with the default tables."""
    c.opmem.create_tenant(name, embedding=None if embedding == "none" else embedding)
    click.echo(f"tenant {name} ready")


# -- agent memory -----------------------------------------------------------------------------------------


@cli.group()
def memory() -> None:
    """Agent memory: search, read and review what investigations concluded; re-embed an agent's memories."""


def print_hit(n: int, hit: MemoryHit) -> None:
    score = f", score {hit.score:.3f}" if hit.score is not None else ""
    review = (" [MARKED WRONG]" if hit.review.marked_wrong else "") + (" [edited]" if hit.review.edited else "")
    click.echo(f"{n}. #{hit.id} {hit.title}{review}")
    click.echo(
        f"   {hit.significance}, agent {hit.agent_id}, seen {hit.recurrence_count}x, recorded {hit.recorded_ago}, "
        f"last seen {hit.last_seen_at:%Y-%m-%d} ({hit.status}){score}"
    )
    click.echo(f"   investigation {hit.investigation_id}")
    if hit.tags:
        click.echo(f"   {' '.join(str(t) for t in hit.tags)}")
    if hit.details:
        d = hit.details
        click.echo(
            f"   root cause ({d.root_cause_confidence}): {d.root_cause or '-'}; resolution: {d.resolution or '-'}"
        )


def print_search(result: SearchResult) -> None:
    for n, hit in enumerate(result.hits, start=1):
        print_hit(n, hit)
    if result.more_matched:
        total = f"{result.total} matched; " if result.total is not None else ""
        click.echo(f"({total}more than shown: narrow by --entity-tag or --significance)")
    if not result.hits:
        click.echo("no memories matched")
    if result.coverage:
        cov = result.coverage
        if cov.provider_error:
            click.echo(f"[semantic search degraded: {cov.provider_error}]", err=True)
        click.echo(
            f"not reachable by this search: {cov.other_agents} of other agents, {cov.other_model} embedded with "
            f"another model, {cov.not_searchable} not searchable by meaning, {cov.not_embedded} never embedded"
        )
        click.echo(cov.suggestion)


@memory.command("search")
@click.option("--mode", type=click.Choice(MODES), default=None, help="Default: semantic with a store, else text.")
@click.option("--agent-id", default=None, help="The agent to search (needed for semantic; narrows text/timeline).")
@click.option("--query", default=None, help="Words to search (semantic and text).")
@click.option("--entity-tag", "tags", multiple=True, help="key=value, e.g. entity:service=checkout (repeatable).")
@click.option("--significance", "levels", multiple=True, type=click.Choice(SIGNIFICANCES), help="Repeatable.")
@click.option("--limit", type=checks.COUNT, default=3, show_default=True, help="How many results (1-50).")
@click.option("--details", is_flag=True, help="Include symptoms, root cause, ruled out and resolution.")
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
@tenant_option
@pass_ctx
def memory_search(
    c: Context,
    mode: Mode | None,
    agent_id: str | None,
    query: str | None,
    tags: tuple[str, ...],
    levels: tuple[Significance, ...],
    limit: int,
    details: bool,
    as_json: bool,
    tenant: str | None,
) -> None:
    """Search agent memories in one mode: semantic, text or timeline."""
    result = c.opmem.memory.search(
        tenant or c.settings.default_tenant,
        mode=mode,
        agent_id=agent_id,
        query=query,
        tags=tags,
        significance=levels,
        limit=limit,
        include_details=details,
    )
    if as_json:
        click.echo(json.dumps(plain(result), ensure_ascii=False))
    else:
        print_search(result)


@memory.command("get")
@click.argument("memory_or_investigation_id")
@click.option("--json", "as_json", is_flag=True, help="Print the memory as JSON.")
@tenant_option
@pass_ctx
def memory_get(c: Context, memory_or_investigation_id: str, as_json: bool, tenant: str | None) -> None:
    """Read one memory in full, with the investigations linked to it as recurrences.

    Give a memory id (a number), or an investigation id: the memory it recorded or, for a recurrence, the
    memory it was linked to. A number that is no memory's id is tried as an investigation id.
    """
    admin = c.opmem.local_admin(tenant or c.settings.default_tenant)
    view = memory_view(c.opmem.memory, admin, memory_or_investigation_id)
    if as_json:
        click.echo(json.dumps(plain(view), ensure_ascii=False))
        return
    m = view.memory
    lines = [
        f"#{m.id} {m.title}  (version {m.version})",
        f"{m.significance}, agent {m.agent_id}, investigation {m.investigation_id}",
        f"seen {m.recurrence_count}x, recorded {view.recorded_ago}, last seen {m.last_seen_at:%Y-%m-%d %H:%M} "
        f"({view.status})",
        f"tags: {' '.join(str(t) for t in m.tags) or '-'}",
        f"symptoms: {m.symptoms or '-'}",
        f"root cause ({m.root_cause_confidence}): {m.root_cause or '-'}",
        f"ruled out: {'; '.join(m.ruled_out) or '-'}",
        f"resolution: {m.resolution or '-'}",
    ]
    if m.review.edited_at:
        lines.append(f"edited by {m.review.edited_by} on {m.review.edited_at:%Y-%m-%d}")
    if m.review.marked_wrong:
        lines.append(f"MARKED WRONG by {m.review.wrong_by}: {m.review.wrong_note}")
    lines += [f"linked: {i.investigation_id} (agent {i.agent_id}, {i.linked_at:%Y-%m-%d})" for i in view.linked]
    lines += [f"linked: {view.linked_withheld} more on records you may not read"] if view.linked_withheld else []
    click.echo("\n".join(lines))


@memory.command("reembed")
@click.option("--agent-id", required=True, help="The agent whose memories to embed with its current model.")
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
@tenant_option
@pass_ctx
def memory_reembed(c: Context, agent_id: str, as_json: bool, tenant: str | None) -> None:
    """Embed an agent's searchable memories with its current model, so semantic search reaches them."""
    report = c.opmem.memory.reembed(tenant or c.settings.default_tenant, agent_id)
    if as_json:
        click.echo(json.dumps(plain(report), ensure_ascii=False))
    else:
        click.echo(f"agent {report.agent_id}: {report.embedded} memories embedded with {report.model}")
    if report.error:
        raise OpmemError(f"Re-embedding stopped: {report.error}. Fix the agent's store and run it again.")


for _command in (
    serve,
    record,
    archive,
    principal,
    token,
    attachment,
    worker,
    read,
    ask,
    runs,
    usage,
    dispatch,
    pursuit,
    *AGENT_COMMANDS,
    agent_tools,
    browse,
    curate,
    audit,
    backup,
    restore_backup,
    config,
    table,
    migrate,
    migrate_data,
):
    cli.add_command(_command)
for _command in (tenant_adapt, tenant_show):
    tenant.add_command(_command)
for _command in (*REVIEW, memory_list):
    memory.add_command(_command)
cli.add_command(alias(memory_search, "investigation:memory:search", "opmem memory search"))
cli.add_command(alias(memory_get, "investigation:memory:get", "opmem memory get"))
cli.add_command(investigation)
cli.add_command(alias(investigation_get, "investigation:get", "opmem investigation get"))


def main() -> None:
    cli(prog_name="opmem")


if __name__ == "__main__":
    main()
