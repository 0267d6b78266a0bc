import type { Meta, StoryObj } from '@storybook/react-vite';
import { textTruncateProps } from './props.ts';
import { TextTruncate } from './TextTruncate.tsx';

/** Host attributes as a CMS editor writes them (camelCased), parsed like the runtime does. */
interface HostAttributes {
  text: string;
  enabled?: 'true' | 'false';
  maxLength?: string;
  readMore?: 'true' | 'false';
}

const TEXT =
  'Kunstrasen, Schiedsrichtermangel, Ehrenamt: Wir haben gefragt, was euch auf und neben dem ' +
  'Platz beschäftigt. Hier ist Platz für eure Meinung.';

const meta = {
  title: 'Widgets/text-truncate',
  args: { text: TEXT, enabled: 'true', maxLength: '90', readMore: 'true' },
  argTypes: {
    enabled: { control: 'inline-radio', options: ['true', 'false'] },
    readMore: { control: 'inline-radio', options: ['true', 'false'] },
  },
  render: (args) => (
    <div style={{ maxWidth: '30rem', fontFamily: 'system-ui' }}>
      <TextTruncate props={textTruncateProps.parse(args)} host={document.body} />
      <p>Der nächste Absatz rückt beim Aufklappen nur nach unten.</p>
    </div>
  ),
} satisfies Meta<HostAttributes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cut at 90 characters with "weiterlesen". */
export const WithReadMore: Story = {};

/** Cut with an ellipsis only. */
export const EllipsisOnly: Story = { args: { readMore: 'false' } };

/** Off (the default): the whole text, no button. */
export const Disabled: Story = { args: { enabled: 'false' } };

/** A text within the limit: shown whole, no button. */
export const ShortText: Story = { args: { text: 'Heimsieg im Derby.' } };

/** English button text. */
export const English: Story = { globals: { locale: 'en' } };
