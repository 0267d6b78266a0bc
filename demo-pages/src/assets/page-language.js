// The language switch without a reload, for the CMS's own texts. The switch in the header
// (navigation-flyout) changes every widget at once, writes the language cookie and then announces
// `anstoss:languageChanged` on document. This script fetches the same page again (the server
// renders it in the cookie's language) and carries its texts over into the page in place:
// text nodes, a few text attributes (aria-label, title, placeholder, alt, label) and `lang`.
// Elements stay where they are, so listeners of the runtime's behaviours and every widget stay
// untouched; scripts and templates are skipped. A widget host's inside belongs to its widget:
// only its data-* attributes and its props script are carried over where the server wrote them
// in the other language (the match tabs' labels in data-items, a chart's series names in the
// props JSON): the runtime passes changed props to the widget, which renders them, and the tabs
// load their open panel again, now in the new language. Elements added by scripts since the
// page loaded are passed over (children are paired by tag and id, in order).
const TEXT_ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt', 'label'];
const SKIP = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'svg']);

/** Direct text children that carry more than white space. */
function texts(element) {
  return [...element.childNodes].filter(
    (node) => node.nodeType === Node.TEXT_NODE && node.data.trim() !== '',
  );
}

function sameKind(a, b) {
  return a.tagName === b.tagName && a.id === b.id;
}

function syncAttributes(current, next) {
  for (const name of TEXT_ATTRIBUTES) {
    const value = next.getAttribute(name);
    if (value !== null && current.getAttribute(name) !== value) current.setAttribute(name, value);
  }
  const lang = next.getAttribute('lang');
  if (lang === null) current.removeAttribute('lang');
  else if (current.getAttribute('lang') !== lang) current.setAttribute('lang', lang);
}

const PROPS_SCRIPT = ':scope > script[type="application/json"][data-props]';

/**
 * A widget host's data-* attributes and props script as the server writes them now (never its
 * state). The props script carries what an attribute cannot: JSON such as a chart's series
 * names, a cup tree's rounds or the news filters' labels. The widget has long replaced the
 * script it read, so the new one goes into the host (as the server's did, first) and the runtime
 * renders the widget with it; the runtime skips the render when nothing changed, so a widget
 * keeps its state.
 */
function syncHost(current, next) {
  if (current.getAttribute('data-widget') !== next.getAttribute('data-widget')) return;
  for (const { name, value } of next.attributes) {
    if (!name.startsWith('data-') || name === 'data-widget-state') continue;
    if (current.getAttribute(name) !== value) current.setAttribute(name, value);
  }
  const script = next.querySelector(PROPS_SCRIPT);
  if (!script) return;
  // The parsed page's own node, moved (not a copy, not a string): its text came from the
  // parser, so Trusted Types let it in (a cloned or written script text is blocked and logged).
  const old = current.querySelector(PROPS_SCRIPT);
  if (old) old.replaceWith(script);
  else current.prepend(script);
}

export function sync(current, next) {
  if (SKIP.has(current.tagName)) return;
  if (current.hasAttribute('data-widget')) {
    syncHost(current, next);
    return;
  }
  syncAttributes(current, next);
  const currentTexts = texts(current);
  const nextTexts = texts(next);
  if (currentTexts.length === nextTexts.length) {
    currentTexts.forEach((node, i) => {
      const data = nextTexts[i].data;
      if (node.data !== data) node.data = data;
    });
  }
  const children = [...current.children];
  let from = 0;
  for (const nextChild of next.children) {
    let at = from;
    while (at < children.length && !sameKind(children[at], nextChild)) at++;
    if (at === children.length) continue;
    sync(children[at], nextChild);
    from = at + 1;
  }
}

/** The page as the server renders it now (XHR's document: no HTML string reaches a sink). */
function fetchPage() {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('GET', location.href);
    request.responseType = 'document';
    request.setRequestHeader('Accept', 'text/html');
    request.onload = () =>
      request.status === 200 && request.response
        ? resolve(request.response)
        : reject(new Error(`HTTP ${request.status}`));
    request.onerror = () => reject(new Error('network error'));
    request.send();
  });
}

let pending = 0;
document.addEventListener('anstoss:languageChanged', () => {
  const run = ++pending;
  // The switch writes the cookie right after announcing the change: read the page after that.
  setTimeout(() => {
    fetchPage()
      .then((next) => {
        if (run !== pending) return; // a newer switch is on its way
        document.documentElement.lang = next.documentElement.lang;
        document.title = next.title;
        sync(document.body, next.body);
      })
      .catch((error) => console.warn('[anstoss-cms] page language:', error));
  }, 0);
});
