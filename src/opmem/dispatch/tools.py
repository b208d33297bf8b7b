"""Which opmem tools an agent holds: the grant that decides what its dispatch index and guidance carry.

An agent holds a tool when a curator granted it (`opmem agent-tools AGENT --grant ...`, or
`PUT /v1/agents/{agent_id}/tools`). The set lives in the tenant's settings under `agent.tools:<agent_id>`; an
agent nobody granted anything holds no tool. Holding `read_knowledge_document` puts document ids in the dispatch
index; holding `recall_operational_memory` adds the seeded recall guidance skill to its guidance.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Literal, get_args

from opmem.errors import InvalidInput
from opmem.store.sqlite import SQLiteStore

Tool = Literal["recall_operational_memory", "read_knowledge_document", "ask_document"]
TOOLS: tuple[Tool, ...] = get_args(Tool)
RECALL: Tool = "recall_operational_memory"
READ: Tool = "read_knowledge_document"


def _key(agent_id: str) -> str:
    return f"agent.tools:{agent_id}"


def check_tools(tools: Iterable[str]) -> frozenset[Tool]:
    chosen = set(tools)
    unknown = sorted(chosen - set(TOOLS))
    if unknown:
        raise InvalidInput(f"Unknown tool {unknown[0]!r}: grant any of {', '.join(TOOLS)}.")
    return frozenset(t for t in TOOLS if t in chosen)


class AgentTools:
    def __init__(self, store: SQLiteStore) -> None:
        self.store = store

    def held(self, tenant: str, agent_id: str) -> frozenset[Tool]:
        value = self.store.setting(tenant, _key(agent_id))
        return check_tools(json.loads(value)) if value else frozenset()

    def set(self, tenant: str, agent_id: str, tools: Iterable[str]) -> frozenset[Tool]:
        chosen = check_tools(tools)
        self.store.put_setting(tenant, _key(agent_id), json.dumps(sorted(chosen)))
        return chosen
