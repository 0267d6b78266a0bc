import type { Meta, StoryObj } from '@storybook/react-vite';
import { findByRole, waitFor } from 'storybook/test';
import { emit, resetConsentStore } from '@anstoss/runtime/widget';
import { deleteCookie, writeCookie } from '@anstoss/storage';
import type { ConsentChoice } from './api.ts';
import { CookieConsent } from './CookieConsent.tsx';
import {
  COOKIE_NAMES,
  choiceCookieValue,
  functionalOnlyChoice,
  marketingOnlyChoice,
} from './fixtures.ts';
import { cookieConsentProps } from './props.ts';

const { dismiss: DISMISS, choice: CHOICE } = COOKIE_NAMES;

interface HostAttributes {
  privacyUrl?: string;
}

/** Sets the consent cookies a story starts from (null deletes) and forgets the cached consent. */
function cookies(dismiss: string | null, choice: ConsentChoice | null) {
  return () => {
    if (dismiss === null) deleteCookie(DISMISS);
    else writeCookie(DISMISS, dismiss, { days: 1 });
    if (choice === null) deleteCookie(CHOICE);
    else writeCookie(CHOICE, choiceCookieValue(choice), { days: 1 });
    resetConsentStore();
  };
}

const meta = {
  title: 'Widgets/cookie-consent',
  args: { privacyUrl: '/datenschutz' },
  beforeEach: cookies(null, null),
  render: (args) => (
    <div style={{ padding: '1rem', fontFamily: 'system-ui' }}>
      <p>Seiteninhalt des CMS.</p>
      <footer>
        <a href="#" data-cookie-settings-open>
          Cookie-Einstellungen
        </a>{' '}
        (Link mit <code>data-cookie-settings-open</code>) ·{' '}
        <button type="button" onClick={() => emit('cookieSettingsOpen')}>
          window.Anstoss.emit(&apos;cookieSettingsOpen&apos;)
        </button>
      </footer>
      <CookieConsent props={cookieConsentProps.parse(args)} host={document.body} />
    </div>
  ),
} satisfies Meta<HostAttributes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No cookies yet: the layer asks, both optional categories unchecked, no way around a choice. */
export const FirstVisit: Story = {};

/** English texts. */
export const English: Story = { globals: { locale: 'en' } };

/** A choice cookie exists but the layer was never dismissed: the boxes show the stored choice. */
export const StoredChoiceNotDismissed: Story = {
  beforeEach: cookies(null, functionalOnlyChoice),
};

/** Answered before: nothing shows until the footer link (or the event) reopens the settings. */
export const Dismissed: Story = {
  beforeEach: cookies('1', marketingOnlyChoice),
};

/** Without a privacy link (data-privacy-url left out). */
export const WithoutPrivacyLink: Story = { args: { privacyUrl: undefined } };

/** Reopened from the footer link: starts from the stored choice, closable with × or Escape. */
export const Reopened: Story = {
  beforeEach: cookies('1', functionalOnlyChoice),
  play: async ({ canvasElement }) => {
    // The widget listens once its effects ran; click until the layer is there.
    await waitFor(() => {
      if (!canvasElement.querySelector('[role="dialog"]')) {
        canvasElement.querySelector<HTMLElement>('[data-cookie-settings-open]')?.click();
        throw new Error('not open yet');
      }
    });
  },
};

/** After "Auswahl speichern": the layer is gone and the confirmation shows (for 8 s). */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const save = await findByRole(canvasElement, 'button', { name: 'Auswahl speichern' });
    save.click();
  },
};
