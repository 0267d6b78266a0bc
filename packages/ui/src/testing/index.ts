// Helpers for component tests of @anstoss/ui and the widgets, and for Storybook (never imported by
// product code).
export { expectNoAxeViolations } from './axe.ts';
export { initTestI18n, langResources } from './i18n.ts';
export { mockGetEndpoint, mockPostEndpoint, setupMswServer } from './msw.ts';
// The console guard lives beside the test setup (packages below ui import it from there too).
export { expectConsoleError, expectConsoleWarn } from '../../../../scripts/console-guard.ts';
export { describeLoadFaults, describeWriteFaults, GENERIC_ERROR_TEXT } from './faults.ts';
export type { LoadFaultOptions, WriteFaultOptions } from './faults.ts';
export { failOnFocusLoss, watchFocus } from './focusGuard.ts';
export type { FocusWatch } from './focusGuard.ts';
