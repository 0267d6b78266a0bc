import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setNavigation } from '../packages/runtime/src/navigation.ts';

afterEach(() => {
  cleanup();
  setNavigation(null);
});
