"""Schema migrations: named, transactional functions applied in order, each once (by `opmem.store.schema`)."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

from opmem.store.db import Connection
from opmem.store.outbox import m013_outbox_commit_order
from opmem.store.pg_arms_schema import m014_pg_recall_arms
from opmem.store.pg_hnsw import m016_pg_tenant_hnsw
from opmem.store.pg_vectors import m015_pg_vector_column, m015_pg_vector_inline
from opmem.store.tenant_keys import m011_tenant_keys

Migration = Callable[[Connection], None]


def _run(db: Connection, script: str) -> None:
    """Execute a script statement by statement, inside the caller's transaction (executescript would commit)."""
    for statement in script.split(";"):
        if statement.strip():
            db.execute(statement)


def m001_core(db: Connection) -> None:
    _run(
        db,
        """
        CREATE TABLE tenants (
            id TEXT PRIMARY KEY,
            embedding TEXT,
            created_at TEXT NOT NULL
        );
        CREATE TABLE source_tables (
            tenant_id TEXT NOT NULL REFERENCES tenants(id),
            name TEXT NOT NULL,
            terminal_states TEXT NOT NULL,
            indexed INTEGER NOT NULL,
            PRIMARY KEY (tenant_id, name)
        );
        CREATE TABLE principals (
            tenant_id TEXT NOT NULL REFERENCES tenants(id),
            id TEXT NOT NULL,
            name TEXT NOT NULL,
            capabilities TEXT NOT NULL DEFAULT '[]',
            PRIMARY KEY (tenant_id, id)
        );
        CREATE TABLE grants (
            tenant_id TEXT NOT NULL,
            principal_id TEXT NOT NULL,
            table_name TEXT NOT NULL,
            PRIMARY KEY (tenant_id, principal_id, table_name)
        );
        CREATE TABLE tokens (
            token_sha256 TEXT PRIMARY KEY,
            tenant_id TEXT NOT NULL,
            principal_id TEXT NOT NULL
        );
        CREATE TABLE records (
            tenant_id TEXT NOT NULL,
            source_table TEXT NOT NULL,
            record_id TEXT NOT NULL,
            state TEXT NOT NULL,
            short_description TEXT NOT NULL,
            description TEXT NOT NULL,
            resolution_notes TEXT NOT NULL,
            close_code TEXT NOT NULL,
            resolved_at TEXT,
            updated_at TEXT,
            fields TEXT NOT NULL,
            PRIMARY KEY (tenant_id, source_table, record_id)
        );
        CREATE TABLE documents (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            tenant_id TEXT NOT NULL,
            kind TEXT NOT NULL,
            key TEXT NOT NULL,
            source_table TEXT NOT NULL,
            record_id TEXT NOT NULL,
            title TEXT NOT NULL,
            body TEXT NOT NULL,
            resolved_at TEXT,
            link TEXT NOT NULL,
            UNIQUE (tenant_id, key)
        );
        CREATE INDEX documents_by_record ON documents (tenant_id, source_table, record_id);
        CREATE TABLE embeddings (
            doc_id INTEGER PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
            model TEXT NOT NULL,
            vector BLOB NOT NULL
        );
        CREATE TABLE outbox (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            tenant_id TEXT NOT NULL,
            doc_id INTEGER NOT NULL,
            op TEXT NOT NULL CHECK (op IN ('upsert', 'delete'))
        );
        """,
    )


