import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { ObfuscatedResults } from './ObfuscatedResults.tsx';
import { resultsFixture } from './fixtures.ts';
import { obfuscatedResultsProps } from './props.ts';

/** The stories serve the stylesheet as a data: URL, so every state works without a server. */
const CSS = `.results-c-f3a9c1d2e4 .ka3f::before{content:"2"}
.results-c-f3a9c1d2e4 .q9x1::before{content:"1"}
.results-c-f3a9c1d2e4 .zz91{display:none}`;
const dataUrl = `data:text/css,${encodeURIComponent(CSS)}#%ID%`;

interface Args {
  stylesheetUrl: string;
  rows: 'two' | 'none' | 'many';
}

function Story({ stylesheetUrl, rows }: Args) {
  useEffect(
    () => () =>
      document.head.querySelectorAll('link[data-anstoss-results]').forEach((l) => l.remove()),
    [],
  );
  const base = JSON.parse(resultsFixture.props) as { head: string[]; rows: unknown[][] };
  const list =
    rows === 'none'
      ? []
      : rows === 'many'
        ? Array.from({ length: 500 }, (_, i) => [`Team ${i}`, 'Gast', { o: ['ka3f', ':', 'q9x1'] }])
        : base.rows;
  const props = obfuscatedResultsProps.parse({
    ...resultsFixture,
    stylesheetUrl,
    head: base.head,
    rows: list,
  });
  // A real host in the page, so the class results-c-{id} scopes the stylesheet's rules.
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  return <div ref={setHost}>{host && <ObfuscatedResults props={props} host={host} />}</div>;
}

const meta = {
  title: 'Widgets/obfuscated-results',
  render: (args: Args) => <Story {...args} />,
  args: { stylesheetUrl: dataUrl, rows: 'two' },
} satisfies Meta<Args>;
export default meta;
type S = StoryObj<typeof meta>;

export const Results: S = {};
export const NoRows: S = { args: { rows: 'none' } };
export const FiveHundredRows: S = { args: { rows: 'many' } };
export const StylesheetFails: S = { args: { stylesheetUrl: '/does-not-exist/%ID%.css' } };
