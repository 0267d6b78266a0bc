import { useState } from 'react';
import { useStore } from 'zustand';
import type { WidgetProps } from '@anstoss/runtime/widget';
import { pageFocusFallback, useFocusAfter, useResource } from '@anstoss/ui';
import {
  fetchHeaderWarning,
  readDismissed,
  writeDismissed,
  type HeaderWarningResponse,
} from './api.ts';
import { activeWarning, isDismissed, warningFingerprint } from './logic.ts';
import type { HeaderWarningProps } from './props.ts';
import { createHeaderWarningStore, type HeaderWarningStore } from './store.ts';
import { WarningBanner } from './parts/WarningBanner.tsx';
import './headerWarning.css';

/**
 * View root: shows the warning the CMS handed over, or loads it once per URL, unless this
 * session dismissed it.
 */
export function HeaderWarning({ props }: WidgetProps<HeaderWarningProps>) {
  const [store] = useState(() => {
    const created = createHeaderWarningStore();
    if (props.warning) decide(created, props.warning);
    return created;
  });
  const status = useStore(store, (s) => s.status);
  const warning = useStore(store, (s) => s.warning);
  const focusAfter = useFocusAfter();

  useResource({
    key: props.warning ? null : props.url,
    load: (url, { signal }) => fetchHeaderWarning(url, signal),
    onData: (response) => decide(store, response),
    onError: (error, url) => {
      // A banner that cannot load stays hidden (an optional notice is no reason for an error
      // box at the top of every page); the console tells the developer why.
      console.warn('[anstoss] header-warning: could not load', url, error);
      store.getState().hide();
    },
  });

  if (status !== 'shown' || !warning) return null;

  const dismiss = () => {
    // The banner and its close button disappear: focus goes on in the page's content, never to
    // the body (the focus-return rule of @anstoss/ui).
    focusAfter(() => pageFocusFallback());
    writeDismissed(warningFingerprint(warning));
    store.getState().hide();
  };

  return <WarningBanner warning={warning} onDismiss={props.dismissible ? dismiss : undefined} />;
}

function decide(store: HeaderWarningStore, response: HeaderWarningResponse): void {
  const next = activeWarning(response);
  if (next && !isDismissed(next, readDismissed())) store.getState().show(next);
  else store.getState().hide();
}
