import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { TournamentTree } from './TournamentTree.tsx';
import { tournamentTreeProps } from './props.ts';

const levels = [
  { label: 'Achtelfinale', resource: '/ajax/turnier/pokal/runde/1/action/OPEN' },
  { label: 'Viertelfinale', resource: '/ajax/turnier/pokal/runde/2/action/OPEN' },
];
const handle = (resolver: Parameters<typeof http.get>[1]) => ({
  msw: { handlers: [http.get('/ajax/turnier/pokal/runde/:n/action/:action', resolver)] },
});

const meta = {
  title: 'Widgets/tournament-tree',
  render: () => (
    <TournamentTree props={tournamentTreeProps.parse({ levels })} host={document.body} />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: handle(({ params }) =>
    params.action === 'OPEN'
      ? HttpResponse.text('<ul><li>SV Nord – FC Süd 2:1</li><li>TSV West – SC Ost 0:3</li></ul>')
      : HttpResponse.text(''),
  ),
};

export const Loading: Story = {
  parameters: handle(async () => {
    await delay('infinite');
    return HttpResponse.text('');
  }),
};

export const ServerError: Story = {
  parameters: handle(() => new HttpResponse('x', { status: 500 })),
};
export const NetworkError: Story = { parameters: handle(() => HttpResponse.error()) };
export const English: Story = { globals: { locale: 'en' }, ...Default };
