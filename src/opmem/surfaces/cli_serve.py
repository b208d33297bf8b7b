"""`opmem serve`: the port is bound before anything is printed, and the administrator's token is printed once.

A server that cannot listen (the port is busy, the address is not this machine's) fails first, with one line
and exit code 2, before it opens the data directory or issues a token. The local administrator's token is
printed when it is created, on the first start; later starts say where it is kept instead.
"""

from __future__ import annotations

import signal
import socket
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import FrameType
from typing import TYPE_CHECKING

import click

from opmem.errors import InvalidInput
from opmem.surfaces.cli_base import Context, pass_ctx

if TYPE_CHECKING:
    from opmem.core import Opmem

TOKEN_FILE = "admin.token"
#: Seconds in-flight requests get to finish after SIGTERM before their connections are closed.
GRACE = 20


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


class _Stopped(Exception):
    """SIGTERM or SIGINT, re-raised by uvicorn once it has shut down gracefully."""


@contextmanager
def _stop_on_signals() -> Iterator[None]:
    """uvicorn handles SIGTERM/SIGINT itself (stop accepting, finish in-flight requests), then raises the signal
    again for the previous handler: this one, so the worker and the store close cleanly and the exit code is 0."""

    def stopped(signum: int, _frame: FrameType | None) -> None:
        raise _Stopped(signal.Signals(signum).name)

    previous = {sig: signal.signal(sig, stopped) for sig in (signal.SIGTERM, signal.SIGINT)}
    try:
        yield
    except _Stopped:
        pass
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


def token_file(data_dir: Path, tenant: str, default_tenant: str) -> Path:
    """Where a tenant's administrator token is kept: admin.token for the default tenant, admin-T.token else."""
    return data_dir / (TOKEN_FILE if tenant == default_tenant else f"admin-{tenant}.token")


def admin_token(opmem: Opmem, tenant: str | None = None) -> str | None:
    """Issue a tenant's local administrator token on the first start (kept in the data directory, mode 0600).

    Returns the token when it was created now, None when it already existed (it is never printed again).
    """
    tenant = tenant or opmem.settings.default_tenant
    path = token_file(Path(opmem.settings.data_dir), tenant, opmem.settings.default_tenant)
    opmem.local_admin(tenant)
    if path.exists():
        return None
    token = opmem.issue_token(tenant, "admin")
    path.touch(mode=0o600)
    path.write_text(token + "\n")
    return token


def in_background(work: Callable[[], None]) -> Callable[[], None]:
    """Start `work` in a thread; the returned call waits for it and raises what it raised."""
    failed: list[BaseException] = []

    def run() -> None:
        try:
            work()
        except BaseException as exc:
            failed.append(exc)

    thread = threading.Thread(target=run, name="opmem-warm-up", daemon=True)
    thread.start()

    def wait() -> None:
        thread.join()
        if failed:
            raise failed[0]

    return wait


@click.command()
@click.option("--host", default=None, help="Interface to bind (default 127.0.0.1).")
@click.option("--port", type=click.IntRange(1, 65535), default=None, help="Port (default 8765).")
@click.option("--no-worker", is_flag=True, help="Do not run background jobs (index upkeep) in this process.")
@click.option(
    "--db",
    default=None,
    metavar="URL",
    help="Keep the store on PostgreSQL (postgresql://user:password@host/db; default $OPMEM_DB, else SQLite in the "
    "data directory). Indexes stay in the data directory.",
)
@click.option(
    "--tenant",
    default=None,
    help="Whose administrator token to issue and show (default: $OPMEM_TENANT or 'default'). Every tenant is "
    "served; a token only ever reads its own tenant.",
)
@pass_ctx
def serve(c: Context, host: str | None, port: int | None, no_worker: bool, db: str | None, tenant: str | None) -> None:
    """Serve the HTTP API and the MCP endpoint (/mcp) on the embedded default or PostgreSQL (--db).

    A tenant's administrator token is printed on its first start only; it is kept in DATA_DIR/admin.token
    (admin-TENANT.token for a tenant other than the default).
    """
    if db:
        c.override(db=db)
    host, port = host or c.settings.host, port if port is not None else c.settings.port
    sock = listen(host, port)
    try:
        opmem = c.opmem
        tenant = tenant or c.settings.default_tenant
        opmem.tables(tenant)  # an unknown tenant: one line naming `opmem tenant list`, before anything is issued
        token = admin_token(opmem, tenant)
        click.echo("loading embedding models…", err=True)
        # the models are prepared on the other core while the HTTP and MCP stacks import (~1 s each)
        prepared = in_background(opmem.warm_up)
        import uvicorn

        from opmem.index.listen import OutboxListener
        from opmem.surfaces.api import create_app
        from opmem.surfaces.worker import Worker

        prepared()
        from opmem.quarantine.detector import warm_in_background

        warm_in_background()  # the answer guard's model, while the server already answers (/readyz waits for it)
        worker = None if no_worker else Worker(opmem)
        if worker:
            worker.start()
        listener = OutboxListener(opmem.sync, c.settings.db).start() if c.settings.db else None
        store = "; store on PostgreSQL" if c.settings.db else ""
        click.echo(f"opmem serving http://{host}:{port} (MCP at /mcp); data in {c.settings.data_dir}{store}", err=True)
        others = [t for t in opmem.store.tenants() if t != tenant]
        also = f" (also here: {', '.join(others)}; `opmem serve --tenant NAME` for theirs)" if others else ""
        click.echo(f"tenant: {tenant}{also}", err=True)
        kept = token_file(Path(c.settings.data_dir), tenant, c.settings.default_tenant)
        if token:
            click.echo(f"admin token for tenant {tenant!r} (shown once; kept in {kept}): {token}", err=True)
        else:
            click.echo(f"admin token for tenant {tenant!r}: kept in {kept} (printed only when created)", err=True)
        try:
            # opmem's access log replaces uvicorn's (which logs full paths, with record ids and queries in them),
            # and uvicorn keeps the logging `opmem --log-level/--log-format` configured.
            # SIGTERM/SIGINT: uvicorn stops accepting, lets in-flight requests finish (up to GRACE seconds),
            # then the worker stops after its current job; systemd/compose allow 30 s in all.
            config = uvicorn.Config(
                create_app(opmem), log_config=None, access_log=False, timeout_graceful_shutdown=GRACE
            )
            with _stop_on_signals():
                uvicorn.Server(config).run(sockets=[sock])
        finally:
            if listener:
                listener.stop()
            if worker:
                worker.stop()
        click.echo("opmem stopped", err=True)
    finally:
        sock.close()
