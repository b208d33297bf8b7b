"""Typed configuration, read once (from the environment) and passed in. No module-level state."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from opmem.errors import InvalidInput
from opmem.types import TableConfig

TERMINAL_STATES = frozenset(
    {"resolved", "closed", "cancelled", "canceled", "done", "fixed", "verified", "complete", "completed"}
)

#: Tables every new tenant starts with. Secret and control-plane tables are never indexed.
DEFAULT_TABLES: tuple[TableConfig, ...] = (
    TableConfig("incident", TERMINAL_STATES),
    TableConfig("problem", TERMINAL_STATES),
    TableConfig("change", TERMINAL_STATES),
    TableConfig("ticket", TERMINAL_STATES),
    TableConfig("skill", frozenset({"published", "draft"})),
    TableConfig("credential", frozenset(), indexed=False),
    TableConfig("secret", frozenset(), indexed=False),
    TableConfig("sys_properties", frozenset(), indexed=False),
)

DEFAULT_MODEL = "local:all-MiniLM-L6-v2"
#: Where Debian's clamav-daemon listens.
DEFAULT_CLAMD = "/run/clamav/clamd.ctl"


@dataclass(frozen=True)
class Settings:
    data_dir: Path
    host: str = "127.0.0.1"
    port: int = 8765
    default_tenant: str = "default"
    #: "provider:model" of a new tenant's embedding model, or None for lexical-only tenants.
    default_embedding: str | None = DEFAULT_MODEL
    #: Seconds the semantic arm may take to embed a query before recall answers without it.
    embed_timeout: float = 5.0
    #: Seconds a permission check may take before the result is dropped.
    permission_timeout: float = 1.0
    #: How often a server applies pending index changes, in seconds.
    index_poll: float = 0.5
    openai_base_url: str = "https://api.openai.com/v1"
    openai_api_key: str | None = None
    tables: tuple[TableConfig, ...] = field(default=DEFAULT_TABLES)
    #: clamd's socket (a path, or tcp://host:port); None means no scanner, so every upload is unscannable.
    clamd_socket: str | None = DEFAULT_CLAMD
    scan_timeout: float = 30.0
    #: Seconds one file's extraction may take (in its own process) before it is marked failed.
    extract_timeout: float = 60.0
    #: Seconds between passes of the attachment job (new uploads are extracted on the next pass).
    attachment_interval: float = 3600.0
    #: Who answers questions about uploaded files: "extractive" (offline, no model) or "openai:<model>".
    reader: str = "extractive"
    reader_base_url: str | None = None
    reader_api_key: str | None = None
    #: Days a deleted record's copy stays in the archive for `opmem restore` (0 keeps no copy).
    archive_days: int = 30
    #: Seconds a run may run before the worker closes it as `abandoned` (default one day).
    run_timeout: float = 86400.0
    #: Bearer token Prometheus sends to scrape /metrics; None turns /metrics off (it answers 404).
    metrics_token: str | None = None
    #: Seconds the index may stay behind the store before /readyz answers 503.
    ready_lag: float = 30.0

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None, /, **overrides: object) -> Settings:
        env = os.environ if env is None else env
        values: dict[str, object] = {
            "data_dir": Path(env.get("OPMEM_DATA_DIR", "./data")).expanduser(),
            "host": env.get("OPMEM_HOST", "127.0.0.1"),
            "port": _port(env.get("OPMEM_PORT", "8765")),
            "default_tenant": env.get("OPMEM_TENANT", "default"),
            "default_embedding": _optional(env.get("OPMEM_EMBEDDING", DEFAULT_MODEL)),
            "embed_timeout": _seconds(env, "OPMEM_EMBED_TIMEOUT", "5"),
            "openai_base_url": env.get("OPMEM_OPENAI_BASE_URL", "https://api.openai.com/v1"),
            "openai_api_key": env.get("OPMEM_OPENAI_API_KEY"),
            "clamd_socket": _optional(env.get("OPMEM_CLAMD_SOCKET", DEFAULT_CLAMD)),
            "attachment_interval": _seconds(env, "OPMEM_ATTACHMENT_INTERVAL", "3600"),
            "reader": env.get("OPMEM_READER", "extractive"),
            "reader_base_url": env.get("OPMEM_READER_BASE_URL"),
            "reader_api_key": env.get("OPMEM_READER_API_KEY"),
            "archive_days": _days(env.get("OPMEM_ARCHIVE_DAYS", "30")),
            "run_timeout": float(env.get("OPMEM_RUN_TIMEOUT", "86400")),
            "metrics_token": _optional(env.get("OPMEM_METRICS_TOKEN", "")),
            "ready_lag": float(env.get("OPMEM_READY_LAG", "30")),
        }
        values.update(overrides)
        return cls(**values)  # type: ignore[arg-type]


def _port(value: str) -> int:
    port = int(value) if value.strip().isdigit() else -1
    if not 0 < port < 65536:
        raise InvalidInput(f"OPMEM_PORT={value!r} is not a port; set it to a number from 1 to 65535.")
    return port


def _seconds(env: Mapping[str, str], name: str, default: str) -> float:
    value = env.get(name, default)
    try:
        seconds = float(value)
    except ValueError:
        seconds = -1.0
    if not 0 < seconds < float("inf"):
        raise InvalidInput(f"{name}={value!r} is not a number of seconds; set a positive number such as {default}.")
    return seconds


def _optional(value: str) -> str | None:
    return None if value.strip().lower() in {"", "none", "off"} else value.strip()


def _days(value: str) -> int:
    try:
        days = int(value.strip())
    except ValueError:
        days = -1
    if days < 0:
        raise InvalidInput(
            f"OPMEM_ARCHIVE_DAYS={value!r}: give a whole number of days, 0 or more (0 keeps no archive)."
        )
    return days
