"""How every surface writes a moment in time: ISO-8601 in UTC, ending in `Z` (`2024-05-01T10:00:00Z`).

One helper, used by the JSON of the CLI (`--json`), of HTTP and of MCP alike (pydantic models through
`opmem.surfaces.out_types.Timestamp`, plain dataclass values through `opmem.surfaces.memory_out.plain`), so a
client parses one form everywhere. A time without a zone is taken as UTC, as the core stores it. Microseconds
are written only when there are any, as pydantic does.
"""

from __future__ import annotations

from datetime import UTC, datetime


def iso_utc(value: datetime) -> str:
    """`value` in UTC as ISO-8601 with a `Z` suffix."""
    utc = value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)
    return utc.replace(tzinfo=None).isoformat() + "Z"
