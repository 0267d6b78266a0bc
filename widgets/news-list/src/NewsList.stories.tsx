import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { filtersFixture, listHtml, menuFixture, schemaMismatch } from './fixtures.ts';
import { NewsList } from './NewsList.tsx';
import { newsListProps } from './props.ts';

interface HostAttributes {
  url: string;
  target: string;
  dates?: 'true' | 'false';
}

const handle = (resolver: Parameters<typeof http.get>[1]) => ({
  msw: { handlers: [http.get('/ajax/news/toolbox/*', resolver)] },
});

const meta = {
  title: 'Widgets/news-list',
  args: { url: '/ajax/news/toolbox', target: '#story-news' },
  render: (args) => (
    <>
      <NewsList
        props={newsListProps.parse({ ...args, filters: filtersFixture, menu: menuFixture })}
        host={document.body}
      />
      <div id="story-news" style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
        <article className="item">Erster Artikel</article>
        <article className="item">Zweiter Artikel</article>
      </div>
    </>
  ),
} satisfies Meta<HostAttributes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Flyouts, header menu, date range and view switch; applying replaces the list. */
export const Toolbox: Story = {
  parameters: handle(() => HttpResponse.json({ success: true, html: listHtml })),
};

/** Without the date range. */
export const NoDates: Story = {
  args: { dates: 'false' },
  parameters: handle(() => HttpResponse.json({ success: true, html: listHtml })),
};

/** An empty answer: "no news for this selection". */
export const NoData: Story = {
  parameters: handle(() => HttpResponse.json({ success: true, html: '' })),
};

/** Request in flight. */
export const Loading: Story = {
  parameters: handle(async () => {
    await delay('infinite');
    return HttpResponse.json({ success: true, html: listHtml });
  }),
};

/** English texts. */
export const English: Story = {
  globals: { locale: 'en' },
  parameters: handle(() => HttpResponse.json({ success: true, html: listHtml })),
};

/** HTTP 500 after applying. */
export const ServerError: Story = {
  parameters: handle(() => new HttpResponse('x', { status: 500 })),
};

/** Network failure. */
export const NetworkError: Story = { parameters: handle(() => HttpResponse.error()) };

/** Malformed JSON. */
export const MalformedJson: Story = {
  parameters: handle(
    () => new HttpResponse('{"success": ', { headers: { 'Content-Type': 'application/json' } }),
  ),
};

/** A body that fails the schema. */
export const SchemaMismatch: Story = {
  parameters: handle(() => HttpResponse.json(schemaMismatch)),
};
