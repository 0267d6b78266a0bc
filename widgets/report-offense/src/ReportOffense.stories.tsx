import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { captchaFixture, captchaWrongFixture, successFixture } from './fixtures.ts';
import { ReportOffense } from './ReportOffense.tsx';
import { reportOffenseProps } from './props.ts';

const handle = (resolver: Parameters<typeof http.post>[1]) => ({
  msw: {
    handlers: [
      http.get('/ajax/captcha', () => HttpResponse.json(captchaFixture)),
      http.post('/ajax/report-offense', resolver),
    ],
  },
});

const meta = {
  title: 'Widgets/report-offense',
  render: () => (
    <ReportOffense
      props={reportOffenseProps.parse({
        action: '/ajax/report-offense',
        captchaUrl: '/ajax/captcha',
        articleUuid: 'news-7',
      })}
      host={document.body}
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, fill in, send: page 'confirm'. */
export const Confirm: Story = { parameters: handle(() => HttpResponse.json(successFixture)) };
/** A business error: message plus a refreshed captcha. */
export const WrongCaptcha: Story = {
  parameters: handle(() => HttpResponse.json(captchaWrongFixture)),
};
/** A transport error: the generic failure state. */
export const Failure: Story = { parameters: handle(() => HttpResponse.error()) };
export const English: Story = {
  globals: { locale: 'en' },
  parameters: handle(() => HttpResponse.json(successFixture)),
};
