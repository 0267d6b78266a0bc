import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { ReportTool } from './ReportTool.tsx';
import { reportToolProps } from './props.ts';

const handle = (resolver: Parameters<typeof http.post>[1]) => ({
  msw: { handlers: [http.post('/ajax/items/foto-1/report', resolver)] },
});

const meta = {
  title: 'Widgets/report-tool',
  render: () => (
    <ReportTool
      props={reportToolProps.parse({ url: '/ajax/items/foto-1/report', itemId: 'foto-1' })}
      host={document.body}
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = { parameters: handle(() => HttpResponse.json({ success: true })) };
export const ServerErrorText: Story = {
  parameters: handle(() =>
    HttpResponse.json({
      success: false,
      error: { message: 'Bitte beschreibe kurz den Grund deiner Meldung.' },
    }),
  ),
};
export const NetworkError: Story = { parameters: handle(() => HttpResponse.error()) };
