"""The words that name an AI reader, one list for the rules that ask whether a text speaks to it (round 41).

`patterns.ADDRESSES_ASSISTANT`, `orders.ADDRESSED`, `framing.ADDRESSED` and `markup`'s labels each kept their own copy
of these words, and the copies drifted (round 40 found "a.i." read in two of them and not the others). Each now reads
`AI` and adds only the words its own reading needs (`orders`: "agent", "model", "bot"; `framing`: "summariser",
"virtual assistant"; `markup`: "ia", "ki" and the plural label words). `requests.AI_NAMED` is a wider list of its own
(other languages, plurals) and stays there.

`END` is what follows a word of the list: "(?!\\w)", not "\\b". A dotted form ("a.i.") ends in a period, after which
"\\b" holds only before a letter ("a.i.b"), never before a space, a mark or the end (round 40's bug in `requests`).
After a word character the two are the same, so nothing but a dotted form reads differently.
"""

from __future__ import annotations

#: the AI by name, or as the assistant or a language model
AI = (
    r"(?:ai|a\.i\.|assistant|chat ?bot|chatgpt|gpt(?:-?\d\w*)?|claude|gemini|copilot|llm|language model|"
    r"ai (?:model|agent))"
)
#: the end of a word of `AI` (see the module docstring)
END = r"(?!\w)"
