"""Schemathesis against the live app's OpenAPI document, with a real token: every operation, positive and
negative data, a fixed seed and a bounded number of examples. No 5xx, no response outside its documented schema
or statuses, and no request that violates the schema accepted."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import schemathesis
from fastapi import FastAPI
from hypothesis import HealthCheck, Phase, assume, given, settings
from hypothesis.errors import Unsatisfiable
from schemathesis.generation import GenerationMode
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    negative_data_rejection,
    response_schema_conformance,
    status_code_conformance,
)
from test_api import SEED, TENANT

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.settings import Settings
from opmem.surfaces.api import create_app
from opmem.types import CAPABILITIES

# Examples per operation. In a run of 50 of each, every status code the negative data reached after its 30th case
# (a 409 or 404 in three operations) the positive data reached too; the positive data keeps 50 (an endorsement's
# 200 first came at its 31st case, a pursuit's 400 at its 42nd).
EXAMPLES = {GenerationMode.POSITIVE: 50, GenerationMode.NEGATIVE: 30}


def negative_data_rejected(ctx: Any, response: Any, case: Any) -> bool | None:
    """Schema-violating data must be refused; a 413 (the body over the JSON limit, with what to send instead) is a
    refusal too, though schemathesis's default list of rejection statuses leaves it out: negative data can be an
    oversized body (a string of a million escapes broke `PUT /v1/records` this way)."""
    if response.status_code == 413:
        return None
    return negative_data_rejection(ctx, response, case)


CHECKS = (
    schemathesis.checks.not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
    negative_data_rejected,
)


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[FastAPI, dict[str, str]]]:
    data_dir: Path = tmp_path_factory.mktemp("fuzz")
    model = "fake:hash-64"
    opmem = Opmem(Settings(data_dir=data_dir, default_embedding=model), embedders={model: FakeEmbedder()})
    tables = list(opmem.tables(TENANT))
    opmem.create_principal(TENANT, "fuzzer", grants=tables, capabilities=CAPABILITIES)
    opmem.upsert_records(SEED)
    headers = {"Authorization": f"Bearer {opmem.issue_token(TENANT, 'fuzzer')}"}
    yield create_app(opmem, mount_mcp=False), headers
    opmem.close()


def _fuzz(operation: Any, mode: GenerationMode, headers: dict[str, str]) -> None:
    @settings(
        max_examples=EXAMPLES[mode],
        derandomize=True,
        deadline=None,
        database=None,
        phases=[Phase.explicit, Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    @given(case=operation.as_strategy(generation_mode=mode))
    def run(case: Any) -> None:
        # A query value of [] or None is not sent at all, so a "negative" case built on one arrives valid: the
        # check would then blame the server for accepting a request it never received.
        assume(not any(value is None or value == [] for value in (case.query or {}).values()))
        response = case.call(headers=headers)
        case.validate_response(response, checks=CHECKS)

    run()


@pytest.mark.parametrize("mode", list(GenerationMode), ids=lambda mode: mode.value)
def test_every_operation_survives_fuzzing(served: tuple[FastAPI, dict[str, str]], mode: GenerationMode) -> None:
    """One item per mode of data, so that the two can run on different workers."""
    app, headers = served
    schema = schemathesis.openapi.from_asgi("/openapi.json", app)
    failures: list[str] = []
    operations = 0
    for result in schema.get_all_operations():
        operation = result.ok()
        if operation.path == "/readyz":
            continue  # its 503 is an answer ("not ready", with the failing check), tested in test_ops
        operations += 1
        try:
            _fuzz(operation, mode, headers)
        except Unsatisfiable:
            continue  # no data of this mode exists for the operation (e.g. nothing negative to send)
        except (Exception, BaseExceptionGroup) as exc:  # collect every operation's failure, not the first
            failures.append(f"{mode.value} {operation.label}: {str(exc)[:1500]}")
    assert operations >= 50
    assert not failures, f"{len(failures)} failures:\n\n" + "\n\n".join(failures)


def test_every_protected_operation_declares_the_bearer_scheme(served: tuple[FastAPI, dict[str, str]]) -> None:
    app, _ = served
    paths = app.openapi()["paths"]
    undeclared = [
        f"{method.upper()} {path}"
        for path, operations in paths.items()
        if path.startswith("/v1/")
        for method, operation in operations.items()
        if {"bearer": []} not in operation.get("security", [])
    ]
    assert paths and not undeclared
