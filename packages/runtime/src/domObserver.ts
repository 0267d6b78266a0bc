import { STATE_ATTRIBUTE } from './hostState.ts';

export interface DomObserverHandlers {
  /** An element (with its subtree) entered the document. */
  added(el: Element): void;
  /** An element (with its subtree) left the document. */
  removed(el: Element): void;
  /**
   * A data-* attribute other than data-widget-state changed on a watched host, or a page script
   * put a new props script (`<script type="application/json" data-props>`) into a host.
   */
  hostAttributeChanged(host: HTMLElement): void;
}

export interface DomObserver {
  /** Starts watching a host's attributes. */
  watchHost(host: HTMLElement): void;
  disconnect(): void;
}

/**
 * Two observers: one for the tree (subtree childList on the document) and one for the
 * attributes of hosts only, so class and style changes elsewhere on the page cost nothing.
 */
export function observeDom(handlers: DomObserverHandlers, target: Node = document): DomObserver {
  const tree = new MutationObserver((records) => {
    // Removals first: a node moved within one batch is both removed and added, and is then
    // connected again, which the handlers check.
    for (const record of records)
      for (const node of record.removedNodes) if (node instanceof Element) handlers.removed(node);
    for (const record of records) {
      for (const node of record.addedNodes)
        if (node instanceof Element && node.isConnected)
          // A new props script is new props of its host (the JSON a page script cannot pass as
          // an attribute: arrays such as a chart's series); the mounter skips other parents.
          if (node.matches('script[data-props]'))
            handlers.hostAttributeChanged(node.parentElement as HTMLElement);
          else handlers.added(node);
    }
  });
  tree.observe(target, { childList: true, subtree: true });

  const attributes = new MutationObserver((records) => {
    const changed = new Set<HTMLElement>();
    for (const { target: host, attributeName } of records) {
      if (attributeName?.startsWith('data-') && attributeName !== STATE_ATTRIBUTE)
        changed.add(host as HTMLElement);
    }
    for (const host of changed) handlers.hostAttributeChanged(host);
  });

  return {
    watchHost(host) {
      attributes.observe(host, { attributes: true });
    },
    disconnect() {
      tree.disconnect();
      attributes.disconnect();
    },
  };
}
