"""Quarantine for uploaded files: agents ask questions, a tool-less reader answers, and a guard checks the answer.

The file's text never reaches an agent directly; what does reach it (answers, quotes, previews) passed the guard.
"""

from opmem.quarantine.guard import (
    CHECKS,
    REFUSAL,
    Check,
    CheckName,
    Verdict,
    check_answer,
    check_preview,
    normalise,
)
from opmem.quarantine.readers import (
    NO_MATCH,
    ExtractiveReader,
    OpenAIChatReader,
    Passage,
    Reader,
    ReaderAnswer,
    ReaderError,
    select_passages,
)

__all__ = [
    "CHECKS",
    "NO_MATCH",
    "REFUSAL",
    "Check",
    "CheckName",
    "ExtractiveReader",
    "OpenAIChatReader",
    "Passage",
    "Reader",
    "ReaderAnswer",
    "ReaderError",
    "Verdict",
    "check_answer",
    "check_preview",
    "normalise",
    "select_passages",
]
