/**
 * Whether a video service may load here (the decision is `isServiceConsented` of the runtime):
 * marketing accepted in the cookie layer, the service remembered ("Immer laden"), or a one-time
 * "Video laden" in this widget. Withdrawing the service in the cookie settings (the
 * `serviceConsentWithdrawn` event) also takes back the one-time consent: open players close.
 */
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { consentStore, isServiceConsented, on, serviceConsentStore } from '@anstoss/runtime/widget';

export interface VideoConsent {
  consented: boolean;
  /** "Video laden": this widget, this time. */
  loadOnce: () => void;
  /** "Immer laden": remembered in the `<prefix>_CONSENT_SERVICES` cookie for 100 days. */
  loadAlways: () => void;
}

export function useVideoConsent(service: string): VideoConsent {
  const marketing = useStore(consentStore, (s) => s.choice.marketing);
  const remembered = useStore(serviceConsentStore, (s) => s.services.includes(service));
  const [once, setOnce] = useState(false);
  useEffect(
    () =>
      on('serviceConsentWithdrawn', (detail) => {
        if (detail?.service === service) setOnce(false);
      }),
    [service],
  );
  return {
    consented: isServiceConsented(
      service,
      { functional: false, marketing },
      remembered ? [service] : [],
      once,
    ),
    loadOnce: () => setOnce(true),
    loadAlways: () => {
      setOnce(true);
      serviceConsentStore.remember(service);
    },
  };
}
