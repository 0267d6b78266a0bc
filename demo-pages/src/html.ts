/**
 * The one way pages are written: `html` escapes every interpolated value unless it is already
 * SafeHtml (the result of another `html` call or of `raw`). Arrays are joined, and null,
 * undefined and false render as nothing, so conditionals and lists read naturally.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (ch) => ESCAPES[ch] ?? ch);
}

export type HtmlValue =
  SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map((v: HtmlValue) => render(v)).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  for (let i = 0; i < values.length; i++) out += render(values[i]) + (strings[i + 1] ?? '');
  return new SafeHtml(out);
}

/** Marks trusted markup (our own constants only, never request or database text). */
export function raw(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

/**
 * JSON for inside a <script> element: '<', '>', '&' and the JavaScript line separators are
 * written as \\u escapes, so no value can close the script element or start a comment.
 */
export function jsonForScript(value: unknown): SafeHtml {
  const json = JSON.stringify(value) ?? 'null';
  return new SafeHtml(
    json.replace(
      /[<>&\u2028\u2029]/g,
      (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
    ),
  );
}

/** Text with paragraphs separated by blank lines, as <p> elements. */
export function paragraphs(text: string): SafeHtml {
  return html`${text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => html`<p>${p}</p>`)}`;
}
