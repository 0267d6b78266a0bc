import { useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from '@anstoss/i18n';
import { serviceConsentStore, withdrawService } from '../api.ts';

/**
 * The video services the visitor chose "Immer laden" for, each with a way to withdraw it. After a
 * withdrawal focus moves to the section's heading (the button is gone) and a polite status says so.
 */
export function RememberedServices() {
  const { t } = useTranslation();
  const services = useStore(serviceConsentStore, (s) => s.services);
  const [withdrawn, setWithdrawn] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  return (
    <>
      {services.length > 0 && (
        <section className="ast-cookie-consent__services" aria-labelledby={headingId}>
          <h3
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="ast-cookie-consent__services-title"
          >
            {t('anstoss.cookieConsent.services.title')}
          </h3>
          <p className="ast-cookie-consent__option-description">
            {t('anstoss.cookieConsent.services.text')}
          </p>
          <ul className="ast-cookie-consent__service-list">
            {services.map((service) => (
              <li key={service} className="ast-cookie-consent__service">
                <span className="ast-cookie-consent__service-name">{service}</span>
                <button
                  type="button"
                  className="ast-button ast-button--secondary"
                  aria-label={t('anstoss.cookieConsent.services.withdrawLabel', { service })}
                  onClick={() => {
                    withdrawService(service);
                    setWithdrawn(service);
                    headingRef.current?.focus();
                  }}
                >
                  {t('anstoss.cookieConsent.services.withdraw')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p role="status" className="ast-visually-hidden">
        {withdrawn ? t('anstoss.cookieConsent.services.withdrawn', { service: withdrawn }) : ''}
      </p>
    </>
  );
}
