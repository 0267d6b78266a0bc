import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installConsoleGuard } from './console-guard.ts';
import { setNavigation } from '../packages/runtime/src/navigation.ts';

// findBy*/waitFor give up after this (1 s by default): a budget for CPU-starved runs on a shared
// 2-core machine, not a wait (they return as soon as the DOM matches).
configure({ asyncUtilTimeout: 5000 });

// Registered first so its afterEach runs last (hooks run as a stack): messages logged while
// the tree below unmounts still count.
installConsoleGuard();

afterEach(() => {
  cleanup();
  setNavigation(null);
});
