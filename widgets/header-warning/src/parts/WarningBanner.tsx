import { useId } from 'react';
import { portalTextLang, useTranslation } from '@anstoss/i18n';
import { CloseButton } from '@anstoss/ui';
import type { Warning } from '../logic.ts';

export interface WarningBannerProps {
  warning: Warning;
  /** Absent: no close button. */
  onDismiss?: () => void;
}

/** The banner itself: a labelled region with the title, the plain text and a close button. */
export function WarningBanner({ warning, onDismiss }: WarningBannerProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  // The editors write German: in an English widget their words say so (WCAG 3.1.2).
  const german = portalTextLang(i18n.language);
  return (
    <section
      className="ast-widget ast-header-warning"
      aria-label={warning.title ? undefined : t('anstoss.headerWarning.label')}
      aria-labelledby={warning.title ? titleId : undefined}
    >
      <div className="ast-header-warning__inner">
        <span className="ast-header-warning__icon" aria-hidden="true">
          !
        </span>
        <div className="ast-header-warning__content">
          {warning.title && (
            <p id={titleId} className="ast-header-warning__title" lang={german}>
              {warning.title}
            </p>
          )}
          {warning.text && (
            <p className="ast-header-warning__text" lang={german}>
              {warning.text}
            </p>
          )}
        </div>
        {onDismiss && (
          <CloseButton
            className="ast-header-warning__dismiss"
            label={t('anstoss.headerWarning.dismiss')}
            onClick={onDismiss}
          />
        )}
      </div>
    </section>
  );
}
