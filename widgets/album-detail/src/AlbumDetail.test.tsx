import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '@anstoss/runtime/widget';
import {
  describeLoadFaults,
  expectConsoleWarn,
  expectNoAxeViolations,
  failOnFocusLoss,
  initTestI18n,
  setupMswServer,
} from '@anstoss/ui/testing';
import { AlbumDetail } from './AlbumDetail.tsx';
import { albumPhotosFixture } from '@anstoss/api/testing';
import { albumDetailProps } from './props.ts';

const server = setupMswServer();
const requests: URL[] = [];
function respond(resolver: () => Response) {
  server.use(
    http.get('/ajax/fotos/album/:id', ({ request }) => {
      requests.push(new URL(request.url));
      return resolver();
    }),
  );
}
function renderWidget(attributes: Record<string, string> = {}) {
  const props = albumDetailProps.parse({ detailUrl: '/ajax/fotos/album/', ...attributes });
  return render(<AlbumDetail props={props} host={document.createElement('div')} />);
}

beforeAll(() => initTestI18n('de'));
beforeEach(() => {
  requests.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('album-detail', () => {
  it('takes the album id from /-/album/{id}, loads up to 9999 photos; stars; axe', async () => {
    window.history.replaceState(null, '', '/fotos/-/album/16973380');
    respond(() => HttpResponse.json(albumPhotosFixture(5)));
    const { container } = renderWidget();
    expect(
      await screen.findByRole('heading', { name: 'Unser Verein in Bildern', level: 1 }),
    ).toBeInTheDocument();
    // Spec §3: nth position classes in groups of 6 (hooks for the CMS's grid styles).
    expect(
      [...container.querySelectorAll('.ast-album-detail__item')].map((li) =>
        [...li.classList].find((c) => c.startsWith('ast-album-detail__item--n')),
      ),
    ).toEqual([1, 2, 3, 4, 5].map((n) => `ast-album-detail__item--n${n}`));
    expect(requests[0]?.pathname).toBe('/ajax/fotos/album/16973380');
    expect(requests[0]?.search).toBe('?offset=0&amount=9999');
    expect(screen.getAllByRole('button', { name: /^Foto „Foto \d“ öffnen$/ })).toHaveLength(5);
    // average 0.9 → 1 star, 1.8 → 2, 0 → 0
    const stars = screen
      .getAllByRole('img', { name: /von 5 Sternen/ })
      .map((s) => s.getAttribute('aria-label'));
    expect(stars.slice(0, 3)).toEqual(['0 von 5 Sternen', '1 von 5 Sternen', '2 von 5 Sternen']);
    await expectNoAxeViolations(container);
  }, 20_000);

  it('without an id in the path: the default album 16973375', async () => {
    window.history.replaceState(null, '', '/fotos');
    respond(() => HttpResponse.json(albumPhotosFixture(1)));
    renderWidget();
    await screen.findByRole('heading', { level: 1 });
    expect(requests[0]?.pathname).toBe('/ajax/fotos/album/16973375');
  });

  it('a click on a photo opens the viewer (photoOpen event)', async () => {
    respond(() => HttpResponse.json(albumPhotosFixture(30)));
    renderWidget({ albumId: '16973375' });
    const seen = vi.fn();
    const off = on('photoOpen', seen);
    fireEvent.click(await screen.findByRole('button', { name: 'Foto „Foto 3“ öffnen' }));
    off();
    expect(seen).toHaveBeenCalledWith({ albumId: '16973375', photoId: '5000002', index: 2 });
  });

  it('encoding running: the photos still in progress', async () => {
    respond(() => HttpResponse.json(albumPhotosFixture(5, 8)));
    renderWidget({ albumId: '1' });
    expect(await screen.findByText(/Die Verarbeitung läuft noch/)).toHaveTextContent(
      'Die Verarbeitung läuft noch. Bilder in Bearbeitung: 3',
    );
  });

  it('encoding running: loads again every 5000 ms until the photos are there', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, advanceTimeDelta: 1 });
    let answer = albumPhotosFixture(5, 8);
    respond(() => HttpResponse.json(answer));
    renderWidget({ albumId: '1' });
    await screen.findByText(/Bilder in Bearbeitung: 3/);
    answer = albumPhotosFixture(8, 8);
    await act(() => vi.advanceTimersByTimeAsync(5100));
    await waitFor(() => expect(screen.queryByText(/Bilder in Bearbeitung/)).toBeNull());
    expect(screen.getAllByRole('button', { name: /öffnen$/ })).toHaveLength(8);
    const calls = requests.length;
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(requests.length).toBe(calls);
    vi.useRealTimers();
  }, 20_000);

  it('an empty album says so', async () => {
    respond(() => HttpResponse.json(albumPhotosFixture(0)));
    renderWidget({ albumId: '1' });
    expect(await screen.findByText('Dieses Album enthält noch keine Fotos.')).toBeInTheDocument();
  });

  it('9,999 photos: one page of 24 in the DOM, a pager', async () => {
    respond(() => HttpResponse.json(albumPhotosFixture(9999)));
    const { container } = renderWidget({ albumId: '1' });
    expect(await screen.findByText('Seite 1 von 417')).toBeInTheDocument();
    expect(container.querySelectorAll('li')).toHaveLength(24);
    expect(container.querySelectorAll('*').length).toBeLessThan(400);
    fireEvent.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(screen.getByText('Seite 2 von 417')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Foto „Foto 25“ öffnen' })).toBeInTheDocument();
  }, 20_000);

  it('a picture that cannot load: its button is named with the visible "Bild nicht verfügbar"; axe', async () => {
    respond(() => HttpResponse.json(albumPhotosFixture(2)));
    const { container } = renderWidget({ albumId: '1' });
    const button = await screen.findByRole('button', { name: 'Foto „Foto 1“ öffnen' });
    vi.useFakeTimers();
    for (let attempt = 0; attempt <= 3; attempt++) {
      fireEvent.error(button.querySelector('img')!);
      await act(() => vi.advanceTimersByTimeAsync(500));
    }
    vi.useRealTimers();
    expect(button).toHaveTextContent('Bild nicht verfügbar');
    expect(button).toHaveAccessibleName('Foto „Foto 1“ öffnen: Bild nicht verfügbar');
    expect(screen.getByRole('button', { name: 'Foto „Foto 2“ öffnen' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  }, 20_000);

  it('in English the German title and description are marked lang="de"', async () => {
    initTestI18n('en');
    const main = document.body.appendChild(document.createElement('main'));
    main.setAttribute('lang', 'de');
    const host = main.appendChild(document.createElement('div'));
    host.setAttribute('lang', 'en');
    respond(() => HttpResponse.json(albumPhotosFixture(1)));
    const props = albumDetailProps.parse({ detailUrl: '/ajax/fotos/album/', albumId: '1' });
    render(<AlbumDetail props={props} host={host} />, { container: host });
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title).toHaveAttribute('lang', 'de');
    expect(screen.getByRole('button', { name: /^Open photo/ }).closest('[lang]')).toBe(host);
    main.remove();
    initTestI18n('de');
  });

  describe('pager focus', () => {
    failOnFocusLoss();

    it('the last page disables "Nächste Seite": focus goes to "Vorherige Seite", and back', async () => {
      respond(() => HttpResponse.json(albumPhotosFixture(30)));
      renderWidget({ albumId: '1' });
      await screen.findByText('Seite 1 von 2');
      const next = screen.getByRole('button', { name: 'Nächste Seite' });
      const prev = screen.getByRole('button', { name: 'Vorherige Seite' });
      next.focus();
      fireEvent.click(next);
      expect(screen.getByText('Seite 2 von 2')).toBeInTheDocument();
      expect(next).toBeDisabled();
      expect(prev).toHaveFocus();
      fireEvent.click(prev);
      expect(prev).toBeDisabled();
      expect(next).toHaveFocus();
    }, 20_000);
  });

  describeLoadFaults('faults: an error with retry', {
    server,
    path: '/ajax/fotos/album/:id',
    schemaMismatch: { entries: [{ id: 1, image: 'x' }] },
    consoleWarn: '[anstoss] album-detail: could not load',
    render: () => renderWidget({ albumId: '1' }),
  });

  it('an album that is gone (404): an error with retry', async () => {
    respond(() => HttpResponse.json({ success: false }, { status: 404 }));
    expectConsoleWarn('[anstoss] album-detail: could not load');
    renderWidget({ albumId: '1' });
    expect(
      await screen.findByRole('button', { name: 'Erneut versuchen' }, { timeout: 8000 }),
    ).toBeInTheDocument();
  }, 15_000);
});

describe("album-detail on an English page (the members' German)", () => {
  it('marks the album\'s title and description lang="de" in English, nothing in German', async () => {
    // An English page of the CMS: no German content area around the host.
    document.documentElement.setAttribute('lang', 'en');
    initTestI18n('en');
    respond(() => HttpResponse.json(albumPhotosFixture(1)));
    try {
      const { unmount } = renderWidget({ albumId: '1' });
      const title = await screen.findByRole('heading', {
        name: 'Unser Verein in Bildern',
        level: 1,
      });
      expect(title).toHaveAttribute('lang', 'de');
      expect(screen.getByText('Die schönsten Momente der Saison.')).toHaveAttribute('lang', 'de');
      expect(screen.getByRole('button', { name: /^Open photo/ }).closest('[lang]')).toBe(
        document.documentElement,
      );
      unmount();
      document.documentElement.setAttribute('lang', 'de');
      initTestI18n('de');
      renderWidget({ albumId: '1' });
      const german = await screen.findByRole('heading', { name: 'Unser Verein in Bildern' });
      expect(german).not.toHaveAttribute('lang');
    } finally {
      document.documentElement.removeAttribute('lang');
      initTestI18n('de');
    }
  });
});
