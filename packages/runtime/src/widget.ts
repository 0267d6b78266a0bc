import type { ComponentType } from 'react';
import type * as z from 'zod/mini';

export type MountStrategy = 'eager' | 'idle' | 'visible';

/** What a widget component receives: its validated props and the host element it lives in. */
export interface WidgetProps<P> {
  props: P;
  host: HTMLElement;
}

export interface WidgetDefinition<P> {
  /** The kebab-case name used in `data-widget`. */
  name: string;
  /** Schema of the camelCased data-* props (strings in, coerced values out). */
  props: z.ZodMiniType<P>;
  Component: ComponentType<WidgetProps<P>>;
}

/** One registry entry: how eagerly to mount, and how to load the widget's chunk. */
export interface RegistryEntry {
  strategy: MountStrategy;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each widget has its own prop type
  load: () => Promise<{ default: WidgetDefinition<any> }>;
}

export type Registry = Record<string, RegistryEntry>;
/** The name the build entry (widgets/registry.ts) uses. */
export type WidgetRegistry = Registry;

/** Identity helper that gives a widget definition its types (no runtime cost, no zod import). */
export function defineWidget<P>(def: WidgetDefinition<P>): WidgetDefinition<P> {
  return def;
}
