import type { Meta, StoryObj } from '@storybook/react-vite';
import { findByRole, fireEvent } from 'storybook/test';
import { MarkupChecker } from './MarkupChecker.tsx';
import { markupCheckerProps } from './props.ts';

/** Host attributes as a CMS editor writes them (camelCased), parsed like the runtime does. */
interface HostAttributes {
  rows?: string;
}

const meta = {
  title: 'Widgets/markup-checker',
  args: {},
  render: (args) => <MarkupChecker props={markupCheckerProps.parse(args)} host={document.body} />,
} satisfies Meta<HostAttributes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pastes `markup` and presses "Markup prüfen". */
function checks(markup: string): Story['play'] {
  return async ({ canvasElement }) => {
    const field = await findByRole(canvasElement, 'textbox', { name: 'Template-Markup' });
    fireEvent.change(field, { target: { value: markup } });
    (await findByRole(canvasElement, 'button', { name: 'Markup prüfen' })).click();
  };
}

/** The empty field, before the first check. */
export const Empty: Story = {};

/** A smaller field. */
export const FewRows: Story = { args: { rows: '4' } };

/** One host fine, one with a missing and a misspelt attribute, one unknown widget, a script. */
export const WithProblems: Story = {
  play: checks(
    '<div data-widget="year-select" data-years="5"></div>\n' +
      '<div data-widget="comments" data-url="/ajax/comments/1" data-delet-url="/x"></div>\n' +
      '<div data-widget="kommentare"></div>\n<script>alert(1)</script>',
  ),
};

/** Garbage: no widget found. */
export const Garbage: Story = { play: checks('<<<>>> </div> &&&') };

/** Pressing the button with an empty field asks for markup. */
export const NothingPasted: Story = { play: checks('') };
