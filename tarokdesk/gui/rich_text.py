"""User-supplied text (players' and sessions' names) in rich text: Qt renders any label,
message box or tooltip that looks like HTML as HTML, so a name like "<b>x</b>" would be drawn
bold, or hide the text after it. Every such text is escaped before it joins markup."""

from __future__ import annotations

import html


def escaped(text: str) -> str:
    return html.escape(text, quote=False)


def escaped_all(texts: list[str]) -> list[str]:
    return [escaped(text) for text in texts]


def plain_tip(text: str) -> str:
    """A tooltip that shows `text` as written (Qt takes a tooltip that looks like HTML for
    HTML): escaped, inside markup that keeps its line breaks."""
    return f"<p style='white-space:pre'>{html.escape(text, quote=False)}</p>"


def paragraphs_tip(*texts: str) -> str:
    """A tooltip of sentences, each its own paragraph, wrapped to the tooltip's width (a
    plain tooltip stays one line, however long)."""
    return "".join(f"<p>{escaped(text)}</p>" for text in texts if text)
