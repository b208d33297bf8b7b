"""Errors a caller can act on. Every message says what to do next.

    OpmemError
    ├── InvalidInput        the request itself is wrong (HTTP 400, CLI exit 2)
    │   └── UnknownTable    a table name that this tenant has not configured
    ├── Unauthorized        no such token or principal (HTTP 401)
    ├── Forbidden           the principal lacks a grant or capability (HTTP 403)
    ├── NotFound            no such tenant, record or document (HTTP 404)
    ├── Conflict            the change collides with stored state (HTTP 409)
    ├── ReaderError         the reader of an uploaded file failed (HTTP 502; opmem.quarantine.readers)
    ├── SchemaMismatch      the database's schema is older (with auto-migration off) or newer than the code
    └── MissingExtra        an optional dependency is not installed (also an ImportError); names the install

Backend exceptions (sqlite3, tantivy, httpx) are translated at the adapter edge; they never reach a surface.
"""


class OpmemError(Exception):
    status = 500

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class InvalidInput(OpmemError):
    status = 400


class UnknownTable(InvalidInput):
    pass


class Unauthorized(OpmemError):
    status = 401


class Forbidden(OpmemError):
    status = 403


class NotFound(OpmemError):
    status = 404


class Conflict(OpmemError):
    status = 409


class SchemaMismatch(OpmemError):
    """The database's schema is not the one this version of opmem runs on (opmem.store.schema)."""

    status = 503


class MissingExtra(OpmemError, ImportError):
    """An optional dependency (an extra, e.g. `opmem[postgres]`) is not installed; the message names the command
    that installs it. The CLI prints it as one line, as any OpmemError."""
