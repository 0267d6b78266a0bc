import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { WidgetProps } from '@anstoss/runtime/widget';
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

  useEffect(() => {
    const controller = new AbortController();
    fetchHeaderWarning(props.url, controller.signal).then(
      (response) => {
        const next = activeWarning(response);
        if (next && !isDismissed(next, readDismissed())) store.getState().show(next);
        else store.getState().hide();
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // A banner that cannot load stays hidden; the console tells the developer why.
        console.warn('[anstoss] header-warning: could not load', props.url, error);
        store.getState().hide();
      },
    );
    return () => controller.abort();
  }, [props.url, store]);

  if (status !== 'shown' || !warning) return null;

  const dismiss = () => {
    writeDismissed(warningFingerprint(warning));
    store.getState().hide();
  };

  return <WarningBanner warning={warning} onDismiss={props.dismissible ? dismiss : undefined} />;
}
