import type { Meta, StoryObj } from '@storybook/react-vite';
import { LineChart } from './LineChart.tsx';
import { lineChartProps, type ChartSeries } from './props.ts';

interface HostAttributes {
  title: string;
  series: ChartSeries[];
}

const GOALS: ChartSeries[] = [
  { name: 'Tore', checked: true, values: [2, 0, 3, 1, 4, 2] },
  { name: 'Gegentore', checked: true, values: [1, 1, 0, 2, 1, 3] },
  { name: 'Tordifferenz', checked: false, values: [1, -1, 3, -1, 3, -1] },
];

const meta = {
  title: 'Widgets/line-chart',
  args: { title: 'Tore in den letzten Spielen', series: GOALS },
  render: (args) => (
    <div style={{ maxWidth: '40rem', fontFamily: 'system-ui' }}>
      <LineChart props={lineChartProps.parse(args)} host={document.body} />
    </div>
  ),
} satisfies Meta<HostAttributes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two series shown, a third ready to be switched on. */
export const Goals: Story = {};

/** Every series off: an empty frame and a hint. */
export const NothingChecked: Story = {
  args: { series: GOALS.map((s) => ({ ...s, checked: false })) },
};

/** A single point. */
export const SinglePoint: Story = {
  args: { series: [{ name: 'Tore', checked: true, values: [3] }] },
};

/** 500 values: x labels are thinned. */
export const ManyPoints: Story = {
  args: {
    series: [
      {
        name: 'Zuschauer (Hundert)',
        checked: true,
        values: Array.from({ length: 500 }, (_, i) => Math.round(5 + 4 * Math.sin(i / 20))),
      },
    ],
  },
};

/** Eight series: colours repeat with a dash pattern. */
export const ManySeries: Story = {
  args: {
    series: Array.from({ length: 8 }, (_, k) => ({
      name: `Reihe ${k + 1}`,
      checked: true,
      values: [k % 3, (k + 1) % 4, k % 5, 2],
    })),
  },
};

/** English texts. */
export const English: Story = { globals: { locale: 'en' } };
