// Helpers for component tests of @anstoss/ui and the widgets, and for Storybook (never imported by
// product code).
export { expectNoAxeViolations } from './axe.ts';
export { initTestI18n, langResources } from './i18n.ts';
export { mockGetEndpoint, setupMswServer } from './msw.ts';
export { expectConsoleError, expectConsoleWarn, installConsoleGuard } from './console.ts';
