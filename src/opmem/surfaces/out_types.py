"""Field types shared by the boundary models of HTTP and MCP."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated

from pydantic import PlainSerializer, WithJsonSchema

from opmem.surfaces.dates import iso_utc

#: A moment in time as every surface writes it: ISO-8601 in UTC ending in `Z` (see `opmem.surfaces.dates`).
Timestamp = Annotated[
    datetime,
    PlainSerializer(iso_utc, return_type=str, when_used="json"),
    WithJsonSchema({"type": "string", "format": "date-time", "description": "ISO-8601 in UTC, ending in Z."}),
]
