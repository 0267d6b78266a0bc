import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { ArticleEditor } from './ArticleEditor.tsx';
import { articleEditorProps } from './props.ts';

const SAVE = '/ajax/artikel/speichern';
const handlers = (save: Parameters<typeof http.post>[1]) => ({
  msw: { handlers: [http.post(SAVE, save)] },
});
const saved = () => HttpResponse.json({ success: true, id: 7, url: '/news/derbysieg-7' });

const stored = {
  id: 7,
  title: 'Derbysieg in der Nachspielzeit',
  teaser: 'Ein Abend zum Erinnern.',
  body: '<h3>Erste Halbzeit</h3><p>Ein <strong>starkes</strong> Spiel mit <a href="https://example.org" rel="nofollow">Bericht</a>.</p><blockquote>Wir haben nie aufgegeben.</blockquote>',
  visible: true,
  publishFrom: '2026-03-14',
  voting: { enabled: true, upload: true, duration: 14 },
  marketing: { enabled: true, note: 'Bitte im Newsletter' },
};

const render = (article?: object) => () => (
  <ArticleEditor
    props={articleEditorProps.parse({
      saveUrl: SAVE,
      draftKey: article ? 'story-7' : 'story-neu',
      today: '2026-03-14',
      minDate: '2026-03-14',
      maxDate: '2028-03-13',
      ...(article ? { article } : {}),
    })}
    host={document.body}
  />
);

const meta = {
  title: 'Widgets/article-editor',
  render: render(),
  beforeEach: () => localStorage.clear(),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { parameters: handlers(saved) };
export const StoredArticle: Story = { render: render(stored), parameters: handlers(saved) };
export const Saving: Story = {
  render: render(stored),
  parameters: handlers(async () => {
    await delay('infinite');
    return saved();
  }),
};
export const NetworkDown: Story = {
  render: render(stored),
  parameters: handlers(() => HttpResponse.error()),
};
export const SessionExpired: Story = {
  render: render(stored),
  parameters: handlers(() => HttpResponse.json({ success: false }, { status: 401 })),
};
export const English: Story = {
  globals: { locale: 'en' },
  render: render(stored),
  parameters: handlers(saved),
};
