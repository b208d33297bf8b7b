"""Which opmem tools an agent holds: what its service account may list and call, and what its dispatch carries.

An agent holds a tool when a curator granted it (`opmem agent-tools AGENT --grant ...`, or
`PUT /v1/agents/{agent_id}/tools`). The set lives in the tenant's settings under `agent.tools:<agent_id>`; an
agent nobody granted anything holds no tool. Its service account sees and calls only the tools it holds, over MCP
and the matching HTTP routes (`opmem.surfaces.tool_gate`). Holding `read_knowledge_document` puts document ids in
the dispatch index; holding `recall_operational_memory` adds the seeded recall guidance skill to its guidance.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Literal, get_args

from opmem.errors import InvalidInput
from opmem.store.grants import tools_key
from opmem.store.sqlite import SQLiteStore
from opmem.store.tenant_scope import scoped

Tool = Literal[
    "recall_operational_memory",
    "read_knowledge_document",
    "ask_document",
    "record_memory",
    "correct_memory",
    "link_memory",
    "search_memory",
    "get_memory",
    "get_memory_versions",
    "list_memories",
    "get_investigation",
    "list_tag_values",
    "propose_skill",
    "dispatch_run",
    "open_pursuit",
    "note_pursuit",
    "hold_pursuit",
    "close_pursuit",
    "list_pursuits",
    "finish_run",
]
TOOLS: tuple[Tool, ...] = get_args(Tool)
RECALL: Tool = "recall_operational_memory"
READ: Tool = "read_knowledge_document"


def check_tools(tools: Iterable[str]) -> frozenset[Tool]:
    chosen = set(tools)
    unknown = sorted(chosen - set(TOOLS))
    if unknown:
        raise InvalidInput(f"Unknown tool {unknown[0]!r}: grant any of {', '.join(TOOLS)}.")
    return frozenset(t for t in TOOLS if t in chosen)


@scoped
class AgentTools:
    def __init__(self, store: SQLiteStore) -> None:
        self.store = store

    def held(self, tenant: str, agent_id: str) -> frozenset[Tool]:
        value = self.store.setting(tenant, tools_key(agent_id))
        return check_tools(json.loads(value)) if value else frozenset()

    def set(self, tenant: str, agent_id: str, tools: Iterable[str]) -> frozenset[Tool]:
        chosen = check_tools(tools)
        self.store.put_setting(tenant, tools_key(agent_id), json.dumps(sorted(chosen)))
        return chosen
