/**
 * Host markup of every widget the pages embed, in one place, so an attribute renamed by a
 * widget author is changed here once. Each function returns the exact `data-widget` element
 * a CMS editor would write (see widgets/<name>/README.md).
 */
import { html, type SafeHtml } from '../html.ts';

/** Generic host: `data-widget` plus data-* props (camelCase keys become kebab-case attributes). */
export function widgetHost(
  name: string,
  props: Record<string, string> = {},
  reserve?: HostReserve,
): SafeHtml {
  const attrs = Object.entries(props).map(
    ([key, value]) =>
      html` data-${key.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`)}="${value}"`,
  );
  return html`<div data-widget="${name}"${attrs}${reserve ? html` style="${reserveStyle(reserve)}"` : null}></div>`;
}

/**
 * What the server knows of a widget's content (its items, pages, text lengths) as CSS custom
 * properties on the host: site.css computes the host's min-height from them, so the widget
 * mounts into the height it takes and the page below it does not move (issue 26).
 */
export type HostReserve = Record<`--${string}`, number>;

export function reserveStyle(reserve: HostReserve): string {
  return Object.entries(reserve)
    .map(([property, value]) => `${property}: ${String(Math.max(0, Math.round(value)))}`)
    .join('; ');
}

/** Cookie layer (spec §4 Cookie layer); opened again by any [data-cookie-settings-open]. */
export const cookieConsentHost = () => widgetHost('cookie-consent', { privacyUrl: '/datenschutz' });

/**
 * One-time survey layer (spec §4 Survey, §7 Fragments): {path} becomes the first path segment
 * of the page or 'index'; `name` is the cookie set once the survey was shown.
 */
export const surveyLayerHost = (name: string) =>
  widgetHost('survey-layer', { url: '/ajax/survey/{path}.html', name });

/** The reserved heights of the list pages' hosts (their `reserve`), linked by those pages only. */
export const RESERVE_LISTS_CSS = '/assets/reserve-lists.css';
