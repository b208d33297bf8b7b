"""The OpenAPI document is a contract an agent's client can be generated from: every route declares what it
answers (no untyped `object`), schema names carry no module paths, operation ids are readable and unique, and a
range written in a description (`1 to 10`) is declared in the schema too."""

from __future__ import annotations

import re
from typing import Any

import pytest

from opmem.core import Opmem
from opmem.settings import Settings
from opmem.surfaces.api import create_app

RANGE = re.compile(r"\b(\d+) to (\d+)\b")
READABLE = re.compile(r"^[a-z]+(_[a-z]+)*$")


@pytest.fixture(scope="module")
def schema(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    opmem = Opmem(Settings(data_dir=tmp_path_factory.mktemp("oa") / "data", default_embedding="none"))
    try:
        return create_app(opmem).openapi()
    finally:
        opmem.close()


def operations(schema: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    return [(f"{m.upper()} {p}", op) for p, ops in schema["paths"].items() for m, op in ops.items()]


def resolve(schema: dict[str, Any], node: dict[str, Any]) -> dict[str, Any]:
    ref = node.get("$ref")
    return schema["components"]["schemas"][ref.rsplit("/", 1)[1]] if ref else node


def typed(schema: dict[str, Any], node: dict[str, Any]) -> bool:
    """A schema that says what is in it: a model, a list of typed items, a scalar; not an open object."""
    node = resolve(schema, node)
    if not node:
        return False
    if node.get("type") == "array":
        return typed(schema, node.get("items", {}))
    if node.get("type") == "object" or "additionalProperties" in node:
        extra = node.get("additionalProperties")
        return bool(node.get("properties")) or (isinstance(extra, dict) and typed(schema, extra))
    if "anyOf" in node:
        return all(typed(schema, branch) for branch in node["anyOf"])
    return "type" in node or "enum" in node or "const" in node


def test_every_route_declares_a_typed_response(schema: dict[str, Any]) -> None:
    untyped = []
    for name, op in operations(schema):
        for status, response in op["responses"].items():
            if not status.startswith("2") or status == "204":
                continue
            content = response.get("content", {})
            if not content or not all(typed(schema, body.get("schema", {})) for body in content.values()):
                untyped.append(f"{name} {status}")
    assert untyped == []
    assert len(operations(schema)) >= 60  # the walk saw the whole API, not an empty document


def test_schema_names_carry_no_module_paths(schema: dict[str, Any]) -> None:
    names = list(schema["components"]["schemas"])
    # FastAPI falls back to `opmem__surfaces__module__Name` when two models share a name
    assert [n for n in names if "__" in n or "." in n or not re.fullmatch(r"[A-Za-z][A-Za-z0-9_]*", n)] == []


def test_operation_ids_are_readable_and_unique(schema: dict[str, Any]) -> None:
    ids = {name: op.get("operationId", "") for name, op in operations(schema)}
    generated = {
        name: i for name, i in ids.items() if not READABLE.match(i) or "_v1_" in i or i.endswith(("_get", "_post"))
    }
    assert generated == {}
    assert len(set(ids.values())) == len(ids), "two operations share an id"
    assert ids["POST /v1/recall"] == "recall" and ids["GET /v1/records/{table}/{record_id}"] == "get_record"


def integer_bounds(node: dict[str, Any]) -> tuple[object, object]:
    branches = [node, *node.get("anyOf", [])]
    low = next((b["minimum"] for b in branches if "minimum" in b), None)
    high = next((b["maximum"] for b in branches if "maximum" in b), None)
    return low, high


def integer_fields(schema: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    fields = [
        (f"{name}.{prop}", node)
        for name, model in schema["components"]["schemas"].items()
        for prop, node in model.get("properties", {}).items()
    ]
    fields += [
        (f"{name} ?{p['name']}", {**p["schema"], **p})
        for name, op in operations(schema)
        for p in op.get("parameters", [])
    ]
    return [(where, node) for where, node in fields if "integer" in str(node.get("type")) + str(node.get("anyOf"))]


def test_ranges_in_descriptions_are_declared_in_the_schema(schema: dict[str, Any]) -> None:
    wrong = {}
    for where, node in integer_fields(schema):
        said = RANGE.search(node.get("description", ""))
        if said and integer_bounds(node) != (int(said[1]), int(said[2])):
            wrong[where] = (said[0], integer_bounds(node))
    assert wrong == {}
    recall = schema["components"]["schemas"]["RecallIn"]["properties"]["k"]
    assert (recall["minimum"], recall["maximum"]) == (1, 10)
