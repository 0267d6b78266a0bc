import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { Tabs } from './Tabs.tsx';
import { tabsProps } from './props.ts';

const items = JSON.stringify([
  { label: 'Spielverlauf', url: '/ajax/tab/a', tracking: 'a' },
  { label: 'Liveticker', url: '/ajax/tab/b', tracking: 'b' },
  { label: 'Tabelle', href: '#tabelle' },
]);

const handlers = (b: Parameters<typeof http.get>[1]) => ({
  msw: {
    handlers: [
      http.get('/ajax/tab/a', () => HttpResponse.text('<p>Spielverlauf: 12. Tor</p>')),
      http.get('/ajax/tab/b', b),
    ],
  },
});

const meta = {
  title: 'Widgets/tabs',
  args: { items, label: 'Spielinformationen' },
  render: (args) => <Tabs props={tabsProps.parse(args)} host={document.body} />,
} satisfies Meta<{ items: string; label: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ajax and link tabs; use the viewport toolbar below 760 px for the drop-down. */
export const Default: Story = {
  parameters: handlers(() => HttpResponse.text('<p>Liveticker: Anpfiff</p>')),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: handlers(() => HttpResponse.text('<p>Liveticker: Anpfiff</p>')),
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: handlers(() => HttpResponse.text('<p>Live ticker</p>')),
};

/** Second panel loading forever. */
export const PanelLoading: Story = {
  parameters: handlers(async () => {
    await delay('infinite');
    return HttpResponse.text('');
  }),
};

/** Second panel failing (HTTP 500 or network error). */
export const PanelServerError: Story = {
  parameters: handlers(() => new HttpResponse('x', { status: 500 })),
};
export const PanelNetworkError: Story = { parameters: handlers(() => HttpResponse.error()) };
