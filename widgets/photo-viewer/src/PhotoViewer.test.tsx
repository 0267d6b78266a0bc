import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emit } from '@anstoss/runtime/widget';
import {
  describeLoadFaults,
  expectNoAxeViolations,
  initTestI18n,
  setupMswServer,
} from '@anstoss/ui/testing';
import { PhotoViewer } from './PhotoViewer.tsx';
import { albumPhotosFixture } from '@anstoss/api/testing';
import { photoViewerProps } from './props.ts';

const server = setupMswServer();
const photoRequests: URL[] = [];
const viewRequests: URL[] = [];
function respond(resolver: () => Response) {
  server.use(
    http.get('/ajax/fotos/album/:id', ({ request }) => {
      photoRequests.push(new URL(request.url));
      return resolver();
    }),
  );
}
function respondViews(resolver: () => Response) {
  server.use(
    http.get('/global/ajax_view.html/-/', ({ request }) => {
      viewRequests.push(new URL(request.url));
      return resolver();
    }),
  );
}

function renderWidget() {
  const props = photoViewerProps.parse({
    detailUrl: '/ajax/fotos/album/',
    viewUrl: '/global/ajax_view.html/-/',
    commentsUrl: '/fotos/-/kommentare/',
  });
  const trigger = document.createElement('button');
  trigger.textContent = 'Foto öffnen';
  document.body.append(trigger);
  const view = render(<PhotoViewer props={props} host={document.createElement('div')} />);
  return { ...view, trigger };
}
const open = (photoId: string, index: number): void => {
  act(() => emit('photoOpen', { albumId: '16973375', photoId, index }));
};
const dialog = () => screen.getByRole('dialog');

beforeAll(() => initTestI18n('de'));
beforeEach(() => {
  photoRequests.length = 0;
  viewRequests.length = 0;
  respondViews(() => HttpResponse.json({ success: true, views: 77 }));
});

