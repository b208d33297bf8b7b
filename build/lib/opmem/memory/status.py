"""How a result tells its age: "3 days ago", and active / recent / historical by when it was last seen."""

from __future__ import annotations

from datetime import datetime, timedelta

from opmem.memory.model import MemoryDefaults, Status

_UNITS = ((365 * 86400, "year"), (30 * 86400, "month"), (86400, "day"), (3600, "hour"), (60, "minute"))


def ago(then: datetime, now: datetime) -> str:
    """Whole units, the largest that fits: "just now", "1 minute ago", "3 days ago", "2 months ago"."""
    seconds = max(0, int((now - then).total_seconds()))
    for size, unit in _UNITS:
        if seconds >= size:
            count = seconds // size
            return f"{count} {unit}{'' if count == 1 else 's'} ago"
    return "just now"


def status(last_seen: datetime, now: datetime, defaults: MemoryDefaults) -> Status:
    """`active` if last seen within `active_days` (default 7), `recent` within `recent_days` (30), else `historical`."""
    age = now - last_seen
    if age <= timedelta(days=defaults.active_days):
        return "active"
    if age <= timedelta(days=defaults.recent_days):
        return "recent"
    return "historical"
