import { useEffect, useRef } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { goToLogin } from '@anstoss/runtime/widget';
import { SessionEnded, useFocusAfter } from '@anstoss/ui';

/**
 * A write of the list found the session ended (`isSessionEnded`): the shared login offer, which
 * takes focus when it appears (from the control that sent; what was typed stays in its form).
 */
export function LoginOffer() {
  const { t } = useTranslation();
  const login = useRef<HTMLButtonElement>(null);
  const focusAfter = useFocusAfter();
  useEffect(() => focusAfter(login), [focusAfter]);
  return (
    <SessionEnded
      className="ast-album-edit-list__session"
      message={t('anstoss.albumEditList.sessionEnded')}
      loginRef={login}
      onLogin={goToLogin}
    />
  );
}
