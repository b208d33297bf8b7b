"""The operators' console: server-rendered pages (Jinja2, htmx) served by the same app as the API.

`mount_console(app, opmem)` adds the pages, the static files they use (a pinned copy of htmx and of the
Swagger UI assets, see `static/VENDORED.md`), and points `/docs` at the local Swagger UI so it works offline.
Pages sign in with a session cookie, not a bearer header: the bearer gate guards only `/v1/` and `/mcp`.
"""

from __future__ import annotations

from importlib.resources import files

from fastapi import FastAPI, Request
from fastapi.openapi.docs import get_swagger_ui_html
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from fastapi.staticfiles import StaticFiles

from opmem.core import Opmem
from opmem.web.console import Console
from opmem.web.pages import pages

STATIC = "/static"


def _offline_docs(app: FastAPI) -> None:
    """Swagger UI from the vendored assets instead of a CDN; ReDoc (not vendored) sends people to it."""
    app.router.routes[:] = [
        r for r in app.router.routes if getattr(r, "path", None) not in (app.docs_url, app.redoc_url)
    ]
    openapi_url = app.openapi_url or "/openapi.json"

    async def docs(_request: Request) -> HTMLResponse:
        return get_swagger_ui_html(
            openapi_url=openapi_url,
            title=f"{app.title} — API",
            swagger_js_url=f"{STATIC}/swagger/swagger-ui-bundle.js",
            swagger_css_url=f"{STATIC}/swagger/swagger-ui.css",
            swagger_favicon_url=f"{STATIC}/swagger/favicon-32x32.png",
            oauth2_redirect_url=app.swagger_ui_oauth2_redirect_url,
        )

    async def redoc(_request: Request) -> Response:
        return RedirectResponse("/docs", status_code=307)

    app.add_route("/docs", docs, include_in_schema=False)
    app.add_route("/redoc", redoc, include_in_schema=False)


def mount_console(app: FastAPI, opmem: Opmem) -> None:
    console = Console(opmem)
    app.state.console = console
    app.mount(STATIC, StaticFiles(directory=str(files("opmem.web") / "static")), name="static")
    _offline_docs(app)
    app.include_router(pages(console))
