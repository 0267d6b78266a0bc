import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { ApiError, errorMessage } from '@anstoss/api';
import { ErrorText } from './ErrorText.tsx';
import { Loader } from './Loader.tsx';
import { useResource } from './useResource.ts';

type Script = 'pending' | 'success' | 'error' | 'error-after-data';

/**
 * A list loaded through useResource, with answers scripted instead of fetched: what every widget
 * shows in each state (loader, data, error with "Erneut versuchen", error that keeps the data).
 */
function Fixtures({ script }: { script: Script }) {
  const attemptsRef = useRef(0);
  const answer = (): Promise<string[]> => {
    attemptsRef.current += 1;
    const attempts = attemptsRef.current;
    if (script === 'pending') return new Promise(() => undefined);
    const fails =
      (script === 'error' && attempts === 1) || (script === 'error-after-data' && attempts === 2);
    if (fails) return Promise.reject(new ApiError('http', 'HTTP 500', { status: 500 }));
    return Promise.resolve(['SV Blau-Weiß Heimstadt – FC Gastdorf 1920', 'TSV Nord – SC Süd']);
  };
  const [state, resource] = useResource({ key: script, load: answer });
  return (
    <section className="ast-widget" aria-label="Spiele">
      <button type="button" className="ast-button ast-button--secondary" onClick={resource.reload}>
        Aktualisieren
      </button>
      {state.status === 'loading' && <Loader />}
      {state.status === 'error' && (
        <ErrorText message={errorMessage(state.error)} onRetry={resource.retry} />
      )}
      {state.data && (
        <ul>
          {state.data.map((game) => (
            <li key={game}>{game}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

const meta = {
  title: 'UI/useResource',
  component: Fixtures,
  decorators: [
    (Story) => (
      <div style={{ padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Fixtures>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first answer is still on its way. */
export const Loading: Story = { args: { script: 'pending' } };
/** The data. "Aktualisieren" reloads and keeps the list on screen meanwhile. */
export const Success: Story = { args: { script: 'success' } };
/** The first load failed: the message with "Erneut versuchen" (the retry succeeds). */
export const FirstLoadFails: Story = { args: { script: 'error' } };
/** Press "Aktualisieren": the reload fails, the list stays under the message. */
export const ErrorKeepsData: Story = { args: { script: 'error-after-data' } };
