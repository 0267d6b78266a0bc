import type { WidgetDefinition } from './widget.ts';

/** How the React layer tells the mounter about a widget's crash and recovery (retry). */
export interface WidgetHooks {
  crashed(error: unknown): void;
  recovered(): void;
}

/**
 * What the lazily loaded React module offers the mounter. Keeping the contract this small lets
 * the root strategy (one root per host today, one root with portals later) change inside
 * `react/` without touching the entry.
 */
export interface WidgetLayer {
  /** Runs once before the first render (i18n, API configuration). */
  prepare(): Promise<void>;
  /** Renders or re-renders the widget in its host. */
  render(
    host: HTMLElement,
    def: WidgetDefinition<unknown>,
    props: unknown,
    hooks: WidgetHooks,
  ): void;
  unmount(host: HTMLElement): void;
}
