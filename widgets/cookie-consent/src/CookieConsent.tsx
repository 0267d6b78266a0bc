import { useEffect, useId, useState } from 'react';
import { useStore } from 'zustand';
import { safeUrl } from '@anstoss/api';
import { useTranslation } from '@anstoss/i18n';
import { on } from '@anstoss/runtime/widget';
import type { WidgetProps } from '@anstoss/runtime/widget';
import { Layer, useStoreFields } from '@anstoss/ui';
import { consentStore, storeChoice } from './api.ts';
import type { ConsentChoice } from './api.ts';
import { ALL_ACCEPTED, NECESSARY_ONLY, isLayerVisible, settingsTriggerOf } from './logic.ts';
import type { CookieConsentProps } from './props.ts';
import { createCookieConsentStore } from './store.ts';
import { ConsentPanel } from './parts/ConsentPanel.tsx';
import { SavedNotice } from './parts/SavedNotice.tsx';
import './cookieConsent.css';

/**
 * View root: shows the cookie layer while the dismiss cookie is empty (spec §4 Cookie layer), and
 * again whenever `anstoss:cookieSettingsOpen` is emitted or a `[data-cookie-settings-open]`
 * element is clicked.
 */
export function CookieConsent({ props }: WidgetProps<CookieConsentProps>) {
  const { t } = useTranslation();
  const [store] = useState(() => createCookieConsentStore(consentStore.getState().choice));
  // Subscribing keeps the runtime polling the cookies, so a choice made in another tab hides the layer.
  const dismissed = useStore(consentStore, (s) => s.dismissed);
  const { draft, answered, reopened, returnFocusTo, confirmation } = useStoreFields(store, [
    'draft',
    'answered',
    'reopened',
    'returnFocusTo',
    'confirmation',
  ]);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const reopen = (trigger: HTMLElement | null) => {
      consentStore.refresh(); // another script may have changed the choice since the last poll
      store.getState().reopen(consentStore.getState().choice, trigger);
    };
    const onClick = (event: MouseEvent) => {
      const trigger = settingsTriggerOf(event.target);
      if (!trigger) return;
      // The footer link usually is `<a href="#">`: it must not jump to the top of the page.
      event.preventDefault();
      reopen(trigger);
    };
    const offEvent = on('cookieSettingsOpen', () => {
      const active = document.activeElement;
      reopen(active instanceof HTMLElement && active !== document.body ? active : null);
    });
    document.addEventListener('click', onClick);
    return () => {
      offEvent();
      document.removeEventListener('click', onClick);
    };
  }, [store]);

  const choose = (choice: ConsentChoice) => {
    storeChoice(choice);
    store.getState().answer();
  };
  const state = store.getState();

  return (
    <>
      <Layer
        open={isLayerVisible({ dismissed, answered, reopened })}
        className="ast-cookie-consent"
        labelledBy={titleId}
        describedBy={textId}
        returnFocusTo={returnFocusTo}
        // First visit: no close button, no Escape: the visitor answers with one of the actions.
        onClose={reopened ? state.closeSettings : undefined}
        closeLabel={t('anstoss.cookieConsent.close')}
      >
        <ConsentPanel
          titleId={titleId}
          textId={textId}
          draft={draft}
          privacyUrl={props.privacyUrl ? safeUrl(props.privacyUrl) : null}
          onToggle={state.setCategory}
          onAcceptAll={() => choose(ALL_ACCEPTED)}
          onAcceptNecessary={() => choose(NECESSARY_ONLY)}
          onSave={() => choose(draft)}
        />
      </Layer>
      <SavedNotice visible={confirmation} onHide={state.hideConfirmation} />
    </>
  );
}
