/**
 * Marks a widget host with the language its widget speaks (issue 18, item 5; WCAG 3.1.2). A CMS
 * may render an English page whose content area stays German (`<main lang="de">`); widgets there
 * speak English, so their host needs `lang="en"` or screen readers read English with German
 * pronunciation. The attribute is set only where the language differs from the one the host
 * inherits, and an editor's own `lang` on the host is never touched.
 */

/**
 * Hosts whose `lang` the runtime set (and may change or remove again). Kept here, not as a
 * data-* attribute: a changed data-* attribute re-renders the widget.
 */
const ours = new WeakSet<Element>();

/** The primary subtag, lower case: 'de-DE' → 'de'. */
function primary(lang: string): string {
  return lang.trim().toLowerCase().split('-')[0] ?? '';
}

/** The language a host inherits from its ancestors ('' when none says). */
export function inheritedLanguage(host: Element): string {
  // A host not (yet) in the page speaks the document's language.
  const from = host.parentElement?.closest('[lang]') ?? host.ownerDocument.documentElement;
  return from.getAttribute('lang') ?? '';
}

/** The `lang` the host needs, or null when it inherits the right one. */
export function hostLanguage(inherited: string, active: string): string | null {
  return primary(inherited) === primary(active) ? null : active;
}

/** Sets, changes or removes the host's `lang` for the active language. */
export function applyHostLanguage(host: Element, active: string): void {
  if (host.hasAttribute('lang') && !ours.has(host)) return; // the editor decided
  const wanted = hostLanguage(inheritedLanguage(host), active);
  if (wanted) {
    if (host.getAttribute('lang') !== wanted) host.setAttribute('lang', wanted);
    ours.add(host);
  } else if (ours.has(host)) {
    host.removeAttribute('lang');
    ours.delete(host);
  }
}
