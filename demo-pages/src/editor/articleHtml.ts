/**
 * The server's own sanitising of article HTML from the article editor (issue 16): whatever the
 * client sent, only p, h3, blockquote, strong, em, br and a (href with http, https, mailto, tel
 * or a same-site path; rel only "nofollow") are stored, and the spec §5 nesting rules hold
 * (no link in h3 or blockquote, no h3 and blockquote inside each other). sanitize-html does
 * the allowlist; a second pass over its well-formed output enforces the nesting.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h3', 'blockquote', 'strong', 'em', 'br', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Old markup: b/i become strong/em, other headings h3.
  transformTags: {
    b: 'strong',
    i: 'em',
    h1: 'h3',
    h2: 'h3',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    a: (tagName, attribs) => {
      const out: Record<string, string> = {};
      if (attribs.href !== undefined) out.href = attribs.href;
      if (/\bnofollow\b/i.test(attribs.rel ?? '')) out.rel = 'nofollow';
      return { tagName, attribs: out };
    },
  },
};

const TAG = /<(\/?)(p|h3|blockquote|strong|em|br|a)\b[^>]*>/g;

/** Drops tags that would break the nesting rules; their text stays. Input: sanitize-html output. */
export function enforceNesting(html: string): string {
  const open: string[] = [];
  const dropped: string[] = [];
  return html.replace(TAG, (tag, closing: string, name: string) => {
    if (name === 'br') return tag;
    if (closing) {
      const i = open.lastIndexOf(name);
      if (i >= 0 && dropped[i] === 'keep') {
        open.splice(i);
        dropped.splice(i);
        return tag;
      }
      if (i >= 0) {
        open.splice(i);
        dropped.splice(i);
      }
      return '';
    }
    const inBlock = open.some(
      (t, i) => (t === 'h3' || t === 'blockquote') && dropped[i] === 'keep',
    );
    const forbidden =
      // A link whose address was refused keeps its text only.
      (name === 'a' && !/\shref="/.test(tag)) ||
      (inBlock && (name === 'a' || name === 'h3' || name === 'blockquote')) ||
      (name === 'a' && open.some((t, i) => t === 'a' && dropped[i] === 'keep'));
    open.push(name);
    dropped.push(forbidden ? 'drop' : 'keep');
    return forbidden ? '' : tag;
  });
}

export function sanitizeArticleHtml(html: string): string {
  return enforceNesting(sanitizeHtml(html, OPTIONS)).trim();
}

/** The article's text length (what the editor counts): tags and entities read as characters. */
export function articleTextLength(html: string): number {
  return sanitizeHtml(html.replace(/<\/(p|h3|blockquote)>/g, ''), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&(amp|lt|gt|quot|#39);/g, '_')
    .replace(/\n/g, '').length;
}
