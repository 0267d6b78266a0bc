import { act, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeNavigation } from '@anstoss/runtime/testing';
import {
  describeLoadFaults,
  expectNoAxeViolations,
  failOnFocusLoss,
  initTestI18n,
  setupMswServer,
} from '@anstoss/ui/testing';
import { Gallery, type GalleryKind } from './Gallery.tsx';
import { galleryFixture } from './fixtures.ts';
import { galleryProps, newsCarouselProps } from './props.ts';

const server = setupMswServer();
const URL_ = '/ajax/galerie/test';
let requests = 0;
function respond(resolver: () => Response) {
  server.use(
    http.get(URL_, () => {
      requests++;
      return resolver();
    }),
  );
}

function renderGallery(
  kind: GalleryKind,
  attributes: Record<string, string> = {},
  random: () => number = () => 0,
) {
  const schema = kind === 'news-carousel' ? newsCarouselProps : galleryProps;
  const props = schema.parse({ url: URL_, ...attributes });
  const navigation = installFakeNavigation();
  const view = render(
    <Gallery props={props} kind={kind} random={random} host={document.createElement('div')} />,
  );
  return { ...view, navigation };
}

const slides = () => screen.getAllByRole('group', { hidden: true });
const visible = () => slides().filter((s) => s.classList.contains('is-visible'));

function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

beforeAll(() => initTestI18n('de'));
beforeEach(() => {
  requests = 0;
  setWindowWidth(1280);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('news-gallery', () => {
  it('starts at a random slide when the start index is 0 (injected source); axe', async () => {
    respond(() => HttpResponse.json(galleryFixture(10)));
    const { container } = renderGallery('news-gallery', {}, () => 0.55);
    expect(await screen.findByRole('region', { name: 'Top-News' })).toBeInTheDocument();
    expect(visible()).toHaveLength(1);
    expect(visible()[0]).toHaveAccessibleName('6 von 10');
    expect(requests).toBe(1);
    await expectNoAxeViolations(container);
  });

  it('a start index other than 0 is used as given', async () => {
    respond(() => HttpResponse.json(galleryFixture(10)));
    renderGallery('news-gallery', { startIndex: '3' }, () => 0.9);
    await screen.findByRole('region', { name: 'Top-News' });
    expect(visible()[0]).toHaveAccessibleName('4 von 10');
  });

  it('rotates every 3000 ms only when sliderTimeout > 0', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, advanceTimeDelta: 1 });
    respond(() => HttpResponse.json(galleryFixture(5)));
    renderGallery('news-gallery', { sliderTimeout: '5000' });
    await screen.findByRole('region', { name: 'Top-News' });
    expect(visible()[0]).toHaveAccessibleName('1 von 5');
    expect(screen.getByRole('button', { name: 'Automatischen Wechsel anhalten' })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(visible()[0]).toHaveAccessibleName('1 von 5');
    await act(() => vi.advanceTimersByTimeAsync(700));
    expect(visible()[0]).toHaveAccessibleName('2 von 5');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(visible()[0]).toHaveAccessibleName('3 von 5');
  });

  it('without sliderTimeout it stays put and has no rotation button', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, advanceTimeDelta: 1 });
    respond(() => HttpResponse.json(galleryFixture(5)));
    renderGallery('news-gallery');
    await screen.findByRole('region', { name: 'Top-News' });
    expect(screen.queryByRole('button', { name: /Automatischen Wechsel/ })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(visible()[0]).toHaveAccessibleName('1 von 5');
    fireEvent.click(screen.getByRole('button', { name: 'Nächste Folie' }));
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(visible()[0]).toHaveAccessibleName('2 von 5');
  });

  it('a slide with data-href navigates; its title is a real link', async () => {
    respond(() => HttpResponse.json(galleryFixture(3)));
    const { navigation, container } = renderGallery('news-gallery');
    await screen.findByRole('region', { name: 'Top-News' });
    const item = container.querySelector('.is-visible [data-href]')!;
    expect(item.getAttribute('data-href')).toBe(`${location.origin}/news/meldung-1`);
    fireEvent.click(item.querySelector('img')!);
    expect(navigation.go).toHaveBeenCalledWith(`${location.origin}/news/meldung-1`);
    const link = screen.getByRole('link', { name: 'Meldung 1' });
    expect(link).toHaveAttribute('href', `${location.origin}/news/meldung-1`);
    fireEvent.click(link);
    expect(navigation.go).toHaveBeenCalledTimes(1);
  });

  it('a javascript: href is dropped: no data-href, no link', async () => {
    const answer = galleryFixture(1);
    answer.items[0]!.href = 'javascript:alert(1)';
    respond(() => HttpResponse.json(answer));
    const { navigation, container } = renderGallery('news-gallery');
    await screen.findByRole('region', { name: 'Top-News' });
    expect(container.querySelector('[data-href]')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(container.querySelector('img')!);
    expect(navigation.go).not.toHaveBeenCalled();
  });

  it('a failed image is retried 3 times 500 ms apart, then a placeholder of the same size', async () => {
    respond(() => HttpResponse.json(galleryFixture(1)));
    const { container } = renderGallery('image-gallery');
    await screen.findByRole('region', { name: 'Bildergalerie' });
    vi.useFakeTimers();
    for (let attempt = 0; attempt < 3; attempt++) {
      const img = container.querySelector('img')!;
      expect(img.getAttribute('data-attempt')).toBe(String(attempt));
      fireEvent.error(img);
      await act(() => vi.advanceTimersByTimeAsync(499));
      expect(container.querySelector('img')?.getAttribute('data-attempt')).toBe(String(attempt));
      await act(() => vi.advanceTimersByTimeAsync(1));
    }
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.ast-lazy-image--failed')).toHaveStyle({
      aspectRatio: '640 / 360',
    });
  });
});

