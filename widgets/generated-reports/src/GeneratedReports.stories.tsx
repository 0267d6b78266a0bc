import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { GeneratedReports } from './GeneratedReports.tsx';
import { generatedReportsProps } from './props.ts';

const BASE = '/ajax/spielberichte/generiert';
const handlers = (
  reports: Parameters<typeof http.get>[1],
  importer?: Parameters<typeof http.post>[1],
) => ({
  msw: {
    handlers: [
      http.get(`${BASE}/spiel/:value`, reports),
      http.post(
        '/ajax/spielberichte/import',
        importer ?? (() => HttpResponse.json({ success: true, message: '', url: '/spiel/101' })),
      ),
    ],
  },
});

const meta = {
  title: 'Widgets/generated-reports',
  render: () => (
    <GeneratedReports
      props={generatedReportsProps.parse({
        selectUrl: BASE,
        name: 'spiel',
        importUrl: '/ajax/spielberichte/import',
        options: [
          { value: '101', label: '01.03.2026: SV Nord – FC Süd' },
          { value: '102', label: '08.03.2026: FC Süd – TuS Ost' },
        ],
      })}
      host={document.createElement('div')}
    />
  ),
  parameters: handlers(() =>
    HttpResponse.json([
      { id: 1011, name: 'Kurzbericht: SV Nord – FC Süd 2:1' },
      { id: 1012, name: 'Ausführlicher Bericht: SV Nord – FC Süd 2:1' },
    ]),
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Choose a match to see the hint and the second select. */
export const ReportsExist: Story = {};
export const NoReports: Story = { parameters: handlers(() => HttpResponse.json([])) };
export const Loading: Story = {
  parameters: handlers(async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  }),
};
export const ServerError: Story = {
  parameters: handlers(() => new HttpResponse('x', { status: 500 })),
};
export const ImportRefused: Story = {
  parameters: handlers(
    () => HttpResponse.json([{ id: 1011, name: 'Kurzbericht' }]),
    () =>
      HttpResponse.json(
        { success: false, error: { message: 'Dieser Spielbericht wurde schon importiert.' } },
        { status: 409 },
      ),
  ),
};
