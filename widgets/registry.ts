import type { WidgetRegistry } from '@anstoss/runtime';

/**
 * Every widget a CMS page may name in `data-widget`. Each entry is a lazy import, so the runtime
 * entry holds no widget code and a page downloads only the chunks of the widgets it carries.
 */
export const registry: WidgetRegistry = {
  'cookie-consent': { strategy: 'eager', load: () => import('./cookie-consent/src/index.ts') },
  'header-warning': { strategy: 'eager', load: () => import('./header-warning/src/index.ts') },
  'survey-layer': { strategy: 'idle', load: () => import('./survey-layer/src/index.ts') },
};
