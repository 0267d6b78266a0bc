import '@testing-library/jest-dom/vitest';
import * as webStreams from 'node:stream/web';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installConsoleGuard } from './console-guard.ts';
import { setNavigation } from '../packages/runtime/src/navigation.ts';
import { WAIT_BUDGET_MS } from './vitest-wait-budget.ts';

// findBy*/waitFor give up after this (1 s by default), as vi.waitFor does: see vitest-wait-budget.ts.
configure({ asyncUtilTimeout: WAIT_BUDGET_MS });

// The jsdom project runs each file inside jsdom's own realm (the `vmForks` pool, see
// vitest.config.ts). That realm has the web platform jsdom implements but not the WHATWG streams
// Node provides as globals (MSW's server-sent events and fetch bodies use them), so they are
// lent from Node, the realm fetch and Response come from as well.
for (const name of [
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoderStream',
  'TextDecoderStream',
  'CompressionStream',
  'DecompressionStream',
  'ByteLengthQueuingStrategy',
  'CountQueuingStrategy',
] as const) {
  if (!(name in globalThis)) {
    Object.defineProperty(globalThis, name, {
      value: webStreams[name],
      configurable: true,
      writable: true,
    });
  }
}

// Registered first so its afterEach runs last (hooks run as a stack): messages logged while
// the tree below unmounts still count.
installConsoleGuard();

afterEach(() => {
  cleanup();
  setNavigation(null);
});
