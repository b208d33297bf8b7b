"""What a document's own plain HTML shows its reader (round 38): the text the detector reads beside the markup.

The fine-tuned detector learnt "an instruction wrapped in tags" from short orders in invented or HTML tags, and it names
a plain HTML e-mail, minutes page, FAQ or table the same way: on heldout24-30, 50 of the 114 benign file texts it alone
refused were read as that family, most of them ordinary HTML (docs/measured/guard.md, "Round 38"). When every tag of a
text is a standard HTML element that shows its text, with presentational attributes only, the markup says nothing to
the reader that the rendered text does not: `plain` gives that text, and the detector's refusal of the whole stands only
if its reading of the rendered text refuses too (`previews.Previews.rendered`).

Not plain (the whole text alone is read, as before): an HTML comment; an unknown or invented tag (`<note>`, `<task>`);
an element that hides, folds or shrinks its text or runs code (`details`, `summary`, `small`, `sub`, `sup`, `aside`,
`style`, `script`, `template`, `noscript`, `meta`, `font`); an attribute that styles, scripts or carries text of its
own (`style`, `on...`, `title`, `alt`, `content`, `data-*`, `aria-*`, `hidden`, anything not in `_ATTRIBUTES`); a class
or id that names hiding (`hidden`, `sr-only`, `d-none`, `collapse`, `invisible`, `offscreen`).
"""

from __future__ import annotations

import html
import re

#: Standard elements that show their text as it is.
_ELEMENTS = frozenset((
    "html", "head", "body", "title", "p", "br", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "div", "span", "a", "b", "i",
    "u", "em", "strong", "ul", "ol", "li", "dl", "dt", "dd", "table", "thead", "tbody", "tfoot", "tr", "th", "td",
    "caption", "blockquote", "pre", "code", "section", "article", "header", "footer", "nav", "main", "figure",
    "figcaption", "img",
))  # fmt: skip
#: Presentational or structural attributes: they carry no text shown to a reader.
_ATTRIBUTES = frozenset((
    "class", "id", "dir", "lang", "href", "src", "colspan", "rowspan", "align", "valign", "width", "height", "border",
    "cellpadding", "cellspacing",
))  # fmt: skip
_TAG = re.compile(r"<(/?)([A-Za-z][\w:.-]*)((?:\s+[^<>]*?)?)\s*/?>")
_ATTRIBUTE = re.compile(r"""([^\s=/]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?""")
_HIDING = re.compile(r"hid|invisible|sr-only|d-none|collapse|offscreen|visually", re.IGNORECASE)
_SPACES = re.compile(r"[ \t]+")


def plain(text: str) -> str | None:
    """The text `text`'s HTML renders, when all of its markup is plain (module docstring); None when it has no tag,
    any markup that is not plain, or renders nothing."""
    tags = _TAG.findall(text)
    if not tags or "<!--" in text:
        return None
    if not all(name.lower() in _ELEMENTS and _plain_attributes(attributes) for _, name, attributes in tags):
        return None
    shown = html.unescape(_TAG.sub(" ", text))
    return "\n".join(line for line in (_SPACES.sub(" ", s).strip() for s in shown.splitlines()) if line) or None


def _plain_attributes(attributes: str) -> bool:
    for name, value in _ATTRIBUTE.findall(attributes):
        if name.lower() not in _ATTRIBUTES:
            return False
        if name.lower() in ("class", "id") and _HIDING.search(value):
            return False
    return True
