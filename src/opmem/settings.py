"""Typed configuration, read once and passed in: one pydantic-settings model. No module-level state.

Every setting has a type, a default, a one-line description and an environment variable (`OPMEM_` and its name
in capitals, with two older short names kept: `OPMEM_TENANT` and `OPMEM_EMBEDDING`). `Settings(...)` takes
explicit values only (tests, library use); `Settings.from_env` reads, lowest to highest: the defaults, a TOML
config file (`opmem.toml` in the data directory, or the one given), the environment, and explicit overrides
(command-line options). A bad value is one line naming the setting, the value and what is allowed.
"""

from __future__ import annotations

import os
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Literal

from pydantic import ConfigDict, Field, ValidationError, field_validator
from pydantic_settings import BaseSettings, EnvSettingsSource, PydanticBaseSettingsSource

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

#: A new tenant's model: the bundled all-MiniLM-L6-v2 in int8 (v4: per-token integers, each layer's four largest
#: input channels in float32), within 0.005 fused MRR of float32 on every BEIR set and ~1.7x faster to import
#: (docs/measured/recall-speed.md); `local:all-MiniLM-L6-v2` is the float32 model. Tenants keep the model they
#: were created with.
DEFAULT_MODEL = "local:all-MiniLM-L6-v2-int8-v4"
#: Where Debian's clamav-daemon listens.
DEFAULT_CLAMD = "/run/clamav/clamd.ctl"
CONFIG_FILE = "opmem.toml"
#: Settings whose variable is not OPMEM_<NAME>; `tables` is configured per tenant (`opmem table set`), not here.
ENV_NAMES = {"default_tenant": "OPMEM_TENANT", "default_embedding": "OPMEM_EMBEDDING"}
NOT_CONFIGURABLE = frozenset({"tables"})
SECRET = frozenset({"openai_api_key", "reader_api_key", "metrics_token", "db"})
Origin = Literal["default", "config file", "environment", "option"]


def env_name(field: str) -> str:
    return ENV_NAMES.get(field, f"OPMEM_{field.upper()}")


class Settings(BaseSettings):
    model_config = ConfigDict(frozen=True, extra="forbid", arbitrary_types_allowed=True)  # type: ignore[assignment]

    data_dir: Path = Field(Path("./data"), description="The data directory: SQLite files, indexes, tokens.")
    db: str | None = Field(
        None, description="The store on PostgreSQL: postgresql://user:password@host/db; unset: SQLite in data_dir."
    )
    db_rls: bool = Field(
        False, description="PostgreSQL row-level security: every table's rows only for the tenant of the call."
    )
    auto_migrate: bool = Field(
        True, description="Apply pending schema migrations on start; off: refuse to start until `opmem migrate`."
    )
    pg_text: Literal["tantivy", "postgres"] = Field(
        "tantivy",
        description="On PostgreSQL, where the text and fuzzy arms live: tantivy (each server's files) or postgres.",
    )
    pg_hnsw: Literal["vector", "halfvec"] = Field(
        "vector",
        description="On PostgreSQL, what each tenant's HNSW index holds: vector (float32) or halfvec (float16).",
    )
    host: str = Field("127.0.0.1", description="Interface `opmem serve` binds.")
    port: int = Field(8765, ge=1, le=65535, description="Port `opmem serve` listens on.")
    default_tenant: str = Field("default", min_length=1, description="Tenant of commands given no --tenant.")
    default_embedding: str | None = Field(
        DEFAULT_MODEL, description="A new tenant's embedding model, 'provider:model'; 'none' for lexical only."
    )
    embed_timeout: float = Field(5.0, gt=0, description="Seconds to embed a query before recall answers without it.")
    permission_timeout: float = Field(1.0, gt=0, description="Seconds a permission check may take before drop.")
    index_poll: float = Field(0.5, gt=0, description="Seconds between a server's looks for index changes.")
    outbox_retention: float = Field(
        86400.0, gt=0, description="Seconds a silent server holds back the outbox's trimming (PostgreSQL)."
    )
    openai_base_url: str = Field("https://api.openai.com/v1", description="Base URL of the openai: embedder.")
    openai_api_key: str | None = Field(None, description="API key of the openai: embedder.")
    tables: tuple[TableConfig, ...] = Field(DEFAULT_TABLES, description="Tables a new tenant starts with.")
    clamd_socket: str | None = Field(
        DEFAULT_CLAMD, description="clamd's socket path or tcp://host:port; 'none' leaves uploads unscanned."
    )
    scan_timeout: float = Field(30.0, gt=0, description="Seconds one virus scan may take.")
    extract_timeout: float = Field(60.0, gt=0, description="Seconds one file's extraction may take.")
    attachment_interval: float = Field(3600.0, gt=0, description="Seconds between passes of the attachment job.")
    reader: str = Field("extractive", description="Who answers questions on files: extractive or openai:<model>.")
    reader_base_url: str | None = Field(None, description="Base URL of an openai: reader.")
    reader_api_key: str | None = Field(None, description="API key of an openai: reader.")
    archive_days: int = Field(30, ge=0, description="Days a deleted record's copy stays archived (0: none).")
    run_timeout: float = Field(86400.0, gt=0, description="Seconds before the worker abandons a running run.")
    metrics_token: str | None = Field(None, description="Bearer token for scraping /metrics; unset: no /metrics.")
    ready_lag: float = Field(30.0, ge=0, description="Seconds the index may lag before /readyz answers 503.")

    @field_validator("default_embedding", "clamd_socket", "metrics_token", mode="before")
    @classmethod
    def _none_means_off(cls, value: object) -> object:
        if isinstance(value, str):
            return None if value.strip().lower() in {"", "none", "off"} else value.strip()
        return value

    @field_validator("db", mode="before")
    @classmethod
    def _postgres_url(cls, value: object) -> object:
        if not isinstance(value, str):
            return value
        value = value.strip()
        if value.lower() in {"", "none", "sqlite"}:
            return None
        if not value.startswith(("postgresql://", "postgres://")):
            raise ValueError("a PostgreSQL URL, postgresql://user:password@host:5432/database (or 'sqlite')")
        return value

    @field_validator("data_dir", mode="after")
    @classmethod
    def _expand(cls, value: Path) -> Path:
        return value.expanduser()

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        return (init_settings,)  # explicit values only; `from_env` gathers the others itself

    @classmethod
    def from_env(
        cls, env: Mapping[str, str] | None = None, /, *, config: Path | None = None, **overrides: object
    ) -> Settings:
        """Defaults < config file < environment < `overrides`, validated; a bad value raises `InvalidInput`."""
        return cls.sourced(env, config=config, **overrides)[0]

    @classmethod
    def sourced(
        cls, env: Mapping[str, str] | None = None, /, *, config: Path | None = None, **overrides: object
    ) -> tuple[Settings, dict[str, Origin]]:
        """The settings and where each came from (for `opmem config show`)."""
        environment = _environment(cls, os.environ if env is None else env)
        given = {k: v for k, v in overrides.items() if v is not None}
        data_dir = Path(str(given.get("data_dir") or environment.get("data_dir") or "./data")).expanduser()
        from_file = _config_file(cls, config, data_dir / CONFIG_FILE)
        values = {**from_file, **environment, **given}
        try:
            settings = cls(**values)
        except ValidationError as exc:
            raise InvalidInput(_explain(exc, given, environment, config or data_dir / CONFIG_FILE)) from exc
        origin: dict[str, Origin] = {}
        for name in cls.model_fields:
            origin[name] = (
                "option"
                if name in given
                else "environment"
                if name in environment
                else "config file"
                if name in from_file
                else "default"
            )
        return settings, origin


