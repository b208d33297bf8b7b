from __future__ import annotations

import pytest

from opmem.errors import InvalidInput
from opmem.memory import DEFAULT_MAPPINGS, Tag, TagMapping
from opmem.memory.tags import derive, parse_path, resolve


def test_paths_parse_and_resolve() -> None:
    payload = {"a": {"b": [{"c": "x"}, {"c": 7}], "flag": True, "empty": "  ", "obj": {"k": 1}}}
    assert parse_path("$.a.b[1].c") == ("a", "b", 1, "c")
    assert resolve(payload, "$.a.b[0].c") == "x"
    assert resolve(payload, "$.a.b[1].c") == "7"
    assert resolve(payload, "$.a.flag") == "true"
    assert resolve(payload, "$.a.empty") is None
    assert resolve(payload, "$.a.obj") is None
    assert resolve(payload, "$.a.b[5].c") is None
    assert resolve(payload, "$.missing.deep") is None
    with pytest.raises(InvalidInput, match="must start with"):
        parse_path("a.b")
    with pytest.raises(InvalidInput, match="malformed"):
        parse_path("$.a..b")


def test_first_resolving_path_wins() -> None:
    mapping = TagMapping((("entity:service", ("$.svc", "$.service", "$.app")),))
    tags = derive([("webhook", {"service": "second", "app": "third"})], {"webhook": mapping})
    assert Tag("entity:service", "second") in tags and Tag("entity:service", "third") not in tags


def test_shipped_mappings() -> None:
    assert set(DEFAULT_MAPPINGS) == {"log_pattern", "webhook", "manual"}
    assert [k for k, _ in DEFAULT_MAPPINGS["log_pattern"].keys] == [
        "entity:pipeline",
        "entity:pattern",
        "entity:service",
        "entity:environment",
        "entity:k8s_namespace",
    ]
    assert [k for k, _ in DEFAULT_MAPPINGS["webhook"].keys] == ["entity:integration", "entity:service", "entity:host"]
    assert derive([("manual", {"service": "checkout"})], {}) == (Tag("signal:type", "manual"),)
    hook = derive([("webhook", {"payload": {"service": "api", "host": "h1"}, "integration": {"name": "dd"}})], {})
    assert [str(t) for t in hook] == [
        "entity:host=h1",
        "entity:integration=dd",
        "entity:service=api",
        "signal:type=webhook",
    ]


def test_tag_text_form() -> None:
    assert Tag.parse("entity:service=checkout") == Tag("entity:service", "checkout")
    assert str(Tag("entity:service", "a=b")) == "entity:service=a=b"
    assert Tag.parse("entity:service=a=b").value == "a=b"