describe('image-gallery', () => {
  it('starts at entry 1 (no random start) and has no links when the slides have none', async () => {
    respond(() => HttpResponse.json(galleryFixture(4, false)));
    const { container } = renderGallery('image-gallery', {}, () => 0.9);
    await screen.findByRole('region', { name: 'Bildergalerie' });
    expect(visible()[0]).toHaveAccessibleName('1 von 4');
    expect(container.querySelector('[data-href]')).toBeNull();
    await expectNoAxeViolations(container);
  });
});

describe('news-carousel (cycle slider)', () => {
  it('shows 3 on desktop, 2 on tablet and 1 on mobile, 750 ms after resizing stops', async () => {
    respond(() => HttpResponse.json(galleryFixture(8)));
    const { container } = renderGallery('news-carousel');
    await screen.findByRole('region', { name: 'Weitere News' });
    vi.useFakeTimers();
    expect(visible()).toHaveLength(3);
    setWindowWidth(800);
    fireEvent(window, new Event('resize'));
    await act(() => vi.advanceTimersByTimeAsync(700));
    fireEvent(window, new Event('resize'));
    await act(() => vi.advanceTimersByTimeAsync(749));
    expect(visible()).toHaveLength(3);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(visible()).toHaveLength(2);
    setWindowWidth(390);
    fireEvent(window, new Event('resize'));
    await act(() => vi.advanceTimersByTimeAsync(750));
    expect(visible()).toHaveLength(1);
    expect(container.querySelector('.ast-gallery')).toHaveAttribute('data-per-view', '1');
  });

  it('places the shown items at 20/50/80 %, 30/70 % and 50 % (spec §9 Layout)', async () => {
    respond(() => HttpResponse.json(galleryFixture(8)));
    const { container } = renderGallery('news-carousel');
    await screen.findByRole('region', { name: 'Weitere News' });
    const gallery = container.querySelector<HTMLElement>('.ast-gallery')!;
    expect(gallery).toHaveAttribute('data-positions', '20 50 80');
    expect(gallery.style.getPropertyValue('--ast-cycle-inset')).toBe('5%');
    vi.useFakeTimers();
    setWindowWidth(800);
    fireEvent(window, new Event('resize'));
    await act(() => vi.advanceTimersByTimeAsync(750));
    expect(gallery).toHaveAttribute('data-positions', '30 70');
    expect(gallery.style.getPropertyValue('--ast-cycle-inset')).toBe('10%');
    setWindowWidth(390);
    fireEvent(window, new Event('resize'));
    await act(() => vi.advanceTimersByTimeAsync(750));
    expect(gallery).toHaveAttribute('data-positions', '50');
    expect(gallery.style.getPropertyValue('--ast-cycle-inset')).toBe('0%');
  });

  it('two news on a desktop take the two-item places, 30 % and 70 %', async () => {
    respond(() => HttpResponse.json(galleryFixture(2)));
    const { container } = renderGallery('news-carousel');
    await screen.findByRole('region', { name: 'Weitere News' });
    expect(visible()).toHaveLength(2);
    expect(container.querySelector('.ast-gallery')).toHaveAttribute('data-positions', '30 70');
  });

  it('without loop: previous is disabled at the start, next at the end', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, advanceTimeDelta: 1 });
    setWindowWidth(390);
    respond(() => HttpResponse.json(galleryFixture(2)));
    renderGallery('news-carousel');
    await screen.findByRole('region', { name: 'Weitere News' });
    expect(screen.getByRole('button', { name: 'Vorherige Folie' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Nächste Folie' }));
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(visible()[0]).toHaveAccessibleName('2 von 2');
    expect(screen.getByRole('button', { name: 'Nächste Folie' })).toBeDisabled();
  });

  describe('focus', () => {
    failOnFocusLoss();

    it('Enter on "Nächste Folie" at the end hands focus to "Vorherige Folie", and back', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true, advanceTimeDelta: 1 });
      setWindowWidth(390);
      respond(() => HttpResponse.json(galleryFixture(2)));
      renderGallery('news-carousel');
      await screen.findByRole('region', { name: 'Weitere News' });
      const next = screen.getByRole('button', { name: 'Nächste Folie' });
      const prev = screen.getByRole('button', { name: 'Vorherige Folie' });
      next.focus();
      fireEvent.click(next);
      await act(() => vi.advanceTimersByTimeAsync(600));
      expect(next).toBeDisabled();
      expect(prev).toHaveFocus();
      fireEvent.click(prev);
      await act(() => vi.advanceTimersByTimeAsync(600));
      expect(prev).toBeDisabled();
      expect(next).toHaveFocus();
    });
  });

  it('fewer entries than places: all of them, no empty slots', async () => {
    respond(() => HttpResponse.json(galleryFixture(2)));
    renderGallery('news-carousel');
    await screen.findByRole('region', { name: 'Weitere News' });
    expect(visible()).toHaveLength(2);
  });
});

