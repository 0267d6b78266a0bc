/**
 * The initial tab's panel as the server rendered it into the host:
 * `<div class="ast-tabs__server-panel" data-panel-url="{the tab's url}">…</div>`. It came with
 * the page and is trusted as the page is, so the widget shows its nodes as they are: no request,
 * no sanitiser (DOMPurify loads only when a later tab is chosen).
 */
const SELECTOR = ':scope > [data-panel-url]';

/**
 * The runtime of today empties a host when it publishes it, before its widget renders; the
 * server panels of the hosts already on the page are noted when this chunk loads (the runtime
 * loads a widget's chunk before it publishes its hosts). A runtime that keeps a host's server
 * content until the widget's commit hands them over at render (`host.querySelector`).
 */
const noted = new WeakMap<Element, Element>();

export function noteServerPanels(root: ParentNode): void {
  for (const host of root.querySelectorAll('[data-widget="tabs"]')) {
    const panel = host.querySelector(SELECTOR);
    if (panel) noted.set(host, panel);
  }
}

/** The server panel's nodes if it belongs to the tab with this url, else undefined. */
export function serverPanelNodes(host: Element, url: string | undefined): ChildNode[] | undefined {
  if (!url) return undefined;
  const panel = host.querySelector(SELECTOR) ?? noted.get(host);
  if (!panel || panel.getAttribute('data-panel-url') !== url) return undefined;
  return [...panel.childNodes];
}