def m002_agent_memory(db: Connection) -> None:
    """Agent memory: integrations, agents, investigations, memories, their tags, links, vectors and text index."""
    _run(
        db,
        """
        CREATE TABLE vector_indexes (
            tenant_id TEXT NOT NULL REFERENCES tenants(id),
            id TEXT NOT NULL,
            dimensions INTEGER NOT NULL CHECK (dimensions > 0),
            generation INTEGER NOT NULL DEFAULT 0,
            created_by TEXT,
            created_at TEXT NOT NULL,
            PRIMARY KEY (tenant_id, id)
        );
        CREATE TABLE embedding_integrations (
            tenant_id TEXT NOT NULL REFERENCES tenants(id),
            id TEXT NOT NULL,
            provider TEXT NOT NULL,
            credentials TEXT NOT NULL DEFAULT '{}',
            created_by TEXT,
            created_at TEXT NOT NULL,
            PRIMARY KEY (tenant_id, id)
        );
        CREATE TABLE agents (
            tenant_id TEXT NOT NULL REFERENCES tenants(id),
            id TEXT NOT NULL,
            name TEXT NOT NULL,
            config TEXT NOT NULL DEFAULT '{}',
            vector_index_id TEXT,
            embedding_integration_id TEXT,
            embedding_model TEXT,
            created_at TEXT NOT NULL,
            deleted_at TEXT,
            PRIMARY KEY (tenant_id, id)
        );
        CREATE TABLE investigations (
            tenant_id TEXT NOT NULL,
            id TEXT NOT NULL,
            agent_id TEXT NOT NULL,
            trigger TEXT NOT NULL,
            continuation_of TEXT,
            status TEXT NOT NULL CHECK (status IN ('running', 'finished')),
            started_at TEXT NOT NULL,
            finished_at TEXT,
            PRIMARY KEY (tenant_id, id)
        );
        CREATE TABLE memories (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            tenant_id TEXT NOT NULL,
            agent_id TEXT NOT NULL,
            investigation_id TEXT NOT NULL,
            title TEXT NOT NULL,
            symptoms TEXT NOT NULL,
            root_cause TEXT NOT NULL,
            root_cause_confidence TEXT NOT NULL,
            ruled_out TEXT NOT NULL,
            resolution TEXT NOT NULL,
            significance TEXT NOT NULL,
            searchable INTEGER NOT NULL,
            version INTEGER NOT NULL,
            recurrence_count INTEGER NOT NULL,
            recorded_at TEXT NOT NULL,
            updated_at TEXT NOT NULL,
            last_seen_at TEXT NOT NULL,
            edited_at TEXT,
            edited_by TEXT,
            wrong_note TEXT,
            wrong_by TEXT,
            wrong_at TEXT,
            UNIQUE (tenant_id, investigation_id)
        );
        CREATE INDEX memories_by_agent ON memories (tenant_id, agent_id);
        CREATE INDEX memories_by_last_seen ON memories (tenant_id, last_seen_at);
        CREATE TABLE memory_tags (
            tenant_id TEXT NOT NULL,
            memory_id INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            key TEXT NOT NULL,
            value TEXT NOT NULL,
            derived INTEGER NOT NULL,
            PRIMARY KEY (memory_id, key, value, derived)
        );
        CREATE INDEX memory_tags_by_value ON memory_tags (tenant_id, key, value);
        CREATE TABLE memory_links (
            tenant_id TEXT NOT NULL,
            memory_id INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            investigation_id TEXT NOT NULL,
            agent_id TEXT NOT NULL,
            linked_at TEXT NOT NULL,
            UNIQUE (memory_id, investigation_id)
        );
        CREATE TABLE memory_embeddings (
            memory_id INTEGER PRIMARY KEY REFERENCES memories(id) ON DELETE CASCADE,
            tenant_id TEXT NOT NULL,
            vector_index_id TEXT NOT NULL,
            model TEXT NOT NULL,
            vector BLOB NOT NULL
        );
        CREATE INDEX memory_embeddings_by_index ON memory_embeddings (tenant_id, vector_index_id)
        """,
    )
    if isinstance(db, sqlite3.Connection):
        db.execute("CREATE VIRTUAL TABLE memory_fts USING fts5 (title, body, tokenize = 'porter unicode61')")
    else:  # PostgreSQL: the words of title (weight A) and body (B) in a generated tsvector with a GIN index
        _run(
            db,
            """
            CREATE TABLE memory_fts (
                rowid INTEGER PRIMARY KEY,
                title TEXT NOT NULL,
                body TEXT NOT NULL,
                terms tsvector GENERATED ALWAYS AS
                    (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'B'))
                    STORED
            );
            CREATE INDEX memory_fts_terms ON memory_fts USING gin (terms);
            ALTER TABLE memory_links ADD COLUMN rowid BIGINT GENERATED BY DEFAULT AS IDENTITY
            """,
        )


