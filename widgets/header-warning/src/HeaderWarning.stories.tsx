import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { dismissedCookie } from './api.ts';
import {
  activeWarningFixture,
  inactiveWarningFixture,
  markupWarningFixture,
  schemaMismatchWarning,
} from './fixtures.ts';
import { HeaderWarning } from './HeaderWarning.tsx';
import { headerWarningProps } from './props.ts';

const ENDPOINT = '/ajax/header-warning.json';

/** Host attributes as a CMS editor writes them (camelCased), parsed like the runtime does. */
interface HostAttributes {
  url: string;
  dismissible: 'true' | 'false';
}

const handle = (resolver: Parameters<typeof http.get>[1]) => ({
  msw: { handlers: [http.get(ENDPOINT, resolver)] },
});

const meta = {
  title: 'Widgets/header-warning',
  args: { url: ENDPOINT, dismissible: 'true' },
  argTypes: { dismissible: { control: 'inline-radio', options: ['true', 'false'] } },
  // Every story starts undismissed, whatever an earlier story did.
  beforeEach: () => {
    document.cookie = `${dismissedCookie('FBDE')}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  },
  render: (args) => (
    <>
      <HeaderWarning props={headerWarningProps.parse(args)} host={document.body} />
      <div style={{ padding: '1rem', fontFamily: 'system-ui', background: '#eef1f3' }}>
        Seitenkopf des CMS (nicht Teil des Widgets)
      </div>
    </>
  ),
} satisfies Meta<HostAttributes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `active: '1'`: title, plain text with a line break, close button. */
export const Shown: Story = { parameters: handle(() => HttpResponse.json(activeWarningFixture)) };

/** `data-dismissible="false"`: no close button. */
export const NotDismissible: Story = {
  args: { dismissible: 'false' },
  parameters: handle(() => HttpResponse.json(activeWarningFixture)),
};

/** English texts (the toolbar's language switch does the same for every story). */
export const English: Story = {
  globals: { locale: 'en' },
  parameters: handle(() =>
    HttpResponse.json({ active: '1', title: '', text: 'Scheduled maintenance tonight.' }),
  ),
};

/** Markup in the server's text is shown as text, never run. */
export const MarkupInText: Story = {
  parameters: handle(() => HttpResponse.json(markupWarningFixture)),
};

/** While loading nothing is shown, so the page does not jump. */
export const Loading: Story = {
  parameters: handle(async () => {
    await delay('infinite');
    return HttpResponse.json(activeWarningFixture);
  }),
};

/** `active: '0'`: nothing is shown. */
export const Inactive: Story = {
  parameters: handle(() => HttpResponse.json(inactiveWarningFixture)),
};

/** HTTP 500 (after the GET retries): stays hidden, the console says why. */
export const ServerError: Story = {
  parameters: handle(() => new HttpResponse('Interner Fehler', { status: 500 })),
};

/** Network failure: stays hidden. */
export const NetworkError: Story = { parameters: handle(() => HttpResponse.error()) };

/** Malformed JSON: stays hidden. */
export const MalformedJson: Story = {
  parameters: handle(
    () =>
      new HttpResponse('{"active": "1", "title": ', {
        headers: { 'Content-Type': 'application/json' },
      }),
  ),
};

/** A body that fails the schema: stays hidden. */
export const SchemaMismatch: Story = {
  parameters: handle(() => HttpResponse.json(schemaMismatchWarning)),
};