describe('photo-viewer', () => {
  it('opens on photoOpen at the photo, loads 9999, counts the view; focus inside; axe', async () => {
    respond(() => HttpResponse.json(albumPhotosFixture(12)));
    const { trigger } = renderWidget();
    trigger.focus();
    open('5000003', 0);
    expect(await screen.findByRole('heading', { name: 'Foto 4' })).toBeInTheDocument();
    expect(photoRequests[0]?.search).toBe('?offset=0&amount=9999');
    expect(await within(dialog()).findByText('77 Aufrufe')).toBeInTheDocument();
    expect(viewRequests[0]?.searchParams.get('id')).toBe('5000003');
    expect(dialog().contains(document.activeElement)).toBe(true);
    await expectNoAxeViolations(document.body);
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    trigger.remove();
  }, 20_000);

  it('on an English page the members\' German photo title is marked lang="de", in German not', async () => {
    initTestI18n('en');
    document.documentElement.setAttribute('lang', 'en');
    respond(() => HttpResponse.json(albumPhotosFixture(3)));
    try {
      const props = photoViewerProps.parse({ detailUrl: '/ajax/fotos/album/' });
      const { unmount } = render(
        <PhotoViewer props={props} host={document.createElement('div')} />,
      );
      open('5000001', 0);
      const heading = await within(await screen.findByRole('dialog')).findByRole('heading', {
        name: 'Foto 2',
      });
      expect(heading).toHaveAttribute('lang', 'de');
      unmount();
      initTestI18n('de');
      document.documentElement.setAttribute('lang', 'de');
      render(<PhotoViewer props={props} host={document.createElement('div')} />);
      open('5000001', 0);
      const german = await within(await screen.findByRole('dialog')).findByRole('heading', {
        name: 'Foto 2',
      });
      expect(german).not.toHaveAttribute('lang');
    } finally {
      document.documentElement.removeAttribute('lang');
      initTestI18n('de');
    }
  });

  it('in English the portal\'s German photo title is marked lang="de"', async () => {
    initTestI18n('en');
    const main = document.body.appendChild(document.createElement('main'));
    main.setAttribute('lang', 'de');
    const host = main.appendChild(document.createElement('div'));
    host.setAttribute('lang', 'en');
    respond(() => HttpResponse.json(albumPhotosFixture(3)));
    try {
      const props = photoViewerProps.parse({ detailUrl: '/ajax/fotos/album/' });
      render(<PhotoViewer props={props} host={host} />, { container: host });
      open('5000001', 0);
      const heading = await within(await screen.findByRole('dialog')).findByRole('heading', {
        name: 'Foto 2',
      });
      expect(heading).toHaveAttribute('lang', 'de');
      // The layer lives at the end of <body>, outside the host: it says its language itself.
      expect(
        within(dialog()).getByRole('button', { name: /Next/ }).closest('[lang]'),
      ).toHaveAttribute('lang', 'en');
    } finally {
      main.remove();
      initTestI18n('de');
    }
  });

  it('keyboard and buttons: next, previous with wrap-around, Home/End', async () => {
    respond(() => HttpResponse.json(albumPhotosFixture(3)));
    renderWidget();
    open('5000002', 2);
    await screen.findByRole('heading', { name: 'Foto 3' });
    fireEvent.keyDown(screen.getByRole('heading', { name: 'Foto 3' }), { key: 'ArrowRight' });
    expect(screen.getByRole('heading', { name: 'Foto 1' })).toBeInTheDocument();
    fireEvent.keyDown(dialog(), { key: 'ArrowLeft' });
    expect(screen.getByRole('heading', { name: 'Foto 3' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Nächstes Foto/ }));
    expect(screen.getByRole('heading', { name: 'Foto 1' })).toBeInTheDocument();
    fireEvent.keyDown(dialog(), { key: 'End' });
    expect(screen.getByText('Foto 3 von 3')).toBeInTheDocument();
  });

  it('swipe left shows the next photo', async () => {
    respond(() => HttpResponse.json(albumPhotosFixture(3)));
    const { baseElement } = renderWidget();
    open('5000000', 0);
    await screen.findByRole('heading', { name: 'Foto 1' });
    const stage = baseElement.querySelector('.ast-photo-viewer__stage')!;
    fireEvent.pointerDown(stage, { clientX: 300, clientY: 100 });
    fireEvent.pointerUp(stage, { clientX: 200, clientY: 110 });
    expect(screen.getByRole('heading', { name: 'Foto 2' })).toBeInTheDocument();
  });

  it('comments frame of the photo; strip of 10 following photos, load more adds 10', async () => {
    respond(() => HttpResponse.json(albumPhotosFixture(40)));
    renderWidget();
    open('5000000', 0);
    await screen.findByRole('heading', { name: 'Foto 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Kommentare anzeigen (0)' }));
    expect(screen.getByTitle('Kommentare zu „Foto 1“')).toHaveAttribute(
      'src',
      '/fotos/-/kommentare/5000000',
    );
    const strip = screen.getByRole('region', { name: 'Weitere Fotos' });
    expect(within(strip).getAllByRole('listitem')).toHaveLength(10);
    fireEvent.click(within(strip).getByRole('button', { name: '10 weitere anzeigen' }));
    expect(within(strip).getAllByRole('listitem')).toHaveLength(20);
    fireEvent.click(within(strip).getByRole('button', { name: 'Foto „Foto 5“ zeigen' }));
    expect(screen.getByRole('heading', { name: 'Foto 5' })).toBeInTheDocument();
  });

  it('9,999 photos: the DOM stays bounded', async () => {
    respond(() => HttpResponse.json(albumPhotosFixture(9999)));
    renderWidget();
    open('5009000', 9000);
    expect(await screen.findByText('Foto 9.001 von 9.999')).toBeInTheDocument();
    expect(dialog().querySelectorAll('*').length).toBeLessThan(150);
  }, 20_000);

  it('a photo deleted meanwhile (counter 404) says so', async () => {
    respond(() => HttpResponse.json(albumPhotosFixture(2)));
    respondViews(() => HttpResponse.json({ success: false }, { status: 404 }));
    renderWidget();
    open('5000000', 0);
    expect(await screen.findByText('Dieses Foto wurde inzwischen entfernt.')).toBeInTheDocument();
  });

  it('an empty album says so; a malformed event is ignored', async () => {
    respond(() => HttpResponse.json(albumPhotosFixture(0)));
    renderWidget();
    act(() =>
      document.dispatchEvent(new CustomEvent('anstoss:photoOpen', { detail: { albumId: 5 } })),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    open('x', 0);
    expect(await screen.findByText('Dieses Album enthält keine Fotos.')).toBeInTheDocument();
  });

  describeLoadFaults('faults: an error with retry inside the open viewer', {
    server,
    path: '/ajax/fotos/album/:id',
    schemaMismatch: { entries: [{ id: 1 }] },
    consoleWarn: '[anstoss] photo-viewer: could not load',
    render: () => {
      const { trigger } = renderWidget();
      trigger.focus();
      open('5000001', 0);
    },
    // The viewer stays open with the error inside it, and focus with it.
    expectKept: () => {
      expect(dialog()).toContainElement(screen.getByRole('alert'));
      expect(dialog().contains(document.activeElement)).toBe(true);
    },
    loadsAgain: {
      answer: () => HttpResponse.json(albumPhotosFixture(3)),
      expectLoaded: async () =>
        expect(await screen.findByRole('heading', { name: 'Foto 2' })).toBeInTheDocument(),
    },
  });
});
