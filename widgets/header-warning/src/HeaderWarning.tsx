import { useState } from 'react';
import { useStore } from 'zustand';
import type { WidgetProps } from '@anstoss/runtime/widget';
import { pageFocusFallback, useFocusAfter, useResource } from '@anstoss/ui';
import { fetchHeaderWarning, readDismissed, writeDismissed } from './api.ts';
import { activeWarning, isDismissed, warningFingerprint } from './logic.ts';
import type { HeaderWarningProps } from './props.ts';
import { createHeaderWarningStore } from './store.ts';
import { WarningBanner } from './parts/WarningBanner.tsx';
import './headerWarning.css';

/** View root: loads the warning once per URL and shows it unless this session dismissed it. */
export function HeaderWarning({ props }: WidgetProps<HeaderWarningProps>) {
  const [store] = useState(createHeaderWarningStore);
  const status = useStore(store, (s) => s.status);
  const warning = useStore(store, (s) => s.warning);
  const focusAfter = useFocusAfter();

  useResource({
    key: props.url,
    load: (url, { signal }) => fetchHeaderWarning(url, signal),
    onData: (response) => {
      const next = activeWarning(response);
      if (next && !isDismissed(next, readDismissed())) store.getState().show(next);
      else store.getState().hide();
    },
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
