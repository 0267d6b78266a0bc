/**
 * The article editor's rules as plain functions (spec §2 Forms and editor, §4 Date pickers,
 * §5 Rich-text editor, Character counts, Dates, §9 Editor). No DOM, no Lexical: the plugins and
 * the view call these.
 */

/** Spec §9 Editor: 20000 characters, height 300, language de. */
export const MAX_CHARS = 20_000;
export const EDITOR_HEIGHT = 300;

/** The block kinds an article may hold (spec §5: only paragraph, h3 heading and blockquote). */
export type BlockType = 'paragraph' | 'h3' | 'quote';
/** Node kinds the nesting rules speak about. */
export type NodeKind = 'root' | 'paragraph' | 'h3' | 'quote' | 'link' | 'listitem' | 'text';

/**
 * Spec §5 forbidden nesting: blockquote inside h3, h3 inside blockquote, links inside
 * blockquote or h3, blockquote inside a list item. Everything else is left to Lexical.
 */
const FORBIDDEN: ReadonlyArray<readonly [parent: NodeKind, child: NodeKind]> = [
  ['h3', 'quote'],
  ['quote', 'h3'],
  ['quote', 'link'],
  ['h3', 'link'],
  ['listitem', 'quote'],
];

export function mayNest(parent: NodeKind, child: NodeKind): boolean {
  return !FORBIDDEN.some(([p, c]) => p === parent && c === child);
}

/** A toolbar action is offered only where its result may stand (links: not in h3/quote). */
export function linkAllowedIn(blocks: readonly BlockType[]): boolean {
  return blocks.length > 0 && blocks.every((block) => mayNest(block, 'link'));
}

/**
 * Characters counted against the limit: the text a reader sees, without the line breaks
 * between blocks (an empty article counts 0; every letter, space and punctuation counts 1
 * UTF-16 unit, as the browser's maxlength does).
 */
export function countCharacters(text: string): number {
  return text.replace(/\r?\n/g, '').length;
}

/** Spec §5: the status bar shows the characters remaining (never below 0). */
export function remaining(count: number, max = MAX_CHARS): number {
  return Math.max(0, max - count);
}

/**
 * Whether a change from `before` to `after` characters is allowed: anything that stays within
 * the limit, and anything that shrinks (deleting from an over-long legacy article must work).
 */
export function acceptsChange(before: number, after: number, max = MAX_CHARS): boolean {
  return after <= max || after < before;
}

/**
 * A paste replaces the selected characters with the pasted ones; a paste that would go over the
 * limit is refused as a whole (nothing is cut, nothing already written is lost).
 */
export function acceptsPaste(current: number, selected: number, pasted: number, max = MAX_CHARS) {
  return current - selected + pasted <= max;
}

/**
 * Plain text of a paste: line endings unified, non-breaking and zero-width spaces of Word and
 * Google Docs normalised, control characters (except tab and newline) dropped, runs of 3+
 * newlines collapsed to a blank line.
 */
export function normalisePastedText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      .replace(/\u00a0/g, ' ')
      .replace(/[\u200b-\u200d\ufeff]/g, '')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/\n{3,}/g, '\n\n')
  );
}

// ---- the document model the HTML is written from and read into ----------------------------

