// The entry of runtime.js (4 KB gzip budget): no React, no zod, no zustand here or in anything
// this file imports statically. React, widgets and behaviours load on demand.
export { boot } from './boot.ts';
export type { AnstossGlobal } from './anstossGlobal.ts';
export type { RuntimeOptions } from './runtime.ts';
export { getConfig, type PageConfig } from './config.ts';
export {
  getPageVariables,
  PAGE_VARIABLE_NAMES,
  type PageVariables,
  type PageVariableName,
} from './pageVariables.ts';
export { getSession, type Session } from './session.ts';
export { on, emit } from './events.ts';
export { version } from './version.ts';
export {
  defineWidget,
  type WidgetDefinition,
  type WidgetProps,
  type MountStrategy,
  type Registry,
  type RegistryEntry,
  type WidgetRegistry,
} from './widget.ts';