class _Environment(EnvSettingsSource):
    """The environment source, reading a given mapping (so tests and callers need not touch os.environ)."""

    def __init__(self, settings_cls: type[BaseSettings], env: Mapping[str, str]) -> None:
        self._given = env
        super().__init__(settings_cls, case_sensitive=True)

    def _load_env_vars(self) -> Mapping[str, str | None]:
        return dict(self._given)

    def get_field_value(self, field: Any, field_name: str) -> tuple[Any, str, bool]:
        if field_name in NOT_CONFIGURABLE:
            return None, field_name, False
        name = env_name(field_name)
        return self.env_vars.get(name), name, False


def _environment(cls: type[Settings], env: Mapping[str, str]) -> dict[str, Any]:
    return _Environment(cls, env)()


def _config_file(cls: type[Settings], given: Path | None, default: Path) -> dict[str, Any]:
    path = given or default
    if given is None and not default.is_file():
        return {}
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise InvalidInput(f"Cannot read the config file {str(path)!r}: {exc.strerror or exc}.") from exc
    except tomllib.TOMLDecodeError as exc:
        raise InvalidInput(f"The config file {str(path)!r} is not valid TOML: {exc}.") from exc
    unknown = sorted(set(data) - (set(cls.model_fields) - NOT_CONFIGURABLE))
    if unknown:
        known = ", ".join(n for n in cls.model_fields if n not in NOT_CONFIGURABLE)
        raise InvalidInput(f"Unknown setting {unknown[0]!r} in {str(path)!r}; the settings are: {known}.")
    return data


def _explain(exc: ValidationError, given: Mapping[str, object], env: Mapping[str, Any], config: Path) -> str:
    """The first problem as one line: which setting, from where, the value, and what is allowed."""
    error = exc.errors()[0]
    name = str(error["loc"][0]) if error["loc"] else "?"
    where = f"--{name.replace('_', '-')}" if name in given else env_name(name) if name in env else f"{name} in {config}"
    value = error.get("input")
    shown = "***" if name in SECRET else repr(value)
    field = Settings.model_fields.get(name)
    what = f" ({name}: {field.description.rstrip('.')})" if field and field.description else ""
    return f"{where}={shown}: {error['msg'].lower()}{what}."


def settings_table() -> str:
    """The README's table of settings, generated from the model so the two cannot drift."""
    rows = ["| setting | environment | default | meaning |", "| --- | --- | --- | --- |"]
    for name, field in Settings.model_fields.items():
        if name in NOT_CONFIGURABLE:
            continue
        default = "unset" if field.default is None else f"`{field.default}`"
        rows.append(f"| `{name}` | `{env_name(name)}` | {default} | {field.description} |")
    return "\n".join(rows)
