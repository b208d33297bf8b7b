"""CLI commands for agents and their memory settings: `opmem agent` (create), `opmem agents list|show|update|delete`,
`opmem vector-index create|list` and `opmem embedding-integration create|list`.

Each write is the twin of an HTTP route of `opmem.surfaces.memory_api` and makes the same core call, as the
tenant's local administrator (who holds `curate_memory`). `opmem agents update` starts from the settings the
agent has and changes only what is given (`--default SETTING` puts one back to the default), so leaving out the
store never clears it.
"""

from __future__ import annotations

import dataclasses
import json
import os
from typing import TYPE_CHECKING, Any

import click

from opmem.dispatch.tools import TOOLS
from opmem.errors import InvalidInput
from opmem.memory.changes import KEEP
from opmem.memory.model import PROVIDERS
from opmem.short_lists import DEFAULT_PAGE, agents_page, integrations_page, vector_indexes_page
from opmem.surfaces.cli_agent_settings import AgentOptions, settings_options
from opmem.surfaces.cli_base import Context, pass_ctx, tenant_option
from opmem.surfaces.memory_out import integration_json, plain

if TYPE_CHECKING:
    from opmem.memory import Agent, EmbeddingIntegration, VectorIndex

_json = click.option("--json", "as_json", is_flag=True, help="Print JSON.")
_page_json = click.option("--json", "as_json", is_flag=True, help="Print the page as JSON, with next_cursor.")
_limit = click.option(
    "--limit", type=click.IntRange(1, 500), default=DEFAULT_PAGE, show_default=True, help="Items per page."
)
_cursor = click.option("--cursor", default=None, help="The previous page's next_cursor; leave out for the first.")


def _more(cursor: str | None) -> None:
    if cursor:
        click.echo(f"... more: --cursor {cursor}", err=True)


def _dump(value: object) -> str:
    return json.dumps(plain(value), ensure_ascii=False)


def _store(agent: Agent) -> str:
    s = agent.store
    return f"{s.vector_index} + {s.embedding_integration} + {s.embedding_model}" if s else "none"


def _summary(agent: Agent) -> str:
    memory = "memory on" if agent.memory_enabled else "memory off"
    deleted = f", DELETED {agent.deleted_at:%Y-%m-%d}" if agent.deleted_at else ""
    digest = "digest on" if agent.digest.enabled else "digest off"
    return f"agent {agent.id} ({agent.name}): {memory}, store {_store(agent)}, {digest}{deleted}"


def _details(agent: Agent) -> list[str]:
    p, d, c = agent.policy, agent.digest, agent.config
    mappings = {kind: dict(m.keys) for kind, m in c.tag_mappings.items()}
    return [
        _summary(agent),
        f"retrieval: search budget {p.search_budget}, record {p.record}, guidance {p.extra_guidance or '-'}",
        f"digest: {'on' if d.enabled else 'off'}, window {d.window_days} days, at most {d.max_items} items",
        f"tag mappings: {json.dumps(mappings) if mappings else 'the shipped ones'}",
        f"created {agent.created_at:%Y-%m-%d %H:%M}",
    ]


# -- create ---------------------------------------------------------------------------------------------------


@click.command("agent")
@click.argument("agent_id")
@click.option("--name", default=None, help="A display name (default: the id).")
@click.option("--grant", "grants", multiple=True, help="A table its service account may read (repeatable).")
@click.option("--tool", "tools", multiple=True, type=click.Choice(TOOLS), help="A tool it holds (repeatable).")
@click.option("--digest", is_flag=True, help="Hand it the related-history digest at dispatch.")
@settings_options(update=False)
@tenant_option
@pass_ctx
def agent(
    c: Context,
    /,
    agent_id: str,
    name: str | None,
    grants: tuple[str, ...],
    tools: tuple[str, ...],
    digest: bool,
    tenant: str | None,
    **settings: Any,
) -> None:
    """Create agent AGENT_ID with its service account (the principal of the same id) and the tools it holds.

    Give it a store with --existing-store (the one the tenant's agents use) or with --vector-index,
    --embedding-integration and --embedding-model; the store is checked by embedding a test value.
    """
    from opmem.memory import AgentConfig

    opmem = c.opmem
    name_of = tenant or c.settings.default_tenant
    options = AgentOptions(**settings)
    config = options.changes(lambda: opmem.memory.store_in_use(name_of)).applied_to(AgentConfig())
    account, held = opmem.create_agent(
        name_of, agent_id, name=name, grants=grants, tools=tools, digest=digest, config=config
    )
    created = opmem.memory.agent(name_of, agent_id)
    click.echo(
        f"agent {agent_id}: reads {', '.join(sorted(account.grants)) or 'nothing'}; "
        f"tools {', '.join(sorted(held)) or 'none'}; digest {'on' if created.digest.enabled else 'off'}; "
        f"store {_store(created)}"
    )


