"""Memory texts as an agent is shown them: through the preview guard, or withheld with the reason.

A memory's title and a reviewer's note are written by other agents and people, and an entity tag's value is
read out of a signal's payload; all three reach the agent that gets a related-history digest, so each passes
`opmem.quarantine.shown.ShownGuard` like every other third-party text (see the design's rule).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from opmem.memory.model import Tag
from opmem.quarantine.shown import ShownGuard

if TYPE_CHECKING:
    from opmem.memory.digest import DigestLine


def shown_tag(shown: ShownGuard, tag: Tag) -> Tag:
    """A tag with its value through the guard (the key is a configured name)."""
    return Tag(tag.key, shown.text(tag.value, "tag value"))


def shown_line(shown: ShownGuard, line: DigestLine) -> DigestLine:
    """A digest line with its title, tag value and reviewer's note through the guard."""
    note = line.wrong_note
    return replace(
        line,
        title=shown.text(line.title, "memory title"),
        tag=shown_tag(shown, line.tag),
        wrong_note=shown.text(note, "reviewer's note") if note else note,
    )
