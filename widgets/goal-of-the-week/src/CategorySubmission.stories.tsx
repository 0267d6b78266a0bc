import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { CategorySubmission } from './CategorySubmission.tsx';
import { categoriesFixture, consentsFixture } from './fixtures.ts';
import { categorySubmissionProps } from './props.ts';

const handlers = (
  send: Parameters<typeof http.post>[1] = () => HttpResponse.json({ success: true }),
) => ({
  msw: {
    handlers: [
      http.post('/ajax/einsenden/datei', () =>
        HttpResponse.json({ success: true, meta: { id: 'f-1' } }),
      ),
      http.post('/ajax/einsenden/freigeben', () => HttpResponse.json({ success: true })),
      http.post('/ajax/einsenden', send),
    ],
  },
});

const render = (extra: Record<string, unknown>) => () => (
  <CategorySubmission
    props={categorySubmissionProps.parse({
      postEndpoint: '/ajax/einsenden',
      uploadUrl: '/ajax/einsenden/datei',
      releaseUrl: '/ajax/einsenden/freigeben',
      categories: categoriesFixture,
      consents: consentsFixture,
      draftKey: 'story-category',
      ...extra,
    })}
    host={document.body}
  />
);

const meta = { title: 'Widgets/category-submission', render: render({}) } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open a category, add a file, accept the terms and every consent, send. */
export const WithFile: Story = { parameters: handlers() };
export const FileRequired: Story = {
  render: render({ fileRequired: 'true' }),
  parameters: handlers(),
};
export const WithoutFile: Story = {
  render: render({ uploadUrl: undefined, releaseUrl: undefined, consents: [] }),
  parameters: handlers(),
};
export const SendRefused: Story = {
  parameters: handlers(() =>
    HttpResponse.json({ success: false, error: { message: 'Diese Rubrik ist geschlossen.' } }),
  ),
};