# -- agents ---------------------------------------------------------------------------------------------------


@click.group()
def agents() -> None:
    """Agents' memory settings: list, show, update (only what you name changes), delete."""


@agents.command("list")
@_page_json
@_limit
@_cursor
@tenant_option
@pass_ctx
def agents_list(c: Context, as_json: bool, limit: int, cursor: str | None, tenant: str | None) -> None:
    """List the tenant's agents by id (deleted ones marked DELETED), with memory, store and digest; paged."""
    page = agents_page(c.opmem, tenant or c.settings.default_tenant, limit=limit, cursor=cursor)
    if as_json:
        click.echo(json.dumps({"agents": plain(page.items), "next_cursor": page.next_cursor}, ensure_ascii=False))
        return
    for one in page.items:
        click.echo(_summary(one))
    if not page.items and cursor is None:
        click.echo("no agents; create one with `opmem agent AGENT_ID`")
    _more(page.next_cursor)


@agents.command("show")
@click.argument("agent_id")
@_json
@tenant_option
@pass_ctx
def agents_show(c: Context, agent_id: str, as_json: bool, tenant: str | None) -> None:
    """Show an agent's effective settings and the instructions its retrieval policy gives it."""
    memory, name = c.opmem.memory, tenant or c.settings.default_tenant
    found, text = memory.agent(name, agent_id), memory.instructions(name, agent_id)
    if as_json:
        click.echo(json.dumps({**plain(found), "instructions": text}, ensure_ascii=False))
        return
    click.echo("\n".join([*_details(found), "instructions:", *("  " + line for line in text.splitlines())]))


@agents.command("update")
@click.argument("agent_id")
@click.option("--name", default=None, help="A new display name.")
@click.option(
    "--expected-version",
    type=click.IntRange(min=1),
    default=None,
    help="The version you read (`opmem agents show`); a stale one changes nothing. Default: the current one.",
)
@settings_options(update=True)
@_json
@tenant_option
@pass_ctx
def agents_update(
    c: Context,
    /,
    agent_id: str,
    name: str | None,
    expected_version: int | None,
    as_json: bool,
    tenant: str | None,
    **settings: Any,
) -> None:
    """Change an agent's memory settings: only the ones given change (--default SETTING resets one)."""
    memory, name_of = c.opmem.memory, tenant or c.settings.default_tenant
    options = AgentOptions(**settings)
    if not options.changes_anything() and name is None:
        raise click.UsageError("Name at least one setting to change; `opmem agents show` lists the current ones.")
    changes = dataclasses.replace(options.changes(lambda: memory.store_in_use(name_of)), name=name or KEEP)
    version = expected_version or memory.agent(name_of, agent_id).version
    updated = memory.change_agent(name_of, agent_id, changes, expected_version=version)
    click.echo(_dump(updated) if as_json else "\n".join(_details(updated)))


@agents.command("delete")
@click.argument("agent_id")
@tenant_option
@pass_ctx
def agents_delete(c: Context, agent_id: str, tenant: str | None) -> None:
    """Delete an agent: it stops running; its memories stay searchable by the others."""
    c.opmem.memory.delete_agent(tenant or c.settings.default_tenant, agent_id)
    click.echo(f"agent {agent_id} deleted; its memories stay")


# -- integrations ---------------------------------------------------------------------------------------------


@click.group("vector-index")
def vector_index() -> None:
    """Vector indexes: where a store keeps its search index (name and dimensions fixed at creation)."""


def _index_line(index: VectorIndex) -> str:
    return (
        f"{index.name}  {index.dimensions} dimensions, created {index.created_at:%Y-%m-%d} by {index.created_by or '-'}"
    )


