import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  describeLoadFaults,
  expectNoAxeViolations,
  initTestI18n,
  setupMswServer,
} from '@anstoss/ui/testing';
import { MediaStream } from './MediaStream.tsx';
import { itemMetaFixture, streamFixture } from './fixtures.ts';
import { mediaStreamProps } from './props.ts';

const server = setupMswServer();
const streamRequests: URL[] = [];
const metaRequests: URL[] = [];

function respondStream(resolver: (url: URL) => Response) {
  server.use(
    http.get('/ajax/medien/stream', ({ request }) => {
      const url = new URL(request.url);
      streamRequests.push(url);
      return resolver(url);
    }),
  );
}
function respondMeta(resolver: () => Response) {
  server.use(
    http.get('/ajax/medien/meta', ({ request }) => {
      metaRequests.push(new URL(request.url));
      return resolver();
    }),
  );
}
const paged = (total: number) => (url: URL) =>
  HttpResponse.json(
    streamFixture(
      Number(url.searchParams.get('offset')),
      Number(url.searchParams.get('amount')),
      total,
    ),
  );

function renderWidget(attributes: Record<string, string> = {}) {
  const props = mediaStreamProps.parse({
    streamUrl: '/ajax/medien/stream',
    itemMetaUrl: '/ajax/medien/meta',
    uploadUrl: '/hochladen',
    ...attributes,
  });
  return render(<MediaStream props={props} host={document.createElement('div')} />);
}

beforeAll(() => initTestI18n('de'));
beforeEach(() => {
  streamRequests.length = 0;
  metaRequests.length = 0;
  respondMeta(() => HttpResponse.json(itemMetaFixture));
});
afterEach(() => {
  vi.useRealTimers();
  document.cookie = 'FBDE_LOGIN=; max-age=0; path=/';
});

const tiles = () => screen.getAllByRole('button', { name: /ansehen$/ });

