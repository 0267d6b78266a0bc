/**
 * The initial tab's panel as the server rendered it into the host:
 * `<div class="ast-tabs__server-panel" data-panel-url="{the tab's url}">…</div>`. It came with
 * the page and is trusted as the page is, so the widget shows its nodes as they are: no request,
 * no sanitiser (DOMPurify loads only when a later tab is chosen).
 */
const SELECTOR = ':scope > [data-panel-url]';

/** The server panel's nodes if it belongs to the tab with this url, else undefined. */
export function serverPanelNodes(host: Element, url: string | undefined): ChildNode[] | undefined {
  if (!url) return undefined;
  // The runtime keeps a host's server content until the commit that shows its widget
  // (packages/runtime README), so it is still in the host while the widget first renders.
  const panel = host.querySelector(SELECTOR);
  if (!panel || panel.getAttribute('data-panel-url') !== url) return undefined;
  return [...panel.childNodes];
}
