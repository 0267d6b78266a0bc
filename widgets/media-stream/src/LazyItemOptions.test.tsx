/**
 * Issue 31: the big view's item options are a chunk of their own, loaded when a big view opens.
 * What a person notices: nothing is fetched for them before an entry opens; while they load, a
 * loader holds their place; a chunk that fails says so with a retry, and the retry brings them.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleWarn, initTestI18n, setupMswServer } from '@anstoss/ui/testing';
import { MediaStream } from './MediaStream.tsx';
import { streamFixture } from './fixtures.ts';
import { mediaStreamProps } from './props.ts';

/** The chunk as the browser would load it: counted, held back or failing on demand. */
const chunk = vi.hoisted(() => ({
  requests: 0,
  fail: false,
  hold: null as Promise<void> | null,
}));
vi.mock('./parts/ItemOptions.tsx', async (importOriginal) => {
  chunk.requests += 1;
  if (chunk.hold) await chunk.hold;
  if (chunk.fail) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

const server = setupMswServer();

function renderStream() {
  render(
    <MediaStream
      props={mediaStreamProps.parse({
        streamUrl: '/ajax/medien/stream',
        itemMetaUrl: '/ajax/medien/meta',
        reportAction: '/ajax/report-offense',
        captchaUrl: '/ajax/captcha',
      })}
      host={document.createElement('div')}
    />,
  );
}
async function openPhoto() {
  fireEvent.click((await screen.findAllByRole('button', { name: /Foto 1/, hidden: true }))[0]!);
  return screen.findByRole('dialog', { name: 'Foto 1' });
}

beforeAll(() => initTestI18n('de'));
beforeEach(() => {
  server.use(
    http.get('/ajax/medien/stream', () => HttpResponse.json(streamFixture(0, 100, 3))),
    http.get('/ajax/medien/meta', () =>
      HttpResponse.json({
        meta: { views: 1, comments: 0, bw: 0, bwnum: 0, options: { report_reply: true } },
      }),
    ),
  );
});

// One flow: the chunk is loaded once per page, so the steps build on each other.
describe('media-stream item options, loaded with the first big view', () => {
  it('not before an entry opens; a failed chunk offers a retry; meanwhile a loader holds the place', async () => {
    let release = () => {};
    chunk.fail = true;
    chunk.hold = new Promise((resolve) => (release = resolve));
    renderStream();
    await screen.findAllByRole('button', { name: /Foto 1/, hidden: true });
    expect(chunk.requests).toBe(0);

    const big = await openPhoto();
    await within(big).findByText('1 Aufruf');
    expect(chunk.requests).toBeGreaterThan(0);
    expect(
      within(big).getByText('Aktionen werden geladen …').closest('[role="status"]'),
    ).not.toBeNull();
    expect(within(big).queryByRole('button', { name: 'Verstoß melden' })).toBeNull();

    expectConsoleWarn(/could not load the item options/);
    chunk.hold = null;
    release();
    const alert = await within(big).findByRole('alert');
    expect(alert).toHaveTextContent('Es ist ein unbekannter Fehler aufgetreten');
    expect(within(big).queryByRole('button', { name: 'Verstoß melden' })).toBeNull();

    chunk.fail = false;
    const retry = within(alert).getByRole('button', { name: 'Erneut versuchen' });
    retry.focus();
    fireEvent.click(retry);
    const options = await within(big).findByRole('group', { name: 'Aktionen zu diesem Beitrag' });
    expect(within(options).getByRole('button', { name: 'Verstoß melden' })).toBeInTheDocument();
    await waitFor(() => expect(options).toHaveFocus());
    expect(within(big).queryByRole('alert')).toBeNull();
  });
});
