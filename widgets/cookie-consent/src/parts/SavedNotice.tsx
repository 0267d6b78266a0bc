import { useEffect } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { CloseButton } from '@anstoss/ui';
import { CONFIRMATION_MS } from '../logic.ts';

export interface SavedNoticeProps {
  visible: boolean;
  onHide: () => void;
}

/**
 * The confirmation after a choice (spec §4 "shows a confirmation message"). The status region is
 * always in the DOM, so screen readers announce the text when it appears; it hides itself after a
 * while or on its close button.
 */
export function SavedNotice({ visible, onHide }: SavedNoticeProps) {
  const { t } = useTranslation();

  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(onHide, CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [visible, onHide]);

  return (
    <div className="ast-widget ast-cookie-consent__status" role="status">
      {visible && (
        <div className="ast-cookie-consent__toast">
          <p className="ast-cookie-consent__toast-text">{t('anstoss.cookieConsent.saved')}</p>
          <CloseButton label={t('anstoss.cookieConsent.savedDismiss')} onClick={onHide} />
        </div>
      )}
    </div>
  );
}
