import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { deleteCookie, writeCookie } from '@anstoss/storage';
import { emptySurveyFixture, hostileSurveyFixture, surveyHtmlFixture } from './fixtures.ts';
import { surveyLayerProps } from './props.ts';
import { SurveyLayer } from './SurveyLayer.tsx';

const NAME = 'umfrage-2026';

interface HostAttributes {
  url: string;
  name: string;
  label?: string;
}

// `{path}` becomes the first path segment of the page; in Storybook that is "iframe.html".
const handle = (resolver: Parameters<typeof http.get>[1]) => ({
  msw: { handlers: [http.get('/ajax/survey/:segment', resolver)] },
});
const html = (body: string) =>
  HttpResponse.text(body, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });

const meta = {
  title: 'Widgets/survey-layer',
  args: { url: '/ajax/survey/{path}.html', name: NAME },
  // The survey is shown at most once: each story starts as a first visit.
  beforeEach: () => {
    deleteCookie(NAME);
  },
  render: (args) => (
    <>
      <p style={{ padding: '1rem', fontFamily: 'system-ui' }}>
        Seiteninhalt. Die Umfrage erscheint einmal; danach setzt sie das Cookie „{args.name}“.
      </p>
      <SurveyLayer props={surveyLayerProps.parse(args)} host={document.body} />
    </>
  ),
} satisfies Meta<HostAttributes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A survey fragment in the modal layer (close: ×, Escape, backdrop, "Nein, danke"). */
export const Shown: Story = { parameters: handle(() => html(surveyHtmlFixture)) };

/** English layer texts; the fragment itself is whatever the server sends. */
export const English: Story = {
  globals: { locale: 'en' },
  parameters: handle(() =>
    html('<h2>Your opinion counts!</h2><p>Take part in our two-minute survey.</p>'),
  ),
};

/** The fragment is sanitised: the script, the handler and the javascript: link are gone. */
export const HostileFragment: Story = { parameters: handle(() => html(hostileSurveyFixture)) };

/** The cookie says the survey was shown: nothing is requested or shown. */
export const AlreadyShown: Story = {
  beforeEach: () => {
    writeCookie(NAME, 'true', { days: 1 });
  },
  parameters: handle(() => html(surveyHtmlFixture)),
};

/** No survey for this page (empty response): nothing is shown, no cookie set. */
export const Empty: Story = { parameters: handle(() => html(emptySurveyFixture)) };

/** While loading nothing is shown. */
export const Loading: Story = {
  parameters: handle(async () => {
    await delay('infinite');
    return html(surveyHtmlFixture);
  }),
};

/** HTTP 500: nothing is shown, no cookie set (the console says why). */
export const ServerError: Story = {
  parameters: handle(() => new HttpResponse('Fehler', { status: 500 })),
};

/** Network failure: nothing is shown. */
export const NetworkError: Story = { parameters: handle(() => HttpResponse.error()) };
