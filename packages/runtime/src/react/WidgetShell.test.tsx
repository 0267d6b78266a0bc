import { act } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import * as z from 'zod/mini';
import { initI18nWithResources, setLanguage } from '@anstoss/i18n';
import { defineWidget } from '../widget.ts';
import { createPortalRenderer } from './portalRoot.tsx';

const def = defineWidget({ name: 'probe', props: z.object({}), Component: () => <p>probe</p> });
const hooks = { crashed: () => undefined, recovered: () => undefined };

afterEach(() => {
  document.documentElement.lang = '';
  document.body.innerHTML = '';
});

test('a host speaking another language than the page carries lang, and drops it when they agree', async () => {
  document.documentElement.lang = 'de';
  initI18nWithResources('de', { de: {}, en: {} });
  const host = document.createElement('div');
  const container = document.createElement('div');
  document.body.append(host, container);
  // The shell gets the language from the one provider around all portals.
  createPortalRenderer({ container: () => container }).render(
    host,
    def as Parameters<ReturnType<typeof createPortalRenderer>['render']>[1],
    {},
    hooks,
  );
  await vi.waitFor(() => expect(host.textContent).toBe('probe'));
  expect(host.hasAttribute('lang')).toBe(false);
  await act(() => setLanguage('en'));
  await vi.waitFor(() => expect(host.lang).toBe('en'));
  await act(() => setLanguage('de'));
  await vi.waitFor(() => expect(host.hasAttribute('lang')).toBe(false));
});
