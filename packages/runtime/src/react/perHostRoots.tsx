import { createRoot, type Root } from 'react-dom/client';
import type { WidgetLayer } from '../widgetLayer.ts';
import { WidgetShell } from './WidgetShell.tsx';

export type WidgetRenderer = Pick<WidgetLayer, 'render' | 'unmount'>;

/**
 * Root strategy "one React root per host": simple and isolated. A portal strategy (one root
 * rendering a portal into every host) would implement the same WidgetRenderer and be chosen in
 * mountReact.tsx; nothing else needs to change.
 */
export function createPerHostRenderer(): WidgetRenderer {
  const roots = new Map<HTMLElement, Root>();
  return {
    render(host, def, props, hooks) {
      let root = roots.get(host);
      if (!root) {
        // The boundary logs caught errors itself; React's own report would say it twice.
        root = createRoot(host, { onCaughtError: () => {} });
        roots.set(host, root);
      }
      root.render(<WidgetShell def={def} props={props} host={host} hooks={hooks} />);
    },
    unmount(host) {
      const root = roots.get(host);
      if (!root) return;
      roots.delete(host);
      root.unmount();
    },
  };
}
