"""`opmem tenant adapt` and `opmem tenant show`: a tenant's own adapted model, and which model serves it and why."""

from __future__ import annotations

from pathlib import Path

import click

from opmem.errors import InvalidInput
from opmem.surfaces.cli_base import Context, pass_ctx, to_json


@click.command("adapt")
@click.argument("name")
@click.option("--dry-run", is_flag=True, help="Print the pair count and the estimated CPU time; train nothing.")
@click.option("--wait", is_flag=True, help="Re-embed the documents now, in this process, until the model serves.")
@click.option("--seed", type=int, default=0, show_default=True, help="The training seed.")
@pass_ctx
def tenant_adapt(c: Context, name: str, dry_run: bool, wait: bool, seed: int) -> None:
    """Fine-tune the bundled model on the tenant's own documents (titles as queries, no labels). Experimental:
    its semantic arm got better on every set measured, but fused recall fell on two (docs/measured/recall-quality.md,
    "Adapting the bundled model").

    Needs the `adapt` extra (pip install 'opmem[adapt]'). The tenant keeps its model until every document has a
    vector of the adapted one (re-embedded by `opmem serve` or `opmem worker`, or here with --wait); re-running on
    an unchanged corpus does nothing."""
    from opmem.embed.adapt import TrainConfig, require_training
    from opmem.embed.adapted_tenant import adapt, plan

    if c.settings.db:
        raise InvalidInput(
            "opmem tenant adapt keeps the adapted weights in this server's data directory, which the other servers "
            "of a PostgreSQL store do not have (theirs would give the tenant back its unadapted model): it runs on "
            "the embedded default only, for now."
        )
    opmem, config, root = c.opmem, TrainConfig(seed=seed), Path(c.settings.data_dir)
    found, _ = plan(opmem.store, root, name, config)
    if dry_run:
        hours = found.estimated_cpu_seconds / 3600
        click.echo(
            f"{name}: {found.pairs} training pairs, about {found.estimated_cpu_seconds:.0f} CPU s ({hours:.1f} CPU h) "
            f"to train {found.model}" + (" (unchanged: nothing to do)" if found.unchanged else "")
        )
        return
    if found.unchanged:
        click.echo(f"{name}: {found.model} is already this corpus's model; nothing to do")
        return
    require_training()
    _, state = adapt(opmem.store, root, name, config)
    assert state is not None
    click.echo(
        f"{name}: trained {state.model} on {state.pairs} pairs ({state.steps} steps, {state.cpu_seconds:.0f} CPU s)"
    )
    status = c.opmem.adapt_status(name)
    while wait and status.phase == "backfilling":
        status = next(s for s in opmem.adapt_pending() if s.tenant == name)
    click.echo(f"{name}: {status.serving or 'no model'} serves ({status.reason})")


@click.command("show")
@click.argument("name")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
@pass_ctx
def tenant_show(c: Context, name: str, as_json: bool) -> None:
    """Show a tenant: its documents, the embedding model that serves it and why (an adapted model's progress)."""
    status = c.opmem.adapt_status(name)
    if as_json:
        click.echo(to_json(status))
        return
    click.echo(f"tenant {name}: {status.documents} documents")
    click.echo(f"serving: {status.serving or 'lexical only'} ({status.reason})")
    if status.adapted:
        click.echo(f"adapted model: {status.adapted} ({status.embedded} of {status.documents} documents embedded)")
