import { Fragment } from 'react';

/** http(s) links in a comment; anything else stays text. Trailing punctuation is not the link's. */
const LINK = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'’]/g;

/** Splits text into plain runs and links, in order (exported for its unit test). */
export function splitLinks(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: match[0], href: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/**
 * A viewer's words rendered as React text (never HTML). Links open in a new tab and carry
 * rel="nofollow ugc noopener": user content earns no search ranking and cannot reach this page.
 */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, i) =>
        part.href ? (
          <a key={i} href={part.href} target="_blank" rel="nofollow ugc noopener">
            {part.text}
          </a>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
