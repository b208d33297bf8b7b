"""Versioned edits: every edit names the version it was based on, and of N concurrent stale edits one wins.

Documents, memories, agents' settings and source tables' settings each carry a version that starts at 1 and goes
up by one on every change. An edit passes `expected_version` (HTTP `If-Match`, MCP `expected_version`, CLI
`--expected-version`); the store applies it as one compare-and-set `UPDATE … WHERE version = ?` inside one SQLite
transaction, never as a read followed by a write, so two edits based on one version cannot both land. The loser
gets `StaleVersion` (HTTP 409) carrying the current version, to reload and decide again.

    Conflict
    └── StaleVersion          the edit was based on an older version (HTTP 409, `current_version` in the body)
    OpmemError
    └── VersionRequired       an HTTP edit without `If-Match` (HTTP 428 Precondition Required)
"""

from __future__ import annotations

from opmem.errors import Conflict, InvalidInput, OpmemError


class StaleVersion(Conflict):
    """The edit was based on `expected_version`, but the thing is at `current_version` now; nothing changed."""

    def __init__(self, what: str, *, expected_version: int, current_version: int) -> None:
        super().__init__(
            f"{what} changed since you read it: your edit was based on version {expected_version}, it is now at "
            f"version {current_version}. Nothing was changed; read it again and, if your edit still applies, "
            f"send it based on version {current_version}."
        )
        self.expected_version = expected_version
        self.current_version = current_version


class VersionRequired(OpmemError):
    """An edit that did not say which version it was based on (HTTP 428)."""

    status = 428


def checked_version(value: object, *, name: str = "expected_version") -> int:
    """A version a caller sent: a positive integer (bool is not one)."""
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value < 2**63:
        raise InvalidInput(f"{name} must be a positive whole number, the version you read; got {value!r}.")
    return value


def require_current(what: str, *, expected_version: int | None, current_version: int) -> None:
    """Fail early (before costly work such as embedding) when the edit is already stale; the store still checks."""
    if expected_version is not None and checked_version(expected_version) != current_version:
        raise StaleVersion(what, expected_version=expected_version, current_version=current_version)