export interface TextRun {
  kind: 'text';
  text: string;
  bold?: boolean;
  italic?: boolean;
}
export interface LinkRun {
  kind: 'link';
  href: string;
  nofollow: boolean;
  children: TextRun[];
}
export interface BreakRun {
  kind: 'break';
}
export type Inline = TextRun | LinkRun | BreakRun;
export interface Block {
  type: BlockType;
  children: Inline[];
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** Only these link targets are written (same list as the portal's link-scheme guard). */
export function safeHref(raw: string): string | null {
  const href = raw.trim();
  if (href === '') return null;
  if (/^(\/(?!\/)|#)/.test(href)) return href;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\s]/.test(href)) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  return scheme && ['http', 'https', 'mailto', 'tel'].includes(scheme) ? href : null;
}

function textHtml(run: TextRun): string {
  let html = escapeHtml(run.text);
  if (run.italic) html = `<em>${html}</em>`;
  if (run.bold) html = `<strong>${html}</strong>`;
  return html;
}

const TAG: Record<BlockType, string> = { paragraph: 'p', h3: 'h3', quote: 'blockquote' };

/**
 * The article body as HTML: only p, h3, blockquote, strong, em, br and a (href, rel=nofollow).
 * Links inside h3 or blockquote are written as their text (spec §5 forbidden nesting), so even
 * a model built by hand cannot produce a forbidden nesting. The server sanitises it again.
 */
export function blocksToHtml(blocks: readonly Block[]): string {
  return blocks
    .map((block) => {
      const inner = block.children
        .map((run) => {
          if (run.kind === 'break') return '<br>';
          if (run.kind === 'text') return textHtml(run);
          const text = run.children.map(textHtml).join('');
          const href = safeHref(run.href);
          if (!href || !mayNest(block.type, 'link')) return text;
          const rel = run.nofollow ? ' rel="nofollow"' : '';
          return `<a href="${escapeHtml(href)}"${rel}>${text}</a>`;
        })
        .join('');
      return `<${TAG[block.type]}>${inner}</${TAG[block.type]}>`;
    })
    .filter((html) => html !== '<p></p>' || blocks.length === 1)
    .join('');
}

/** The plain text of a block model, for counting. */
export function blocksText(blocks: readonly Block[]): string {
  return blocks
    .map((block) =>
      block.children
        .map((run) =>
          run.kind === 'break'
            ? '\n'
            : run.kind === 'text'
              ? run.text
              : run.children.map((c) => c.text).join(''),
        )
        .join(''),
    )
    .join('\n\n');
}

// ---- publisher dates (spec §2, §4 Date pickers, §5 Dates) ----------------------------------

export type IsoDay = string;

export interface Visibility {
  visible: boolean;
  publishFrom: IsoDay | null;
  publishTo: IsoDay | null;
}

/**
 * Spec §4 Date pickers: the visibility checkbox enables the publisher dates; when it switches
 * them on and a date is empty, that date is set to today if the page asks for it.
 */
export function toggleVisibility(
  current: Visibility,
  visible: boolean,
  today: IsoDay,
  fillToday: boolean,
): Visibility {
  if (!visible) return { ...current, visible };
  return {
    visible,
    publishFrom: current.publishFrom ?? (fillToday ? today : null),
    publishTo: current.publishTo,
  };
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Spec §5 Dates: a date must be a real calendar day in yyyy-MM-dd and within min/max. */
export function validDay(day: string, min?: IsoDay | null, max?: IsoDay | null): boolean {
  const m = ISO.exec(day);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d)
    return false;
  if (min && day < min) return false;
  if (max && day > max) return false;
  return true;
}

/** The dates problem to show, or null: each date valid, and 'to' not before 'from'. */
export function visibilityProblem(
  v: Visibility,
  min?: IsoDay | null,
  max?: IsoDay | null,
): 'from' | 'to' | 'order' | null {
  if (!v.visible) return null;
  if (v.publishFrom !== null && !validDay(v.publishFrom, min, max)) return 'from';
  if (v.publishTo !== null && !validDay(v.publishTo, min, max)) return 'to';
  if (v.publishFrom && v.publishTo && v.publishTo < v.publishFrom) return 'order';
  return null;
}

/** Spec §9: the year range of the publisher pickers spans 20 years, centred on today. */
export const YEAR_RANGE = 20;
export function yearRange(today: IsoDay, span = YEAR_RANGE): { from: number; to: number } {
  const year = Number(today.slice(0, 4));
  return { from: year - span / 2, to: year + span / 2 };
}

/** The day as yyyy-MM-dd in the portal's time zone, for a clock reading. */
export function isoDay(date: Date, timeZone = 'Europe/Berlin'): IsoDay {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

// ---- voting section (spec §2 Forms and editor) ---------------------------------------------

/** Voting durations offered by the radio group, in days. */
export const VOTING_DURATIONS = [3, 7, 14, 30] as const;
export type VotingDuration = (typeof VOTING_DURATIONS)[number];

export function isVotingDuration(value: number): value is VotingDuration {
  return (VOTING_DURATIONS as readonly number[]).includes(value);
}