def m003_memory_tag_members(db: Connection) -> None:
    """The tag index carries the memory id, so a tag's memories are listed and counted from the index alone."""
    _run(
        db,
        """
        DROP INDEX memory_tags_by_value;
        CREATE INDEX memory_tags_by_value ON memory_tags (tenant_id, key, value, memory_id)
        """,
    )


def m004_attachments(db: Connection) -> None:
    """Files uploaded to records, the parts of about a page that documents are read in, and tenant settings."""
    _run(
        db,
        """
        CREATE TABLE attachments (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            tenant_id TEXT NOT NULL,
            source_table TEXT NOT NULL,
            record_id TEXT NOT NULL,
            filename TEXT NOT NULL,
            content_type TEXT NOT NULL,
            size INTEGER NOT NULL,
            sha256 TEXT NOT NULL,
            data BLOB NOT NULL,
            status TEXT NOT NULL CHECK (status IN ('pending', 'indexed', 'infected', 'unscannable', 'unsupported',
                'failed')),
            reason TEXT NOT NULL DEFAULT '',
            parts INTEGER NOT NULL DEFAULT 0,
            total_parts INTEGER NOT NULL DEFAULT 0,
            uploaded_by TEXT,
            uploaded_at TEXT NOT NULL,
            processed_at TEXT,
            claimed_by TEXT,
            claimed_until TEXT
        );
        CREATE INDEX attachments_by_record ON attachments (tenant_id, source_table, record_id);
        CREATE INDEX attachments_pending ON attachments (id) WHERE status = 'pending';
        CREATE TABLE document_parts (
            doc_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
            number INTEGER NOT NULL,
            label TEXT NOT NULL,
            text TEXT NOT NULL,
            PRIMARY KEY (doc_id, number)
        );
        CREATE TABLE tenant_settings (
            tenant_id TEXT NOT NULL REFERENCES tenants(id),
            key TEXT NOT NULL,
            value TEXT NOT NULL,
            PRIMARY KEY (tenant_id, key)
        )
        """,
    )


def m005_governance(db: Connection) -> None:
    """Curation (retire, correct, audit), runs on a record and what each was shown (the ledger), and pursuits.

    A run is an investigation; one dispatched on a record names it. `run_documents` holds ids and kinds only,
    never titles or text, so deleting a document leaves nothing of it there.
    """
    _run(
        db,
        """
        ALTER TABLE documents ADD COLUMN source_sha TEXT;
        ALTER TABLE documents ADD COLUMN corrected_at TEXT;
        ALTER TABLE documents ADD COLUMN corrected_by TEXT;
        ALTER TABLE documents ADD COLUMN retired_at TEXT;
        ALTER TABLE documents ADD COLUMN retired_by TEXT;
        ALTER TABLE documents ADD COLUMN retired_reason TEXT;
        CREATE TABLE audit_log (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            tenant_id TEXT NOT NULL,
            at TEXT NOT NULL,
            principal_id TEXT NOT NULL,
            action TEXT NOT NULL,
            doc_id INTEGER,
            source_table TEXT,
            record_id TEXT,
            before TEXT,
            after TEXT,
            reason TEXT NOT NULL DEFAULT ''
        );
        CREATE INDEX audit_by_doc ON audit_log (tenant_id, doc_id);
        CREATE INDEX audit_by_record ON audit_log (tenant_id, source_table, record_id);
        ALTER TABLE investigations ADD COLUMN source_table TEXT;
        ALTER TABLE investigations ADD COLUMN record_id TEXT;
        CREATE INDEX investigations_by_record ON investigations (tenant_id, source_table, record_id);
        CREATE TABLE run_documents (
            tenant_id TEXT NOT NULL,
            run_id TEXT NOT NULL,
            doc_id INTEGER NOT NULL,
            kind TEXT NOT NULL,
            at_dispatch INTEGER NOT NULL DEFAULT 0,
            by_recall INTEGER NOT NULL DEFAULT 0,
            surfaced_at TEXT NOT NULL,
            opened_at TEXT,
            PRIMARY KEY (tenant_id, run_id, doc_id)
        );
        CREATE INDEX run_documents_by_doc ON run_documents (tenant_id, doc_id);
        CREATE TABLE pursuits (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            tenant_id TEXT NOT NULL,
            agent_id TEXT NOT NULL,
            run_id TEXT,
            source_table TEXT NOT NULL,
            record_id TEXT NOT NULL,
            state TEXT NOT NULL CHECK (state IN ('open', 'held', 'closed')),
            notes TEXT NOT NULL DEFAULT '',
            opened_at TEXT NOT NULL,
            updated_at TEXT NOT NULL,
            closed_at TEXT,
            closed_reason TEXT
        );
        CREATE INDEX pursuits_by_record ON pursuits (tenant_id, source_table, record_id, state)
        """,
    )


