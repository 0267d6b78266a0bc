import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { disabledTicker, runningTicker, secondShapeTicker } from './fixtures.ts';
import { LiveTicker } from './LiveTicker.tsx';
import { liveTickerProps } from './props.ts';

const BASE = '/ajax/liveticker';
const handle = (resolver: Parameters<typeof http.get>[1]) => ({
  msw: { handlers: [http.get(`${BASE}/ticker-id/:id`, resolver)] },
});

const meta = {
  title: 'Widgets/live-ticker',
  args: { tickerUrl: BASE, tickerId: '501', gameId: '9001' },
  beforeEach: () => {
    localStorage.removeItem('FBDE_LIVETICKER_9001');
  },
  render: (args) => <LiveTicker props={liveTickerProps.parse(args)} host={document.body} />,
} satisfies Meta<{ tickerUrl: string; tickerId: string; gameId: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Second half running, two tickers, clock ticking. */
export const Running: Story = { parameters: handle(() => HttpResponse.json(runningTicker)) };

/** The second data shape (scoreHome, scoreAway, time_running false: clock stands). */
export const SecondShape: Story = {
  parameters: handle(() => HttpResponse.json(secondShapeTicker)),
};

/** After extra time (section 5 ended). */
export const AfterExtraTime: Story = {
  parameters: handle(() =>
    HttpResponse.json({
      ...runningTicker,
      score: '3:2',
      events: [
        ...runningTicker.events,
        { section_type_id: 5, type_id: 29, team_id: null, member_id: null, minute: 120 },
      ],
    }),
  ),
};

/** Penalty shoot-out. */
export const AfterPenalties: Story = {
  parameters: handle(() =>
    HttpResponse.json({
      ...runningTicker,
      events: [
        ...runningTicker.events,
        { section_type_id: 6, type_id: 1, team_id: 10, member_id: 7, minute: 120 },
      ],
    }),
  ),
};

/** liveticker_enabled false: inactive. */
export const Inactive: Story = { parameters: handle(() => HttpResponse.json(disabledTicker)) };

export const English: Story = {
  globals: { locale: 'en' },
  parameters: handle(() => HttpResponse.json(runningTicker)),
};

export const Loading: Story = {
  parameters: handle(async () => {
    await delay('infinite');
    return HttpResponse.json(runningTicker);
  }),
};

export const ServerError: Story = {
  parameters: handle(() => new HttpResponse('Fehler', { status: 500 })),
};

export const NetworkError: Story = { parameters: handle(() => HttpResponse.error()) };

export const MalformedJson: Story = {
  parameters: handle(
    () => new HttpResponse('{"id": ', { headers: { 'Content-Type': 'application/json' } }),
  ),
};

export const SchemaMismatch: Story = {
  parameters: handle(() => HttpResponse.json({ id: 1, home_team: 'x' })),
};
