"""The retrieval policy, rendered into the instruction text an agent is given."""

from __future__ import annotations

from opmem.memory.model import EffectivePolicy, RecordPolicy

_RECORD: dict[RecordPolicy, str] = {
    "every": "Record a memory for every conclusion you reach, benign ones included.",
    "non_benign": "Record a memory only when the conclusion is not benign (an incident, an observation, or an "
    "inconclusive result); do not record conclusions triaged as no problem.",
    "reusable": "Record a memory only when it is reusable: a cause, a fix, or a pattern that is known noise under "
    "stated conditions.",
}


def instructions(policy: EffectivePolicy) -> str:
    """The text added to the agent's instructions, so nobody restates the policy in the agent's prompt."""
    if policy.search_budget == 0:
        search = "Do not search memory during an investigation."
    else:
        plural = "search" if policy.search_budget == 1 else "searches"
        search = (
            f"Search memory near the start of each investigation, before looking at anything else. Spend about "
            f"{policy.search_budget} memory {plural} per investigation; search again only when a result gives you "
            "a specific reason to. An empty semantic result is not evidence that nothing similar happened: "
            "confirm with a text or timeline search when it matters."
        )
    lines = [
        search,
        _RECORD[policy.record],
        "Record once per investigation, when you reach a diagnosis; correct that memory if you disprove it. "
        "When a past memory describes what you see, read it in full and link your investigation to it instead of "
        "recording a duplicate. Never link to a memory a person marked wrong: treat its root cause as ruled out "
        "and record your own.",
        "Before adding an entity tag, list the values already in use for its key and reuse one if it fits.",
    ]
    if policy.extra_guidance and policy.extra_guidance.strip():
        lines.append(policy.extra_guidance.strip())
    return "\n\n".join(lines)
