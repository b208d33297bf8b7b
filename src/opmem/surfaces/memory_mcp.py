"""Agent memory as MCP tools, added to the server of `opmem.surfaces.mcp`: record, correct, link, search, get,
list tag values; and a prompt, `memory_instructions`, with the agent's retrieval policy as instruction text.

Each tool makes one call on `opmem.memory` as the caller's principal (its tenant). Writes as an agent need the
agent's own service account or `review_memories` (see `opmem.surfaces.memory_out`). Core errors become tool
errors carrying the core's message, which says what to send instead.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Annotated, Any, Literal

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp_types import CallToolResult, ToolAnnotations
from pydantic import Field

from opmem.core import Opmem
from opmem.errors import OpmemError
from opmem.limits import MAX_INT
from opmem.memory import MemoryDraft
from opmem.memory.model import CONFIDENCES, MODES, SIGNIFICANCES, Significance
from opmem.surfaces import response_models as out
from opmem.surfaces.memory_out import data, require_agent
from opmem.surfaces.out_models import prompt_error
from opmem.types import Principal
from opmem.versions import checked_version

PrincipalFor = Callable[["Context[Any, Any]"], Principal]
Result = dict[str, Any]

AgentId = Annotated[str, Field(description="Your agent id; you write only as yourself.")]
InvestigationId = Annotated[str, Field(description="The id of the investigation you are running.")]
MemoryId = Annotated[int, Field(ge=1, le=MAX_INT, description="A memory's id, from search_memory.")]
Title = Annotated[str, Field(description="A short name for the problem.")]
ExpectedVersion = Annotated[
    int,
    Field(
        description="The memory's version your correction is based on (`version` in record_memory's or "
        "get_memory's result). If it changed since, nothing changes and the error names the current version."
    ),
]
Tags = Annotated[
    list[str],
    Field(description="Entity tags as 'key=value', e.g. 'entity:service=checkout'. Reuse values from list_tag_values."),
]

RECORD_DESCRIPTION = """\
Record the conclusion of this investigation as its memory, once, when you reach a diagnosis. Fill symptoms
(what you observed), root_cause with root_cause_confidence (confirmed, suspected or unknown), ruled_out (causes
you checked and eliminated), resolution (what fixed it, or what was attempted), significance (incident,
observation, inconclusive or benign) and the entities it is about as tags. If a past memory describes what you
see, call link_memory instead of recording a duplicate. Set searchable_by_meaning false for routine or benign
observations that should not show up in semantic searches. Recording the same content again is harmless; a
second, different record is refused: use correct_memory to change it."""

CORRECT_DESCRIPTION = """\
Replace this investigation's memory with a corrected conclusion while the investigation runs, e.g. when you
disprove an early diagnosis. Pass expected_version, the memory's version you read: if the memory changed since
(another correction, a person's edit), nothing changes and the error names the current version; read it with
get_memory and decide again. A correction is not a recurrence. If a person edited or marked the memory wrong,
the text is replaced but their edit or verdict remains, and the result says so."""

LINK_DESCRIPTION = """\
Link this investigation to a past memory that describes what you now see: its recurrence count rises by one
(once per investigation) instead of creating a near-duplicate. Read the memory in full with get_memory first.
Linking to a memory a person marked wrong is refused: treat its root cause as ruled out and record your own."""

SEARCH_DESCRIPTION = """\
Search past investigations' memories in one mode. semantic (needs agent_id and query): conclusions similar in
meaning, within that one agent's memories. text (needs query): every word must appear, e.g. an error code or a
host name; covers every agent of the organization. timeline (needs tags, no query): memories about those
entities, most recently seen first. Without a mode: semantic if agent_id names an agent with a store, else
text. Narrow with tags (all must match) and significance (any of); limit is 1 to 50 (default 3). Results are
compact; pass details=true or call get_memory for symptoms, root cause, ruled out and resolution. An empty
semantic result is NOT evidence the problem was never seen: read `coverage` and confirm with text or timeline.
A result marked wrong by a person means its root cause is ruled out. Scores rank; they do not prove a match."""

VERSIONS_DESCRIPTION = """\
A memory's earlier versions by its id, newest first: each edit by a person or correction by its agent keeps the
text it replaced, with who wrote and who replaced it and when (null: the memory's agent). Read them to see what a
reviewer changed before you rely on or correct a memory."""

GET_DESCRIPTION = """\
Read one memory in full by its id: every field, its review state (edited, marked wrong with a note), and the
most recent investigations linked to it as recurrences. Read a memory before you link to it."""

LIST_DESCRIPTION = """\
List memories without a query, newest recorded first: narrow by agent_id, verdict ('wrong' for those a person
marked wrong), significance (any of) and tags (all must match). A page holds up to limit memories (default 20);
pass the result's next_cursor back as cursor for the next page (null on the last). To find memories about a
problem, use search_memory instead."""

INVESTIGATION_DESCRIPTION = """\
Open one investigation by its id (search results and memories carry it): the signals that triggered it, the
agent, the record it was dispatched on, whether it is running or finished and with which outcome and finding,
the memory it recorded, the past memory it was linked to as a recurrence, and later investigations linked to its
memory. An investigation on a record you may not read is reported as not found."""

TAG_VALUES_DESCRIPTION = """\
List the values already in use for an entity tag key across the organization, most used first (e.g. key
'entity:service'). Check before tagging a memory and reuse an existing value ('checkout', not 'checkout-svc')."""


# Closed sets are declared as enums; the core checks them (its message says what to send instead).
Confidence = Annotated[
    str, Field(description="confirmed, suspected or unknown.", json_schema_extra={"enum": list(CONFIDENCES)})
]
Level = Annotated[
    str,
    Field(
        description="incident, observation, inconclusive or benign.", json_schema_extra={"enum": list(SIGNIFICANCES)}
    ),
]
Symptoms = Annotated[str, Field(description="What you observed: errors, alerts, the behaviour reported.")]
RootCause = Annotated[str, Field(description="The cause you found (say how sure in root_cause_confidence).")]
RuledOut = Annotated[list[str] | None, Field(description="Causes you checked and eliminated, one per item.")]
Resolution = Annotated[str, Field(description="What fixed it, or what was attempted.")]
OptionalTags = Annotated[
    list[str] | None,
    Field(description="Entity tags as 'key=value', e.g. 'entity:service=checkout'. Reuse values from list_tag_values."),
]
Searchable = Annotated[
    bool, Field(description="False for routine or benign observations that should stay out of semantic search.")
]


def _draft(
    title: str,
    symptoms: str,
    root_cause: str,
    root_cause_confidence: str,
    ruled_out: list[str] | None,
    resolution: str,
    significance: str,
    tags: list[str] | None,
    searchable_by_meaning: bool,
) -> MemoryDraft:
    return MemoryDraft(
        title,
        symptoms,
        root_cause,
        root_cause_confidence,  # type: ignore[arg-type]
        tuple(ruled_out or ()),
        resolution,
        significance,  # type: ignore[arg-type]
        tuple(tags or ()),  # type: ignore[arg-type]
        searchable_by_meaning,
    )


class MemoryTools:
    """The tools, each one call on `opmem.memory` as the principal `principal_for` names."""

    def __init__(self, opmem: Opmem, principal_for: PrincipalFor) -> None:
        self.opmem = opmem
        self.principal_for = principal_for

    def _call(self, ctx: Context[Any, Any], act: Callable[[Principal], object]) -> Result:
        try:
            return data(act(self.principal_for(ctx)))
        except OpmemError as exc:
            raise ToolError(exc.message) from exc

    def _write(
        self,
        ctx: Context[Any, Any],
        agent_id: str,
        investigation_id: str,
        draft: Callable[[], MemoryDraft],
        *,
        correct: bool,
        expected_version: int | None = None,
    ) -> Result:
        def act(p: Principal) -> object:
            require_agent(p, agent_id)
            memory = self.opmem.memory
            if correct:
                checked_version(expected_version)
                return memory.correct_memory(
                    p.tenant, agent_id, investigation_id, draft(), expected_version=expected_version
                )
            return memory.record_memory(p.tenant, agent_id, investigation_id, draft())

        return self._call(ctx, act)

    def record_memory(
        self,
        agent_id: AgentId,
        investigation_id: InvestigationId,
        title: Title,
        symptoms: Symptoms = "",
        root_cause: RootCause = "",
        root_cause_confidence: Confidence = "unknown",
        ruled_out: RuledOut = None,
        resolution: Resolution = "",
        significance: Level = "observation",
        tags: OptionalTags = None,
        searchable_by_meaning: Searchable = True,
        *,
        ctx: Context[Any, Any],
    ) -> Result:
        fields = (symptoms, root_cause, root_cause_confidence, ruled_out, resolution, significance, tags)
        draft = partial(_draft, title, *fields, searchable_by_meaning)
        return self._write(ctx, agent_id, investigation_id, draft, correct=False)

    def correct_memory(
        self,
        agent_id: AgentId,
        investigation_id: InvestigationId,
        expected_version: ExpectedVersion,
        title: Title,
        symptoms: Symptoms = "",
        root_cause: RootCause = "",
        root_cause_confidence: Confidence = "unknown",
        ruled_out: RuledOut = None,
        resolution: Resolution = "",
        significance: Level = "observation",
        tags: OptionalTags = None,
        searchable_by_meaning: Searchable = True,
        *,
        ctx: Context[Any, Any],
    ) -> Result:
        fields = (symptoms, root_cause, root_cause_confidence, ruled_out, resolution, significance, tags)
        draft = partial(_draft, title, *fields, searchable_by_meaning)
        return self._write(ctx, agent_id, investigation_id, draft, correct=True, expected_version=expected_version)

    def link_memory(
        self, agent_id: AgentId, investigation_id: InvestigationId, memory_id: MemoryId, *, ctx: Context[Any, Any]
    ) -> Result:
        def act(p: Principal) -> object:
            require_agent(p, agent_id)
            return self.opmem.memory.link_recurrence(p.tenant, agent_id, investigation_id, memory_id, viewer=p)

        return self._call(ctx, act)

    def search_memory(
        self,
        query: Annotated[str | None, Field(description="Words to search for; leave out for a timeline.")] = None,
        mode: Annotated[
            str | None, Field(description="semantic, text or timeline.", json_schema_extra={"enum": [*MODES, None]})
        ] = None,
        agent_id: Annotated[str | None, Field(description="Needed for semantic; narrows text/timeline.")] = None,
        tags: OptionalTags = None,
        significance: Annotated[
            list[str] | None,
            Field(
                description="Any of these significances.", json_schema_extra={"items": {"enum": list(SIGNIFICANCES)}}
            ),
        ] = None,
        limit: Annotated[
            int, Field(le=MAX_INT, description="1 to 50.", json_schema_extra={"minimum": 1, "maximum": 50})
        ] = 3,
        details: Annotated[bool, Field(description="Include symptoms, root cause, ruled out and resolution.")] = False,
        *,
        ctx: Context[Any, Any],
    ) -> Annotated[CallToolResult, out.SearchResultOut]:
        found = self._call(
            ctx,
            lambda p: self.opmem.memory.search(
                p.tenant,
                mode=mode,  # type: ignore[arg-type]
                agent_id=agent_id,
                query=query,
                tags=tags or (),
                significance=significance,  # type: ignore[arg-type]
                limit=limit,
                include_details=details,
                readable=p.grants,
            ),
        )
        return out.tool_result(out.SearchResultOut, found)

    def list_memories(
        self,
        agent_id: Annotated[str | None, Field(description="Only this agent's memories.")] = None,
        verdict: Annotated[
            Literal["wrong", "unmarked"] | None,
            Field(description="wrong: only those a person marked wrong; unmarked: only the others."),
        ] = None,
        significance: Annotated[list[Significance] | None, Field(description="Any of these significances.")] = None,
        tags: OptionalTags = None,
        limit: Annotated[int, Field(ge=1, le=200, description="Memories per page, 1 to 200.")] = 20,
        cursor: Annotated[
            str | None, Field(description="The previous page's next_cursor; leave out for the first page.")
        ] = None,
        *,
        ctx: Context[Any, Any],
    ) -> Result:
        def act(p: Principal) -> object:
            page = self.opmem.memory.list_memories(
                p.tenant,
                agent_id=agent_id,
                verdict=verdict,
                significance=significance or (),  # type: ignore[arg-type]
                tags=tags or (),
                limit=limit,
                cursor=cursor,
                readable=p.grants,
            )
            return {"memories": page.items, "next_cursor": page.next_cursor}

        return self._call(ctx, act)

    def get_investigation(
        self,
        investigation_id: Annotated[str, Field(description="An investigation's id, e.g. from a search result.")],
        *,
        ctx: Context[Any, Any],
    ) -> Result:
        return self._call(ctx, lambda p: self.opmem.memory.open_investigation(p, investigation_id))

    def get_memory(self, memory_id: MemoryId, *, ctx: Context[Any, Any]) -> Result:
        return self._call(ctx, lambda p: self.opmem.memory.open_memory(p, memory_id))

    def get_memory_versions(
        self, memory_id: MemoryId, *, ctx: Context[Any, Any]
    ) -> Annotated[CallToolResult, out.MemoryVersionsOut]:
        found = self._call(ctx, lambda p: self.opmem.memory.open_memory_versions(p, memory_id))
        return out.tool_result(out.MemoryVersionsOut, found)

    def list_tag_values(
        self,
        key: Annotated[str, Field(description="A tag key, e.g. 'entity:service'.")],
        limit: Annotated[int, Field(le=MAX_INT, description="How many values, most used first.")] = 50,
        *,
        ctx: Context[Any, Any],
    ) -> Result:
        memory = self.opmem.memory
        return self._call(
            ctx, lambda p: {"key": key, "values": memory.list_tag_values(p.tenant, key, limit=limit, readable=p.grants)}
        )

    def memory_instructions(
        self,
        agent_id: Annotated[str, Field(description="The agent whose memory policy to render.")],
        ctx: Context[Any, Any],
    ) -> str:
        try:
            return self.opmem.memory.instructions(self.principal_for(ctx).tenant, agent_id)
        except OpmemError as exc:
            raise prompt_error(exc) from exc


def add_memory_tools(server: MCPServer, opmem: Opmem, principal_for: PrincipalFor) -> None:
    """Add the agent memory tools and the instructions prompt to `server`."""
    tools = MemoryTools(opmem, principal_for)
    read = ToolAnnotations(read_only_hint=True, idempotent_hint=True, open_world_hint=False)
    written = ToolAnnotations(read_only_hint=False, destructive_hint=False, open_world_hint=False)
    listed: list[tuple[Callable[..., Any], str, str, ToolAnnotations]] = [
        (tools.record_memory, "Record this investigation's memory", RECORD_DESCRIPTION, written),
        (tools.correct_memory, "Correct this investigation's memory", CORRECT_DESCRIPTION, written),
        (tools.link_memory, "Link to a past memory as a recurrence", LINK_DESCRIPTION, written),
        (tools.search_memory, "Search past investigations", SEARCH_DESCRIPTION, read),
        (tools.list_memories, "List memories without a query", LIST_DESCRIPTION, read),
        (tools.get_memory, "Read one memory in full", GET_DESCRIPTION, read),
        (tools.get_memory_versions, "Read a memory's earlier versions", VERSIONS_DESCRIPTION, read),
        (tools.get_investigation, "Open a past investigation", INVESTIGATION_DESCRIPTION, read),
        (tools.list_tag_values, "List entity tag values in use", TAG_VALUES_DESCRIPTION, read),
    ]
    for fn, title, description, hints in listed:
        server.add_tool(
            fn, name=fn.__name__, title=title, description=description, annotations=hints, structured_output=True
        )
    server.prompt(
        name="memory_instructions",
        title="Memory instructions",
        description="How an agent should search and record memory: its retrieval policy as instruction text. "
        "Pass the agent's id.",
    )(tools.memory_instructions)
