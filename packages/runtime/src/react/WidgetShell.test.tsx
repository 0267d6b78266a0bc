import { act, render } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { initI18nWithResources, setLanguage } from '@anstoss/i18n';
import { defineWidget } from '../widget.ts';
import { WidgetShell } from './WidgetShell.tsx';

const def = defineWidget({ name: 'probe', props: z.object({}), Component: () => <p>probe</p> });
const hooks = { crashed: () => undefined, recovered: () => undefined };

afterEach(() => {
  document.documentElement.lang = '';
});

test('a host speaking another language than the page carries lang, and drops it when they agree', async () => {
  document.documentElement.lang = 'de';
  initI18nWithResources('de', { de: {}, en: {} });
  const host = document.createElement('div');
  render(
    <WidgetShell
      def={def as Parameters<typeof WidgetShell>[0]['def']}
      props={{}}
      host={host}
      hooks={hooks}
    />,
  );
  expect(host.hasAttribute('lang')).toBe(false);
  await act(() => setLanguage('en'));
  expect(host.lang).toBe('en');
  await act(() => setLanguage('de'));
  expect(host.hasAttribute('lang')).toBe(false);
});
