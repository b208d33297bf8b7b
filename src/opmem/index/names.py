"""File names for per-tenant index directories: readable, and unique whatever characters a tenant's name has."""

from __future__ import annotations

import hashlib
import re

#: What every `slug` ends with: a dash and ten hex digits (so ".new" / ".old" siblings are never taken for one).
SLUG_TAIL = re.compile(r"-[0-9a-f]{10}$")


def slug(text: str) -> str:
    readable = re.sub(r"[^A-Za-z0-9_.-]+", "_", text)[:40]
    return f"{readable}-{hashlib.sha256(text.encode()).hexdigest()[:10]}"
