// '@anstoss/runtime/widget': everything a widget chunk needs from the runtime. It may pull in
// zustand (consent), which is why it is a separate entry from '@anstoss/runtime'.
export {
  defineWidget,
  type WidgetDefinition,
  type WidgetProps,
  type MountStrategy,
  type Registry,
  type RegistryEntry,
  type WidgetRegistry,
} from './widget.ts';
export { getConfig, type PageConfig } from './config.ts';
export { getPageVariables, type PageVariables, type PageVariableName } from './pageVariables.ts';
export { getSession, draftAccount, type Session } from './session.ts';
export { on, emit, type AnstossEventMap, type AnstossEventName } from './events.ts';
export {
  navigation,
  setNavigation,
  loginRedirectUrl,
  goToLogin,
  currentPageUrl,
  type Navigation,
} from './navigation.ts';
export {
  consentStore,
  getConsentStore,
  resetConsentStore,
  saveConsent,
  createConsentStore,
  parseChoice,
  consentCookieNames,
  CONSENT_DAYS,
  CONSENT_POLL_MS,
  type ConsentChoice,
  type ConsentState,
  type ConsentStore,
} from './consent.ts';
export {
  serviceConsentStore,
  getServiceConsentStore,
  resetServiceConsentStore,
  createServiceConsentStore,
  parseServiceConsent,
  serializeServiceConsent,
  serviceConsentCookieName,
  isServiceConsented,
  withService,
  withoutService,
  serviceName,
  SERVICE_NAME,
  MAX_SERVICES,
  type ServiceConsentState,
  type ServiceConsentStore,
} from './serviceConsent.ts';
