import type { WidgetDefinition } from './widget.ts';

/** How the React layer tells the mounter about a widget's crash and recovery (retry). */
export interface WidgetHooks {
  crashed(error: unknown): void;
  recovered(): void;
}

/**
 * Loads runtime.js starts before the React layer's chunk has arrived, so that they run in
 * parallel with it (see languagePreload.ts). prepare() uses what arrived and loads the rest.
 */
export interface LayerPreload {
  /** The parsed language file per language ('de', 'en'); undefined where the fetch failed. */
  texts: Partial<Record<string, Promise<unknown>>>;
}

/**
 * What the lazily loaded React module offers the mounter. Keeping the contract this small keeps
 * the root strategy (one root rendering a portal into every host, react/portalRoot.tsx) inside
 * `react/`, out of the entry.
 */
export interface WidgetLayer {
  /** Runs once before the first render (i18n, API configuration). */
  prepare(preload?: LayerPreload): Promise<void>;
  /** Renders or re-renders the widget in its host. */
  render(
    host: HTMLElement,
    def: WidgetDefinition<unknown>,
    props: unknown,
    hooks: WidgetHooks,
  ): void;
  unmount(host: HTMLElement): void;
}
