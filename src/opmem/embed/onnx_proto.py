"""Just enough of the ONNX protobuf wire format to write an inference graph, without the `onnx` package.

Importing `onnx` costs ~0.8 s of CPU (more than building the whole graph), and it is ~50 MB with its
dependencies; ONNX Runtime only needs the serialized bytes. The field numbers are those of onnx.proto3
(ModelProto, GraphProto, NodeProto, AttributeProto, TensorProto, ValueInfoProto); tests/test_bert_graph.py
parses the output with the real `onnx` package when it is installed.
"""

from __future__ import annotations

import struct
from collections.abc import Iterable, Mapping, Sequence

import numpy as np
import numpy.typing as npt

FLOAT, UINT8, INT8, INT32, INT64 = 1, 2, 3, 6, 7  # TensorProto.DataType
_ATTR_FLOAT, _ATTR_INT, _ATTR_INTS = 1, 2, 7  # AttributeProto.AttributeType
_ELEMENT = {np.dtype(np.float32): FLOAT, np.dtype(np.uint8): UINT8, np.dtype(np.int8): INT8, np.dtype(np.int64): INT64}


def _varint(value: int) -> bytes:
    if value < 0:
        value += 1 << 64  # int64 fields encode negatives as ten-byte two's complement
    out = bytearray()
    while True:
        low = value & 0x7F
        value >>= 7
        if value:
            out.append(low | 0x80)
        else:
            out.append(low)
            return bytes(out)


def _key(field: int, wire: int) -> bytes:
    return _varint(field << 3 | wire)


def _int(field: int, value: int) -> bytes:
    return _key(field, 0) + _varint(value)


def _bytes(field: int, value: bytes) -> bytes:
    return _key(field, 2) + _varint(len(value)) + value


def _str(field: int, value: str) -> bytes:
    return _bytes(field, value.encode())


def attribute(name: str, value: float | int | Sequence[int]) -> bytes:
    if isinstance(value, float):
        return _str(1, name) + _key(2, 5) + struct.pack("<f", value) + _int(20, _ATTR_FLOAT)
    if isinstance(value, int):
        return _str(1, name) + _int(3, value) + _int(20, _ATTR_INT)
    return _str(1, name) + b"".join(_int(8, v) for v in value) + _int(20, _ATTR_INTS)


def node(
    op_type: str, inputs: Iterable[str], outputs: Iterable[str], attributes: Iterable[bytes] = (), domain: str = ""
) -> bytes:
    """A NodeProto; `domain` "" is the standard ONNX operator set, "com.microsoft" ONNX Runtime's contrib ops."""
    body = b"".join(_str(1, name) for name in inputs) + b"".join(_str(2, name) for name in outputs)
    body += _str(4, op_type) + b"".join(_bytes(5, attr) for attr in attributes)
    return body + (_str(7, domain) if domain else b"")


def tensor(name: str, array: npt.NDArray[np.generic]) -> bytes:
    contiguous = np.ascontiguousarray(array)
    if contiguous.dtype not in _ELEMENT:
        raise ValueError(f"initializer {name}: dtype {contiguous.dtype} is not float32, int8 or int64")
    dims = b"".join(_int(1, int(d)) for d in contiguous.shape)
    little = np.ascontiguousarray(contiguous.astype(contiguous.dtype.newbyteorder("<"), copy=False))
    raw = little.data.cast("B")  # joined below without an intermediate copy (all-mpnet-base-v2: 438 MB)
    header = dims + _int(2, _ELEMENT[contiguous.dtype]) + _str(8, name) + _key(9, 2) + _varint(raw.nbytes)
    return b"".join([header, raw])


def value_info(name: str, element: int, dims: Sequence[int | str]) -> bytes:
    shape = b"".join(_bytes(1, _int(1, d) if isinstance(d, int) else _str(2, d)) for d in dims)
    tensor_type = _int(1, element) + _bytes(2, shape)
    return _str(1, name) + _bytes(2, _bytes(1, tensor_type))


def model(
    *,
    name: str,
    nodes: Iterable[bytes],
    initializers: Iterable[bytes],
    inputs: Iterable[bytes],
    outputs: Iterable[bytes],
    opset: int,
    domains: Mapping[str, int] | None = None,
    ir_version: int = 8,
    producer: str = "opmem",
) -> bytes:
    # Field headers are written beside their payloads and everything is joined once at the end: concatenating a
    # few hundred MB of initializers level by level would copy them at every level.
    graph = [_bytes(1, n) for n in nodes] + [_str(2, name)]
    for t in initializers:
        graph += [_key(5, 2) + _varint(len(t)), t]
    graph += [_bytes(11, v) for v in inputs] + [_bytes(12, v) for v in outputs]
    imports = [_bytes(8, _str(1, "") + _int(2, opset))]  # the standard operator set, and any other domain used
    imports += [_bytes(8, _str(1, domain) + _int(2, version)) for domain, version in (domains or {}).items()]
    size = sum(len(part) for part in graph)
    head = _int(1, ir_version) + _str(2, producer) + _key(7, 2) + _varint(size)
    return b"".join([head, *graph, *imports])
