"""`opmem serve`: the port is bound before anything is printed, and the administrator's token is printed once.

A server that cannot listen (the port is busy, the address is not this machine's) fails first, with one line
and exit code 2, before it opens the data directory or issues a token. The local administrator's token is
printed when it is created, on the first start; later starts say where it is kept instead.
"""

from __future__ import annotations

import socket
from pathlib import Path
from typing import TYPE_CHECKING

import click

from opmem.errors import InvalidInput
from opmem.surfaces.cli_base import Context, pass_ctx

if TYPE_CHECKING:
    from opmem.core import Opmem

TOKEN_FILE = "admin.token"


def listen(host: str, port: int) -> socket.socket:
    """A socket bound to (host, port) and listening, or an error that says what to do."""
    try:
        family, kind, proto, _, address = socket.getaddrinfo(
            host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
        )[0]
        sock = socket.socket(family, kind, proto)
    except OSError as exc:
        raise InvalidInput(f"Cannot listen on {host}:{port}: {exc.strerror or exc}; check --host.") from exc
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
        sock.listen(2048)
    except OSError as exc:
        sock.close()
        raise InvalidInput(
            f"Cannot listen on {host}:{port}: {exc.strerror or exc}. Is another server running there? "
            "Stop it, or choose another port with --port or OPMEM_PORT."
        ) from exc
    return sock


def admin_token(opmem: Opmem) -> str | None:
    """Issue the local administrator's token on the first start (kept in the data directory, mode 0600).

    Returns the token when it was created now, None when it already existed (it is never printed again).
    """
    path = Path(opmem.settings.data_dir) / TOKEN_FILE
    opmem.local_admin(opmem.settings.default_tenant)
    if path.exists():
        return None
    token = opmem.issue_token(opmem.settings.default_tenant, "admin")
    path.touch(mode=0o600)
    path.write_text(token + "\n")
    return token


@click.command()
@click.option("--host", default=None, help="Interface to bind (default 127.0.0.1).")
@click.option("--port", type=int, default=None, help="Port (default 8765).")
@click.option("--no-worker", is_flag=True, help="Do not run background jobs (index upkeep) in this process.")
@pass_ctx
def serve(c: Context, host: str | None, port: int | None, no_worker: bool) -> None:
    """Serve the HTTP API and the MCP endpoint (/mcp) on the embedded default.

    The administrator's token is printed on the first start only; it is kept in DATA_DIR/admin.token.
    """
    import uvicorn

    from opmem.surfaces.api import create_app
    from opmem.surfaces.worker import Worker

    host, port = host or c.settings.host, port if port is not None else c.settings.port
    sock = listen(host, port)
    try:
        opmem = c.opmem
        token = admin_token(opmem)
        click.echo("loading embedding models…", err=True)
        opmem.warm_up()
        worker = None if no_worker else Worker(opmem)
        if worker:
            worker.start()
        click.echo(f"opmem serving http://{host}:{port} (MCP at /mcp); data in {c.settings.data_dir}", err=True)
        kept = Path(c.settings.data_dir) / TOKEN_FILE
        if token:
            click.echo(f"admin token (shown once; kept in {kept}): {token}", err=True)
        else:
            click.echo(f"admin token: kept in {kept} (printed only when it was created)", err=True)
        try:
            # opmem's access log replaces uvicorn's (which logs full paths, with record ids and queries in them),
            # and uvicorn keeps the logging `opmem --log-level/--log-format` configured.
            config = uvicorn.Config(create_app(opmem), log_config=None, access_log=False)
            uvicorn.Server(config).run(sockets=[sock])
        finally:
            if worker:
                worker.stop()
    finally:
        sock.close()
