import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  describeLoadFaults,
  expectNoAxeViolations,
  failOnFocusLoss,
  initTestI18n,
  setupMswServer,
} from '@anstoss/ui/testing';
import { AlbumList } from './AlbumList.tsx';
import { albumListFixture } from './fixtures.ts';
import { albumListProps } from './props.ts';

const server = setupMswServer();
const requests: URL[] = [];
function respond(path: string, resolver: (url: URL) => Response) {
  server.use(
    http.get(path, ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      return resolver(url);
    }),
  );
}
const paged = (total: number) => (url: URL) =>
  HttpResponse.json(
    albumListFixture(
      Number(url.searchParams.get('offset')),
      Number(url.searchParams.get('amount')),
      total,
    ),
  );

function renderWidget() {
  const props = albumListProps.parse({
    listUrl: '/ajax/fotos/alben',
    searchUrl: '/ajax/fotos/alben/suche',
  });
  return render(<AlbumList props={props} host={document.createElement('div')} />);
}

beforeAll(() => initTestI18n('de'));
beforeEach(() => {
  requests.length = 0;
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('album-list', () => {
  it('lists 12 albums with nth-position classes and loads 12 more; axe', async () => {
    respond('/ajax/fotos/alben', paged(30));
    const { container } = renderWidget();
    expect(await screen.findByRole('heading', { name: /Alle Fotoalben/ })).toHaveTextContent(
      '(30 Alben)',
    );
    await screen.findAllByRole('listitem');
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    expect(requests[0]?.search).toBe('?offset=0&amount=12');
    const items = container.querySelectorAll('.ast-album-list__item');
    expect(items[0]).toHaveClass('ast-album-list__item--n1');
    expect(items[5]).toHaveClass('ast-album-list__item--n6');
    expect(items[6]).toHaveClass('ast-album-list__item--n1');
    expect(screen.getAllByRole('link', { name: /Saisonauftakt/ })[0]).toHaveAttribute(
      'href',
      '/fotos/-/album/16973375',
    );
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('button', { name: 'Weitere Alben laden' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(24));
    expect(requests[1]?.search).toBe('?offset=12&amount=12');
    fireEvent.click(screen.getByRole('button', { name: 'Weitere Alben laden' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(30));
    expect(screen.queryByRole('button', { name: 'Weitere Alben laden' })).toBeNull();
  }, 20_000);

  describe('focus', () => {
    failOnFocusLoss();

    it('the last page removes "Weitere Alben laden": focus goes to its first album', async () => {
      respond('/ajax/fotos/alben', paged(18));
      renderWidget();
      const more = await screen.findByRole('button', { name: 'Weitere Alben laden' });
      more.focus();
      fireEvent.click(more);
      await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(18));
      expect(screen.queryByRole('button', { name: 'Weitere Alben laden' })).toBeNull();
      const links = screen.getAllByRole('link', { name: /Saisonauftakt/ });
      await waitFor(() => expect(links[12]).toHaveFocus());
    }, 20_000);
  });

  it('?sw= switches to search mode', async () => {
    window.history.replaceState(null, '', '/fotos?sw=Derby');
    respond('/ajax/fotos/alben/suche', paged(2));
    renderWidget();
    expect(
      await screen.findByRole('heading', { name: /Suchergebnisse für „Derby“/ }),
    ).toBeInTheDocument();
    expect(requests[0]?.searchParams.get('query')).toBe('Derby');
    expect(screen.getByRole('searchbox', { name: 'Alben durchsuchen' })).toHaveValue('Derby');
  });

  it('a search without results says so', async () => {
    window.history.replaceState(null, '', '/fotos?sw=xyz');
    respond('/ajax/fotos/alben/suche', paged(0));
    renderWidget();
    expect(await screen.findByText(/Keine Alben gefunden/)).toBeInTheDocument();
  });

  it('10,000 albums: one page of 12 in the DOM', async () => {
    respond('/ajax/fotos/alben', paged(10_000));
    const { container } = renderWidget();
    await screen.findAllByRole('listitem');
    expect(container.querySelectorAll('li')).toHaveLength(12);
    expect(screen.getByRole('heading', { name: /Alle Fotoalben/ })).toHaveTextContent(
      '(10.000 Alben)',
    );
  });

  describeLoadFaults('faults: an error with retry', {
    server,
    path: '/ajax/fotos/alben',
    schemaMismatch: { entries: [{ title: 'ohne id' }] },
    consoleWarn: '[anstoss] album-list: could not load',
    render: () => renderWidget(),
  });
});

describe("album-list on an English page (the members' German)", () => {
  it('marks the album titles lang="de" in English, not the widget\'s own texts; nothing in German', async () => {
    // An English page of the CMS: no German content area around the host.
    document.documentElement.setAttribute('lang', 'en');
    initTestI18n('en');
    respond('/ajax/fotos/alben', paged(2));
    try {
      const { unmount } = renderWidget();
      const [title] = await screen.findAllByText(/^Saisonauftakt/);
      expect(title).toHaveAttribute('lang', 'de');
      expect(screen.getByRole('heading', { name: /albums/i }).closest('[lang]')).toBe(
        document.documentElement,
      );
      unmount();
      document.documentElement.setAttribute('lang', 'de');
      initTestI18n('de');
      renderWidget();
      const [german] = await screen.findAllByText(/^Saisonauftakt/);
      expect(german).not.toHaveAttribute('lang');
    } finally {
      document.documentElement.removeAttribute('lang');
      initTestI18n('de');
    }
  });
});
