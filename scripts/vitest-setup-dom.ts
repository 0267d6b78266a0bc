import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installConsoleGuard } from './console-guard.ts';
import { setNavigation } from '../packages/runtime/src/navigation.ts';

// Registered first so its afterEach runs last (hooks run as a stack): messages logged while
// the tree below unmounts still count.
installConsoleGuard();

afterEach(() => {
  cleanup();
  setNavigation(null);
});