@vector_index.command("create")
@click.argument("name")
@click.option("--dimensions", type=int, required=True, help="The embedding model's output size (e.g. 384).")
@_json
@tenant_option
@pass_ctx
def vector_index_create(c: Context, name: str, dimensions: int, as_json: bool, tenant: str | None) -> None:
    """Create a vector index and its search index file together."""
    opmem = c.opmem
    admin = opmem.local_admin(tenant or c.settings.default_tenant)
    created = opmem.memory.create_vector_index(admin.tenant, name, dimensions, creator=admin)
    click.echo(_dump(created) if as_json else f"vector index {_index_line(created)}")


@vector_index.command("list")
@_page_json
@_limit
@_cursor
@tenant_option
@pass_ctx
def vector_index_list(c: Context, as_json: bool, limit: int, cursor: str | None, tenant: str | None) -> None:
    """List the tenant's vector indexes by name, with their dimensions; paged."""
    page = vector_indexes_page(c.opmem, tenant or c.settings.default_tenant, limit=limit, cursor=cursor)
    if as_json:
        click.echo(json.dumps({"vector_indexes": plain(page.items), "next_cursor": page.next_cursor}))
        return
    for index in page.items:
        click.echo(_index_line(index))
    _more(page.next_cursor)


@click.group("embedding-integration")
def embedding_integration() -> None:
    """Embedding integrations: a provider and its credentials (the agent's store names the model)."""


def _integration_line(i: EmbeddingIntegration) -> str:
    names = ", ".join(sorted(i.credentials)) or "none"
    made = f"created {i.created_at:%Y-%m-%d} by {i.created_by or '-'}"
    return f"{i.name}  provider {i.provider}, credentials {names}, {made}"


def _credentials(pairs: tuple[str, ...], from_env: tuple[str, ...]) -> dict[str, str]:
    found: dict[str, str] = {}
    for text in pairs:
        key, sep, value = text.partition("=")
        if not sep or not key.strip():
            raise InvalidInput(f"--credential {text.split('=')[0]!r} must look like KEY=VALUE, e.g. api_key=sk-....")
        found[key.strip()] = value
    for text in from_env:
        key, sep, var = text.partition("=")
        if not sep or not key.strip() or not var.strip():
            raise InvalidInput(
                f"--credential-from-env {text!r} must look like KEY=VARIABLE, e.g. api_key=OPENAI_API_KEY."
            )
        if var.strip() not in os.environ:
            raise InvalidInput(f"Environment variable {var.strip()!r} (for credential {key.strip()!r}) is not set.")
        found[key.strip()] = os.environ[var.strip()]
    return found


@embedding_integration.command("create")
@click.argument("name")
@click.option("--provider", type=click.Choice(PROVIDERS), required=True, help="Who embeds the text.")
@click.option("--credential", "pairs", multiple=True, help="KEY=VALUE, e.g. base_url=https://... (repeatable).")
@click.option(
    "--credential-from-env",
    "from_env",
    multiple=True,
    help="KEY=VARIABLE: the value from an environment variable, kept out of shell history (repeatable).",
)
@_json
@tenant_option
@pass_ctx
def integration_create(
    c: Context,
    name: str,
    provider: str,
    pairs: tuple[str, ...],
    from_env: tuple[str, ...],
    as_json: bool,
    tenant: str | None,
) -> None:
    """Create an embedding integration; its credentials are stored and never shown again (only their names)."""
    opmem = c.opmem
    credentials = _credentials(pairs, from_env)
    admin = opmem.local_admin(tenant or c.settings.default_tenant)
    created = opmem.memory.create_embedding_integration(
        admin.tenant,
        name,
        provider,  # type: ignore[arg-type]
        credentials=credentials,
        creator=admin,
    )
    click.echo(
        json.dumps(integration_json(created)) if as_json else f"embedding integration {_integration_line(created)}"
    )


@embedding_integration.command("list")
@_page_json
@_limit
@_cursor
@tenant_option
@pass_ctx
def integration_list(c: Context, as_json: bool, limit: int, cursor: str | None, tenant: str | None) -> None:
    """List the tenant's embedding integrations by name: provider and credential names, never their values."""
    page = integrations_page(c.opmem, tenant or c.settings.default_tenant, limit=limit, cursor=cursor)
    if as_json:
        found = [integration_json(i) for i in page.items]
        click.echo(json.dumps({"embedding_integrations": found, "next_cursor": page.next_cursor}, ensure_ascii=False))
        return
    for integration in page.items:
        click.echo(_integration_line(integration))
    _more(page.next_cursor)


COMMANDS = (agent, agents, vector_index, embedding_integration)
