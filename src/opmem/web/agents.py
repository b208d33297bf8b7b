"""The Agents pages: every agent, and one agent's Memories step (memory on/off, its store, retrieval policy,
digest, tag mappings), the tools it holds, and its memories.

Reading an agent is tenant-wide, as over HTTP; changing one needs `curate_memory`, the check HTTP makes. A save
names the version the person opened and the core refuses a stale one (the page comes back, 409, with the
settings as they are now and the person's own values kept in the form). A changed store is saved only after
the core embedded a test value with it: when the provider refuses, its error is shown and nothing is saved.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

from fastapi import Request
from fastapi.responses import RedirectResponse, Response

from opmem.dispatch.tools import TOOLS
from opmem.errors import InvalidInput
from opmem.memory.model import RECORD_POLICIES, SIGNAL_TYPES
from opmem.memory.tags import DEFAULT_MAPPINGS
from opmem.surfaces.http_deps import require_capability
from opmem.types import Capability
from opmem.versions import StaleVersion
from opmem.web.agent_form import AgentForm, mapping_text
from opmem.web.console import Console, Route, Visit, call
from opmem.web.curating import number
from opmem.web.memories import REVIEW, filters, find, older

CURATE: Capability = "curate_memory"
CHANGING = "Changing agents and integrations"


def agents(console: Console, route: Route) -> None:
    opmem = console.opmem
    memory = opmem.memory

    @route("/agents", "GET")
    async def listing(request: Request) -> Response:
        visit = await console.visit(request)
        found = await call(memory.list_agents, visit.principal.tenant)
        return console.page(
            request,
            "agents.html",
            visit=visit,
            agents=found,
            can_curate=CURATE in visit.principal.capabilities,
            notice=request.query_params.get("notice"),
        )

    @route("/agents", "POST")
    async def create(request: Request) -> Response:
        visit = await console.visit(request)
        fields = await console.form(request, visit.session)
        require_capability(visit.principal, CURATE, CHANGING)
        agent_id = str(fields.get("id", "")).strip()
        created = await call(
            memory.create_agent,
            visit.principal.tenant,
            agent_id,
            name=str(fields.get("name", "")).strip() or None,
            creator=visit.principal,
        )
        return _back(created.id, "Created. Set its Memories step below.")

    async def agent_page(request: Request, visit: Visit, status: int = 200, **extra: Any) -> Response:
        tenant, agent_id = visit.principal.tenant, request.path_params["agent_id"]
        agent = await call(memory.agent, tenant, agent_id)
        held = await call(opmem.dispatch.held_tools, tenant, agent_id)
        rows, later = None, None  # the agent's memories are for reviewers, as on the Memories page: fixed to it
        if REVIEW in visit.principal.capabilities:
            found = await find(opmem, visit.principal, request.query_params, agent_id)
            rows, later = found.rows, older(request.url.path, request.query_params, found.next_cursor)
        extra.setdefault("form", AgentForm.of(agent))
        return console.page(
            request,
            "agent.html",
            visit=visit,
            status=status,
            agent=agent,
            held=held,
            tools=TOOLS,
            rows=rows,
            older=later,
            indexes=await call(memory.vector_indexes, tenant),
            integrations=await call(memory.embedding_integrations, tenant),
            records=RECORD_POLICIES,
            signal_types=SIGNAL_TYPES,
            shipped={kind: mapping_text(DEFAULT_MAPPINGS[kind]) for kind in SIGNAL_TYPES},
            defaults=memory.defaults,
            can_curate=CURATE in visit.principal.capabilities,
            notice=request.query_params.get("notice"),
            **filters(request.query_params),
            **extra,
        )

    @route("/agents/{agent_id}", "GET")
    async def one(request: Request) -> Response:
        return await agent_page(request, await console.visit(request))

    @route("/agents/{agent_id}/settings", "POST")
    async def save(request: Request) -> Response:
        visit = await console.visit(request)
        fields = await console.form(request, visit.session)
        require_capability(visit.principal, CURATE, CHANGING)
        agent_id = request.path_params["agent_id"]
        form = AgentForm.posted(fields)
        try:
            await call(
                memory.update_agent,
                visit.principal.tenant,
                agent_id,
                form.config(),
                name=form.name.strip() or None,
                expected_version=number(fields.get("version"), "version", default=1),
            )
        except StaleVersion as exc:
            return await agent_page(request, visit, status=409, conflict=exc.message, form=form)
        except InvalidInput as exc:
            return await agent_page(request, visit, status=400, refused=exc.message, form=form)
        return _back(agent_id, "Saved. The agent's next investigation uses these settings.")

    @route("/agents/{agent_id}/tools", "POST")
    async def tools(request: Request) -> Response:
        visit = await console.visit(request)
        await console.form(request, visit.session)  # the CSRF check; the checkboxes are read from the same form
        require_capability(visit.principal, CURATE, "Granting tools to agents")
        agent_id = request.path_params["agent_id"]
        chosen = [str(t) for t in (await request.form()).getlist("tool")]
        held = await call(opmem.dispatch.grant_tools, visit.principal.tenant, agent_id, chosen)
        return _back(agent_id, f"Saved: the agent holds {len(held)} tools.")


def _back(agent_id: str, notice: str) -> Response:
    return RedirectResponse(f"/agents/{quote(agent_id, safe='')}?notice={quote(notice)}", status_code=303)