def m006_access(db: Connection) -> None:
    """Write grants per source table, apart from read grants, and tokens that can be listed, expire and be revoked.

    Upgrading gives no principal a write grant except the local administrator (`admin`, the data directory's
    owner), which gets one on every table it reads. Every other principal that wrote records with a read grant
    alone needs `opmem principal grant ID --write TABLE`. Tokens issued before get an id (the first 16 hex digits
    of their hash), no creation time, and no expiry.
    """
    _run(
        db,
        """
        CREATE TABLE write_grants (
            tenant_id TEXT NOT NULL,
            principal_id TEXT NOT NULL,
            table_name TEXT NOT NULL,
            PRIMARY KEY (tenant_id, principal_id, table_name)
        );
        INSERT INTO write_grants (tenant_id, principal_id, table_name)
            SELECT tenant_id, principal_id, table_name FROM grants WHERE principal_id = 'admin';
        ALTER TABLE tokens ADD COLUMN id TEXT;
        ALTER TABLE tokens ADD COLUMN created_at TEXT;
        ALTER TABLE tokens ADD COLUMN last_used_at TEXT;
        ALTER TABLE tokens ADD COLUMN expires_at TEXT;
        ALTER TABLE tokens ADD COLUMN revoked_at TEXT;
        UPDATE tokens SET id = substr(token_sha256, 1, 16);
        CREATE UNIQUE INDEX tokens_by_id ON tokens (tenant_id, id)
        """,
    )


def m007_versions(db: Connection) -> None:
    """Every edit names the version it was based on: documents, agents and source tables count their versions.

    (Memories carry a version since m002.) An edit is a compare-and-set `UPDATE … WHERE version = ?`, so of N
    concurrent edits based on one version exactly one wins; the others are told the current version.
    """
    _run(
        db,
        """
        ALTER TABLE documents ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
        ALTER TABLE agents ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
        ALTER TABLE source_tables ADD COLUMN version INTEGER NOT NULL DEFAULT 1
        """,
    )


def m008_run_outcomes(db: Connection) -> None:
    """How each run ended: its outcome, its finding (a short conclusion in the agent's words) and who finished it.

    Runs finished before this migration keep a NULL outcome. `investigations_running` lets the worker find runs
    left running past their time, and a recall find the agent's current run, without reading every run.
    """
    _run(
        db,
        """
        ALTER TABLE investigations ADD COLUMN outcome TEXT
            CHECK (outcome IS NULL OR outcome IN ('resolved', 'no_precedent', 'escalated', 'abandoned'));
        ALTER TABLE investigations ADD COLUMN finding TEXT;
        ALTER TABLE investigations ADD COLUMN finished_by TEXT;
        CREATE INDEX investigations_running ON investigations (status, started_at);
        CREATE INDEX investigations_by_agent ON investigations (tenant_id, agent_id, status)
        """,
    )


def m009_memory_lists(db: Connection) -> None:
    """Memories listed without a query, newest recorded first, page by a keyset (time recorded, id): this index
    reads each page from where the cursor left off instead of sorting the tenant's memories for every page."""
    _run(db, "CREATE INDEX memories_by_recorded ON memories (tenant_id, recorded_at, id)")


