"""What every `opmem` command shares: the lazily opened core, the error translation, JSON output, options."""

from __future__ import annotations

import dataclasses
import json
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import click

from opmem.errors import OpmemError
from opmem.surfaces import cli_checks as checks
from opmem.surfaces.dates import iso_utc

if TYPE_CHECKING:
    from opmem.core import Opmem
    from opmem.settings import Settings

F = TypeVar("F", bound=Callable[..., Any])


class Context:
    def __init__(self, data_dir: Path | None, config: Path | None = None) -> None:
        overrides: dict[str, object] = {"data_dir": data_dir} if data_dir else {}
        from opmem.settings import Settings  # pydantic-settings costs ~0.1 s: not for `opmem --help`

        self.config, self.overrides = config, overrides
        self.settings: Settings = Settings.from_env(config=config, **overrides)
        self._opmem: Opmem | None = None

    def override(self, **values: object) -> None:
        """Settings given to a command itself (`opmem serve --db`), over the environment and the config file."""
        from opmem.settings import Settings

        self.overrides = {**self.overrides, **values}
        self.settings = Settings.from_env(config=self.config, **self.overrides)
        self._opmem = None

    @property
    def opmem(self) -> Opmem:
        if self._opmem is None:
            from opmem.core import Opmem  # the whole core, imported by commands that use it

            checks.data_dir(self.settings.data_dir)
            self._opmem = Opmem(self.settings)
        return self._opmem


class OpmemGroup(click.Group):
    """Turns a core error or a usage error into one line on stderr and exit code 2."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except OpmemError as exc:
            click.echo(f"error: {checks.terminal_safe(exc.message)}", err=True)
            ctx.exit(2)
        except click.UsageError as exc:
            where = f" (see `{exc.ctx.command_path} --help`)" if exc.ctx else ""
            click.echo(f"error: {checks.terminal_safe(exc.format_message())}{where}", err=True)
            ctx.exit(2)


def _json_default(value: object) -> object:
    if isinstance(value, datetime):
        return iso_utc(value)
    raise TypeError(type(value).__name__)


def to_json(value: object) -> str:
    data = dataclasses.asdict(value) if dataclasses.is_dataclass(value) and not isinstance(value, type) else value
    return json.dumps(data, default=_json_default, ensure_ascii=False)


pass_ctx = click.make_pass_decorator(Context)


def tenant_option(f: F) -> F:
    return click.option("--tenant", default=None, help="Tenant (default: $OPMEM_TENANT or 'default').")(f)


@contextmanager
def progress_bar(label: str, length: int) -> Iterator[Callable[[int], None]]:
    with click.progressbar(length=length, label=label, file=sys.stderr, show_pos=True) as bar:
        yield bar.update
