import { vi, type Mock } from 'vitest';
import { setNavigation, type Navigation } from '../navigation.ts';

export interface FakeNavigation {
  go: Mock<Navigation['go']>;
  open: Mock<Navigation['open']>;
  reload: Mock<Navigation['reload']>;
}

/**
 * Replaces the navigation service with spies (popups count as blocked: `open` returns null).
 * The jsdom test setup restores the browser's navigation after every test.
 */
export function installFakeNavigation(): FakeNavigation {
  const fake: FakeNavigation = {
    go: vi.fn<Navigation['go']>(),
    open: vi.fn<Navigation['open']>(() => null),
    reload: vi.fn<Navigation['reload']>(),
  };
  setNavigation(fake);
  return fake;
}

export { setNavigation };

/**
 * The page behaviours a widget test may need beside the widget: the named layers (the contact
 * hint a FileInput marked `data-contact-hint` opens) and jsdom's missing `showModal`/`close`.
 */
export { startLayers } from '../behaviours/layers.ts';
export { installDialogPolyfill, removeDialogPolyfill } from './fakes.ts';
