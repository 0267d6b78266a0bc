import { defineWidget } from '@anstoss/runtime/widget';
import { CookieConsent } from './CookieConsent.tsx';
import { cookieConsentProps } from './props.ts';

export default defineWidget({
  name: 'cookie-consent',
  props: cookieConsentProps,
  Component: CookieConsent,
});
