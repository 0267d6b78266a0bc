import { useEffect, useRef } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { goToLogin } from '@anstoss/runtime/widget';
import { SessionEnded, useFocusAfter } from '@anstoss/ui';

/**
 * A write of an item found the session ended (`isSessionEnded`): the shared login offer under
 * the item, which takes focus when it appears; what was typed stays in the form (and its draft).
 */
export function LoginOffer() {
  const { t } = useTranslation();
  const login = useRef<HTMLButtonElement>(null);
  const focusAfter = useFocusAfter();
  useEffect(() => focusAfter(login), [focusAfter]);
  return (
    <SessionEnded
      className="ast-media-edit-list__session"
      message={t('anstoss.mediaEditList.sessionEnded')}
      loginRef={login}
      onLogin={goToLogin}
    />
  );
}