describe('media-stream', () => {
  it('loads page 1 (offset 0, amount 100) and shows a carousel of tiles; axe', async () => {
    respondStream(paged(250));
    const { container } = renderWidget();
    expect(await screen.findByRole('region', { name: 'Fotos und Videos' })).toBeInTheDocument();
    expect(streamRequests[0]?.search).toBe('?offset=0&amount=100');
    expect(tiles()[0]).toHaveAccessibleName('Video „Traumtor aus 25 Metern“ ansehen');
    await expectNoAxeViolations(container);
  }, 20_000);

  it('big view: meta by uid, stars (350 points: 3), previous wraps to the last entry', async () => {
    respondStream(paged(3));
    renderWidget();
    fireEvent.click((await screen.findAllByRole('button', { name: /Foto 1/, hidden: true }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Foto 1' });
    expect(await within(dialog).findByText('1.234 Aufrufe')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: '3 von 5 Sternen' })).toBeInTheDocument();
    expect(metaRequests[0]?.searchParams.get('id')).toBe('5000001');
    fireEvent.click(within(dialog).getByRole('button', { name: /Nächstes/ }));
    expect(await screen.findByRole('dialog', { name: 'Foto 2' })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('heading', { name: 'Foto 2' }), { key: 'ArrowRight' });
    expect(
      await screen.findByRole('dialog', { name: 'Traumtor aus 25 Metern' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 von 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Vorheriges/ }));
    expect(await screen.findByRole('dialog', { name: 'Foto 2' })).toBeInTheDocument();
  });

  it('in English the portal\'s German titles are marked lang="de" (tile and big view)', async () => {
    initTestI18n('en');
    const main = document.body.appendChild(document.createElement('main'));
    main.setAttribute('lang', 'de');
    const host = main.appendChild(document.createElement('div'));
    host.setAttribute('lang', 'en');
    respondStream(paged(3));
    const props = mediaStreamProps.parse({
      streamUrl: '/ajax/medien/stream',
      itemMetaUrl: '/ajax/medien/meta',
    });
    try {
      render(<MediaStream props={props} host={host} />, { container: host });
      const tile = (await screen.findAllByRole('button', { name: /Foto 1/, hidden: true }))[0]!;
      expect(within(tile).getByText('Foto 1')).toHaveAttribute('lang', 'de');
      fireEvent.click(tile);
      const dialog = await screen.findByRole('dialog', { name: 'Foto 1' });
      expect(within(dialog).getByRole('heading', { name: 'Foto 1' })).toHaveAttribute('lang', 'de');
      expect(within(dialog).getByRole('button', { name: 'Close' }).closest('[lang]')).toBe(host);
    } finally {
      main.remove();
      initTestI18n('de');
    }
  });

  it('big view: next and previous announce the title and "3 von 3" once stepping pauses', async () => {
    respondStream(paged(3));
    renderWidget();
    fireEvent.click((await screen.findAllByRole('button', { name: /Foto 1/, hidden: true }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Foto 1' });
    const status = within(dialog).getByRole('status');
    // Opening is announced by the dialog's name; nothing extra.
    expect(status).toHaveTextContent(/^$/);
    vi.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: /Nächstes/ }));
    fireEvent.keyDown(screen.getByRole('heading', { name: 'Foto 2' }), { key: 'ArrowRight' });
    fireEvent.keyDown(screen.getByRole('heading', { name: 'Traumtor aus 25 Metern' }), {
      key: 'ArrowLeft',
    });
    // Throttled: quick steps speak only where the stepping stopped.
    expect(status).toHaveTextContent(/^$/);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(status).toHaveTextContent('Foto 2, 3 von 3');
    expect(screen.getByText('3 von 3')).toBeInTheDocument();
  });

  it('a video plays its webm variant with the poster; quality groups', async () => {
    respondStream(paged(2));
    const { container } = renderWidget();
    fireEvent.click(await screen.findByRole('button', { name: /Traumtor/ }));
    await screen.findByRole('dialog', { name: 'Traumtor aus 25 Metern' });
    const video = container.ownerDocument.querySelector('video')!;
    expect(video.getAttribute('poster')).toBe('/medien/bilder/v1/poster.svg');
    expect(video.querySelector('source')?.getAttribute('type')).toBe('video/webm');
    // Spec §9: the standard group (src) is labelled "Niedrig", as in the TV widgets.
    expect(screen.getByRole('button', { name: 'Niedrig' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Hoch' }));
    expect(screen.getByRole('button', { name: 'Hoch' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a deleted item in the open big view says so', async () => {
    respondStream(paged(2));
    respondMeta(() =>
      HttpResponse.json({ success: false, error: { message: 'weg' } }, { status: 404 }),
    );
    renderWidget();
    fireEvent.click(await screen.findByRole('button', { name: /Foto 1/ }));
    expect(
      await screen.findByText('Dieser Beitrag wurde inzwischen entfernt.'),
    ).toBeInTheDocument();
  });

  it('upload sub-view links to the upload page, through the login when logged out', async () => {
    respondStream(paged(2));
    renderWidget();
    fireEvent.click(await screen.findByRole('button', { name: 'Eigene Fotos hochladen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fotos und Videos teilen' });
    expect(within(dialog).getByRole('link', { name: 'Anmelden und hochladen' })).toHaveAttribute(
      'href',
      '/login?fw_url=%2Fhochladen',
    );
  });

  it('rotates: first step after 500 ms, then every 3000 ms; holds while the big view is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, advanceTimeDelta: 1 });
    respondStream(paged(50));
    renderWidget();
    await screen.findByRole('region', { name: 'Fotos und Videos' });
    const first = () =>
      screen
        .getAllByRole('group', { hidden: true })
        .find((g) => g.classList.contains('is-visible'));
    expect(first()).toHaveAccessibleName('1 von 50');
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(first()).toHaveAccessibleName('2 von 50');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(first()).toHaveAccessibleName('3 von 50');
    fireEvent.click(screen.getAllByRole('button', { name: /Foto 2/ })[0]!);
    await screen.findByRole('dialog');
    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(first()).toHaveAccessibleName('3 von 50');
  });

  it('10,000 entries: the DOM stays bounded; more pages are fetched near the end', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, advanceTimeDelta: 1 });
    respondStream(paged(10_000));
    const { container } = renderWidget();
    await screen.findByRole('region', { name: 'Fotos und Videos' });
    expect(container.querySelectorAll('[role="group"]').length).toBeLessThanOrEqual(12);
    expect(container.querySelectorAll('*').length).toBeLessThan(150);
    fireEvent.click(screen.getByRole('button', { name: 'Automatischen Wechsel anhalten' }));
    // One query: the same button stays for every slide (a new one would lose the focus).
    const next = screen.getByRole('button', { name: 'Nächste Folie' });
    for (let i = 0; i < 95; i++) {
      expect(next.isConnected).toBe(true);
      fireEvent.click(next);
      await act(() => vi.advanceTimersByTimeAsync(600));
    }
    await vi.waitFor(() => expect(streamRequests.length).toBe(2));
    expect(streamRequests[1]?.search).toBe('?offset=100&amount=100');
    expect(container.querySelectorAll('*').length).toBeLessThan(150);
  }, 30_000);

  it('an empty stream says so', async () => {
    respondStream(() => HttpResponse.json({ meta: { overallamount: 0, amount: 0 }, entries: [] }));
    renderWidget();
    expect(await screen.findByText('Noch keine Fotos oder Videos.')).toBeInTheDocument();
  });

  describeLoadFaults('faults: an error with retry', {
    server,
    path: '/ajax/medien/stream',
    schemaMismatch: { entries: [{ id: 1, type: 'audio' }] },
    consoleWarn: '[anstoss] media-stream: could not load',
    render: () => renderWidget(),
  });

  it('a missing stream URL is a prop error naming the attribute', () => {
    const result = mediaStreamProps.safeParse({});
    expect(result.success).toBe(false);
  });
});

describe("media-stream on an English page (the portal's German titles)", () => {
  it('marks the titles lang="de" in English (tile and big view), not the tools; nothing in German', async () => {
    // An English page of the CMS: no German content area around the host.
    document.documentElement.setAttribute('lang', 'en');
    initTestI18n('en');
    respondStream(paged(3));
    try {
      const { unmount } = renderWidget();
      const tile = (await screen.findAllByRole('button', { name: /Foto 1/, hidden: true }))[0]!;
      expect(within(tile).getByText('Foto 1')).toHaveAttribute('lang', 'de');
      fireEvent.click(tile);
      const dialog = await screen.findByRole('dialog', { name: 'Foto 1' });
      expect(within(dialog).getByRole('heading', { name: 'Foto 1' })).toHaveAttribute('lang', 'de');
      expect(
        within(dialog).getByRole('button', { name: 'Close' }).closest('[lang="de"]'),
      ).toBeNull();
      unmount();
      document.documentElement.setAttribute('lang', 'de');
      initTestI18n('de');
      renderWidget();
      const german = (await screen.findAllByRole('button', { name: /Foto 1/, hidden: true }))[0]!;
      expect(within(german).getByText('Foto 1')).not.toHaveAttribute('lang');
    } finally {
      document.documentElement.removeAttribute('lang');
      initTestI18n('de');
    }
  });
});
