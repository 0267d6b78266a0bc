import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { ContentLoader } from './ContentLoader.tsx';
import { fragmentHtml, lastPage, pageOne, schemaMismatch } from './fixtures.ts';
import { contentLoaderProps } from './props.ts';

interface HostAttributes {
  url: string;
  mode?: 'more' | 'fragment';
  trigger?: 'lazy' | 'onload';
}

const handle = (resolver: Parameters<typeof http.get>[1]) => ({
  msw: { handlers: [http.get('/ajax/liste/*', resolver)] },
});

const meta = {
  title: 'Widgets/content-loader',
  args: { url: '/ajax/liste/news' },
  render: (args) => <ContentLoader props={contentLoaderProps.parse(args)} host={document.body} />,
} satisfies Meta<HostAttributes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Load more: each click appends the next page. */
export const LoadMore: Story = { parameters: handle(() => HttpResponse.json(pageOne)) };

/** The answer says final: the button disappears after the click. */
export const Final: Story = { parameters: handle(() => HttpResponse.json(lastPage)) };

/** Request in flight: the indicator shows. */
export const Loading: Story = {
  parameters: handle(async () => {
    await delay('infinite');
    return HttpResponse.json(pageOne);
  }),
};

/** A lazy fragment (10 ms). */
export const Fragment: Story = {
  args: { mode: 'fragment', url: '/ajax/liste/teaser.html' },
  parameters: handle(
    () => new HttpResponse(fragmentHtml, { headers: { 'Content-Type': 'text/html' } }),
  ),
};

/** English texts. */
export const English: Story = {
  globals: { locale: 'en' },
  parameters: handle(() => HttpResponse.json(pageOne)),
};

/** HTTP 500: the indicator stops, nothing else changes. */
export const ServerError: Story = {
  parameters: handle(() => new HttpResponse('x', { status: 500 })),
};

/** Network failure. */
export const NetworkError: Story = { parameters: handle(() => HttpResponse.error()) };

/** Malformed JSON. */
export const MalformedJson: Story = {
  parameters: handle(
    () => new HttpResponse('{"html": ', { headers: { 'Content-Type': 'application/json' } }),
  ),
};

/** A body that fails the schema. */
export const SchemaMismatch: Story = {
  parameters: handle(() => HttpResponse.json(schemaMismatch)),
};
