"""The Integrations page: the tenant's vector indexes and embedding integrations, created and tested here.

Listing is tenant-wide, as over HTTP (`GET /v1/memory/vector-indexes`, `.../embedding-integrations`); an
integration's credentials are shown by name only. Creating and testing need `curate_memory`, the check HTTP makes
for creating. A test embeds one value with an integration and a model (`AgentMemory.test_embedding`, the call an
agent's store is checked with before it is saved) and shows the dimensions it made, or the provider's error.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

from fastapi import Request
from fastapi.responses import RedirectResponse, Response

from opmem.errors import OpmemError
from opmem.memory.model import PROVIDERS, Agent
from opmem.surfaces.http_deps import require_capability
from opmem.web.agents import CHANGING, CURATE
from opmem.web.console import Console, Route, Visit, call
from opmem.web.curating import number

#: The credentials an integration may carry (the OpenAI-compatible provider reads both).
CREDENTIALS = ("api_key", "base_url")


@dataclass(frozen=True)
class Tested:
    """What a test showed: the dimensions made, and the chosen index's when one was chosen."""

    integration: str
    model: str
    produced: int | None
    index: str | None
    index_dimensions: int | None
    error: str | None

    @property
    def passed(self) -> bool:
        return self.error is None and (self.index_dimensions is None or self.index_dimensions == self.produced)


def _users(agents: list[Agent]) -> dict[str, list[str]]:
    """The live agents using each vector index (`index:NAME`) and embedding integration (`embedding:NAME`)."""
    used: dict[str, list[str]] = {}
    for a in agents:
        if a.store is not None and a.deleted_at is None:
            used.setdefault(f"index:{a.store.vector_index}", []).append(a.id)
            used.setdefault(f"embedding:{a.store.embedding_integration}", []).append(a.id)
    return used


def _shown(exc: OpmemError) -> OpmemError:
    """A refusal to show on the page; a failure of the server (5xx) goes to the error page instead."""
    if exc.status >= 500:
        raise exc
    return exc


async def _page(console: Console, request: Request, visit: Visit, status: int = 200, **extra: Any) -> Response:
    memory, tenant = console.opmem.memory, visit.principal.tenant
    extra.setdefault("chosen", request.query_params.get("test", ""))
    return console.page(
        request,
        "integrations.html",
        visit=visit,
        status=status,
        indexes=await call(memory.vector_indexes, tenant),
        embeddings=await call(memory.embedding_integrations, tenant),
        used=_users(await call(memory.list_agents, tenant)),
        providers=PROVIDERS,
        can_curate=CURATE in visit.principal.capabilities,
        notice=request.query_params.get("notice"),
        **extra,
    )


def integrations(console: Console, route: Route) -> None:
    memory = console.opmem.memory

    async def page(request: Request, visit: Visit, status: int = 200, **extra: Any) -> Response:
        return await _page(console, request, visit, status, **extra)

    @route("/integrations", "GET")
    async def listing(request: Request) -> Response:
        return await page(request, await console.visit(request))

    @route("/integrations/vector-indexes", "POST")
    async def create_index(request: Request) -> Response:
        visit = await console.visit(request)
        fields = await console.form(request, visit.session)
        require_capability(visit.principal, CURATE, CHANGING)
        name = str(fields.get("name", ""))
        dimensions = number(fields.get("dimensions"), "Dimensions")
        try:
            made = await call(
                memory.create_vector_index, visit.principal.tenant, name, dimensions, creator=visit.principal
            )
        except OpmemError as exc:
            refused = _shown(exc)
            return await page(request, visit, status=refused.status, index_error=refused.message, index_draft=fields)
        return _back(f"Vector index {made.name} is created, with {made.dimensions} dimensions.")

    @route("/integrations/embedding", "POST")
    async def create_embedding(request: Request) -> Response:
        visit = await console.visit(request)
        fields = await console.form(request, visit.session)
        require_capability(visit.principal, CURATE, CHANGING)
        credentials = {k: str(fields[k]).strip() for k in CREDENTIALS if str(fields.get(k, "")).strip()}
        try:
            made = await call(
                memory.create_embedding_integration,
                visit.principal.tenant,
                str(fields.get("name", "")),
                str(fields.get("provider", "")),  # type: ignore[arg-type]  # the core checks the provider
                credentials=credentials,
                creator=visit.principal,
            )
        except OpmemError as exc:
            refused = _shown(exc)
            draft = {k: v for k, v in fields.items() if k not in CREDENTIALS}  # a secret is never echoed back
            return await page(
                request, visit, status=refused.status, embedding_error=refused.message, embedding_draft=draft
            )
        notice = f"Embedding integration {made.name} is created. Test it below with the model an agent will use."
        return _back(notice, test=made.name)

    @route("/integrations/test", "POST")
    async def test(request: Request) -> Response:
        visit = await console.visit(request)
        fields = await console.form(request, visit.session)
        require_capability(visit.principal, CURATE, "Testing embedding integrations")
        tenant = visit.principal.tenant
        integration, model = str(fields.get("integration", "")), str(fields.get("model", "")).strip()
        index_name = str(fields.get("index", "")) or None
        index = await call(memory.agents.vector_index, tenant, index_name) if index_name else None
        produced, error = None, None
        try:
            produced = await call(memory.test_embedding, tenant, integration, model)
        except OpmemError as exc:
            error = _shown(exc).message
        tested = Tested(integration, model, produced, index_name, index.dimensions if index else None, error)
        return await page(request, visit, status=200 if tested.passed else 400, tested=tested, chosen=integration)


def _back(notice: str, *, test: str | None = None) -> Response:
    target = "/integrations?notice=" + quote(notice)
    if test:
        target += "&test=" + quote(test)
    return RedirectResponse(target + "#test-title" if test else target, status_code=303)
