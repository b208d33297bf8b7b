"""The operator's routes, outside the bearer gate: `/healthz` (the process answers), `/readyz` (it can serve:
each check named), and `/metrics` (Prometheus text, behind its own token, or 404 when none is configured)."""

from __future__ import annotations

import hmac

from fastapi import APIRouter, Request, Response
from fastapi.responses import JSONResponse
from pydantic import BaseModel

from opmem.core import Opmem
from opmem.metrics import CONTENT_TYPE, Metrics
from opmem.readiness import ReadinessProbe


class Health(BaseModel):
    status: str


class CheckOut(BaseModel):
    name: str
    ok: bool
    detail: str


class ReadyOut(BaseModel):
    status: str
    checks: list[CheckOut]


def ops_router(opmem: Opmem, metrics: Metrics) -> APIRouter:
    probe = ReadinessProbe(opmem, max_lag=opmem.settings.ready_lag)
    token = opmem.settings.metrics_token
    router = APIRouter(tags=["operations"])

    @router.get("/healthz")
    def healthz() -> Health:
        """The process is up and answering (it says nothing about the store or the indexes: see /readyz)."""
        return Health(status="ok")

    @router.get(
        "/readyz",
        response_model=ReadyOut,
        responses={503: {"model": ReadyOut, "description": "Not ready; the failing checks say why."}},
    )
    def readyz() -> JSONResponse:
        """Ready to serve: store, index lag, embedding model and (with attachments on) clamd, each named."""
        found = probe()
        body = ReadyOut(
            status="ready" if found.ready else "not ready",
            checks=[CheckOut(name=c.name, ok=c.ok, detail=c.detail) for c in found.checks],
        )
        return JSONResponse(body.model_dump(), status_code=200 if found.ready else 503)

    @router.get("/metrics", include_in_schema=False)
    def scrape(request: Request) -> Response:
        sent = request.headers.get("authorization", "").removeprefix("Bearer ").strip()
        if token is None or not hmac.compare_digest(sent.encode(), token.encode()):
            # Off, or the wrong token: both look like a route that does not exist.
            return JSONResponse({"error": {"type": "not_found", "message": "Not Found"}}, status_code=404)
        return Response(metrics.render(), media_type=CONTENT_TYPE)

    return router