describe('bad input', () => {
  it('10,000 entries: the DOM stays bounded', async () => {
    respond(() => HttpResponse.json(galleryFixture(10_000)));
    const { container } = renderGallery('news-gallery', {}, () => 0.5);
    await screen.findByRole('region', { name: 'Top-News' });
    expect(visible()[0]).toHaveAccessibleName('5.001 von 10.000');
    expect(container.querySelectorAll('[role="group"]').length).toBeLessThanOrEqual(6);
    expect(container.querySelectorAll('*').length).toBeLessThan(80);
  });

  it('an empty list says so', async () => {
    respond(() => HttpResponse.json({ items: [] }));
    renderGallery('news-carousel');
    expect(await screen.findByText('Zurzeit gibt es hier nichts zu zeigen.')).toBeInTheDocument();
  });

  describeLoadFaults('faults: an error with retry', {
    server,
    path: URL_,
    schemaMismatch: { items: [{ id: 1, image: { src: '' } }] },
    consoleWarn: '[anstoss] image-gallery: could not load',
    render: () => renderGallery('image-gallery'),
    expectShown: async () => {
      const retry = await screen.findByRole('button', { name: 'Erneut versuchen' });
      respond(() => HttpResponse.json(galleryFixture(2)));
      fireEvent.click(retry);
      expect(await screen.findByRole('region', { name: 'Bildergalerie' })).toBeInTheDocument();
    },
  });
});

describe("galleries on an English page (the editors' German)", () => {
  it('the language switch rewrites the date at once and asks for the categories again', async () => {
    respond(() => HttpResponse.json(galleryFixture(3)));
    try {
      renderGallery('news-carousel');
      expect((await screen.findAllByText('Kreisliga · 12.03.2026')).length).toBeGreaterThan(0);
      await act(async () => {
        initTestI18n('en');
        await Promise.resolve();
      });
      expect(screen.getAllByText('Kreisliga · 12/03/2026').length).toBeGreaterThan(0);
      expect(requests).toBe(2);
    } finally {
      initTestI18n('de');
    }
  });

  it('marks the slides\' titles lang="de" in English, the date in English; nothing in German', async () => {
    // An English page of the CMS: no German content area around the host.
    document.documentElement.setAttribute('lang', 'en');
    initTestI18n('en');
    respond(() => HttpResponse.json(galleryFixture(3)));
    try {
      const { unmount } = renderGallery('image-gallery');
      const [title] = await screen.findAllByText('Meldung 1');
      expect(title).toHaveAttribute('lang', 'de');
      const [meta] = screen.getAllByText('Kreisliga · 12/03/2026');
      expect(meta!.closest('[lang]')).toBe(document.documentElement);
      unmount();
      document.documentElement.setAttribute('lang', 'de');
      initTestI18n('de');
      renderGallery('image-gallery');
      const [german] = await screen.findAllByText('Meldung 1');
      expect(german).not.toHaveAttribute('lang');
      expect(screen.getAllByText('Kreisliga · 12.03.2026').length).toBeGreaterThan(0);
    } finally {
      document.documentElement.removeAttribute('lang');
      initTestI18n('de');
    }
  });
});