def m010_memory_versions(db: Connection) -> None:
    """A memory's earlier versions: each edit keeps the text it replaced (the fields an edit can change), who
    wrote that version and when, who replaced it and when, and the verdict standing on it then. Deleting the
    memory deletes them (the delete does it; the foreign key is a second guard)."""
    _run(
        db,
        """
        CREATE TABLE memory_versions (
            tenant_id TEXT NOT NULL,
            memory_id INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            version INTEGER NOT NULL,
            title TEXT NOT NULL,
            symptoms TEXT NOT NULL,
            root_cause TEXT NOT NULL,
            root_cause_confidence TEXT NOT NULL,
            ruled_out TEXT NOT NULL,
            resolution TEXT NOT NULL,
            significance TEXT NOT NULL,
            searchable INTEGER NOT NULL,
            tags TEXT NOT NULL,
            written_at TEXT NOT NULL,
            written_by TEXT,
            replaced_at TEXT NOT NULL,
            replaced_by TEXT,
            wrong_note TEXT,
            PRIMARY KEY (tenant_id, memory_id, version)
        )
        """,
    )


def m012_archive_in_database(db: Connection) -> None:
    """On PostgreSQL the archive of deleted records lives in the database (`opmem.store.archive`), shared by every
    server. The embedded default keeps it in its own file, `archive.sqlite3`: nothing changes there."""
    if isinstance(db, sqlite3.Connection):
        return
    _run(
        db,
        """
        CREATE TABLE archived_records (
            tenant_id TEXT NOT NULL,
            source_table TEXT NOT NULL,
            record_id TEXT NOT NULL,
            record TEXT NOT NULL,
            archived_at TEXT NOT NULL,
            PRIMARY KEY (tenant_id, source_table, record_id)
        );
        CREATE INDEX archived_records_by_time ON archived_records (archived_at)
        """,
    )


def m017_shown_verdicts(db: Connection) -> None:
    """A file's verdicts, computed once when it is processed (`opmem.quarantine.shown.stored`): each part's on its
    `document_parts` row, the file name's on its `documents` row (NULL: none stored; judged when shown). They go
    where the text goes: deleting the part or the document deletes its verdict."""
    _run(
        db,
        """
        ALTER TABLE document_parts ADD COLUMN verdict TEXT;
        ALTER TABLE documents ADD COLUMN title_verdict TEXT
        """,
    )


def m018_body_verdicts(db: Connection) -> None:
    """A record's (finding's, memory's, skill's) verdicts, stored by the worker (`opmem.quarantine.shown.stored_body`
    and `stored`): the body's on its `documents` row (NULL: none stored; judged when shown), the title's in m017's
    `title_verdict`. Deleting the document deletes them; changing its title or body clears them."""
    _run(db, "ALTER TABLE documents ADD COLUMN body_verdict TEXT")


def m019_memory_verdicts(db: Connection) -> None:
    """A memory's verdicts, stored by the worker (`opmem.quarantine.shown.stored_texts`: its title, symptoms, root
    cause, ruled-out causes and resolution, each judged as `stored` judges a record's title), on its `memories` row
    (NULL: none stored; judged when shown, at first sight). Deleting the memory deletes them; replacing its text
    clears them."""
    _run(db, "ALTER TABLE memories ADD COLUMN verdicts TEXT")


MIGRATIONS: tuple[Migration, ...] = (
    m001_core,
    m002_agent_memory,
    m003_memory_tag_members,
    m004_attachments,
    m005_governance,
    m006_access,
    m007_versions,
    m008_run_outcomes,
    m009_memory_lists,
    m010_memory_versions,
    m011_tenant_keys,
    m012_archive_in_database,
    m013_outbox_commit_order,
    m014_pg_recall_arms,
    m015_pg_vector_column,
    m015_pg_vector_inline,
    m016_pg_tenant_hnsw,
    m017_shown_verdicts,
    m018_body_verdicts,
    m019_memory_verdicts,
)
