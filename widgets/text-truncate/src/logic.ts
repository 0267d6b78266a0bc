export interface TruncatedText {
  /** What shows while collapsed (followed by an ellipsis when `rest` is not empty). */
  head: string;
  /** The remainder; `head + rest` is always exactly the original text. */
  rest: string;
}

/**
 * Cuts `text` to at most `maxLength` characters at the last word boundary, so no word is split.
 * A single word longer than the limit is cut inside the word (there is no boundary to use).
 * Whitespace and a trailing comma, semicolon, colon or dash before the cut move into `rest`, so
 * the ellipsis follows a word directly ("Das Spiel…", not "Das Spiel, …").
 */
export function truncateAtWord(text: string, maxLength: number): TruncatedText {
  if (text.length <= maxLength) return { head: text, rest: '' };
  let cut = maxLength;
  // The cut falls at a boundary when the character after it is whitespace.
  if (!/\s/.test(text.charAt(cut))) {
    const boundary = text.slice(0, cut + 1).search(/\s\S*$/);
    if (boundary > 0) cut = boundary;
  }
  const head = text.slice(0, cut).replace(/[\s,;:–-]+$/u, '');
  if (head.length === 0) return { head: text.slice(0, maxLength), rest: text.slice(maxLength) };
  return { head, rest: text.slice(head.length) };
}
