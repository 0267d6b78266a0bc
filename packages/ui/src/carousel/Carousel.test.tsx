import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, initTestI18n } from '../testing/index.ts';
import { Carousel } from './Carousel.tsx';
import { LazyImage } from './LazyImage.tsx';

beforeAll(() => initTestI18n('de'));
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

const slides = () => screen.getAllByRole('group', { hidden: true });
const visibleSlide = () => slides().find((s) => s.classList.contains('is-visible'))!;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
// axe-core waits on timers of its own: it runs on real ones.
async function axe(container: Element) {
  vi.useRealTimers();
  await expectNoAxeViolations(container);
  vi.useFakeTimers();
}

function renderCarousel(props: Partial<Parameters<typeof Carousel>[0]> = {}) {
  return render(
    <Carousel
      count={10_000}
      label="Fotos"
      renderSlide={(i) => <p>Foto {i + 1}</p>}
      before={2}
      after={3}
      {...props}
    />,
  );
}

describe('Carousel', () => {
  it('is a named carousel whose DOM stays bounded with 10,000 entries', async () => {
    const { container } = renderCarousel({ autoplay: false });
    const region = screen.getByRole('region', { name: 'Fotos' });
    expect(region).toHaveAttribute('aria-roledescription', 'Karussell');
    expect(slides().length).toBeLessThanOrEqual(6);
    expect(visibleSlide()).toHaveAccessibleName('1 von 10.000');
    expect(visibleSlide()).toHaveAttribute('aria-roledescription', 'Folie');
    expect(container.querySelectorAll('*').length).toBeLessThan(60);
    await axe(container);
  });

  it('next and previous move one slide (looping) and keep the window small', () => {
    renderCarousel({ autoplay: false });
    for (let i = 0; i < 5; i++) {
      fireEvent.click(screen.getByRole('button', { name: 'Nächste Folie' }));
      advance(600);
    }
    expect(visibleSlide()).toHaveAccessibleName('6 von 10.000');
    expect(visibleSlide()).toHaveTextContent('Foto 6');
    expect(slides().length).toBeLessThanOrEqual(6);
    fireEvent.click(screen.getByRole('button', { name: 'Vorherige Folie' }));
    advance(600);
    expect(visibleSlide()).toHaveTextContent('Foto 5');
    // Hidden neighbours are out of the accessibility tree.
    expect(screen.getAllByRole('group')).toHaveLength(1);
  });

  it('wraps from the first entry back to the last', () => {
    renderCarousel({ autoplay: false, count: 4 });
    fireEvent.click(screen.getByRole('button', { name: 'Vorherige Folie' }));
    advance(600);
    expect(visibleSlide()).toHaveAccessibleName('4 von 4');
  });

  it('rotates every 3000 ms (first after firstDelay); the pause button stops and restarts it', async () => {
    const { container } = renderCarousel({ firstDelay: 500 });
    const rotation = screen.getByRole('button', { name: 'Automatischen Wechsel anhalten' });
    expect(screen.getByRole('region').querySelector('[aria-live]')).toHaveAttribute(
      'aria-live',
      'off',
    );
    advance(500 + 600);
    expect(visibleSlide()).toHaveTextContent('Foto 2');
    advance(3000 + 600);
    expect(visibleSlide()).toHaveTextContent('Foto 3');
    fireEvent.click(rotation);
    expect(rotation).toHaveAccessibleName('Automatischen Wechsel starten');
    expect(screen.getByRole('region').querySelector('[aria-live]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await axe(container);
    advance(10_000);
    expect(visibleSlide()).toHaveTextContent('Foto 3');
    fireEvent.click(rotation);
    advance(3000 + 600);
    expect(visibleSlide()).toHaveTextContent('Foto 4');
  });

  it('pauses on hover and on focus inside, resumes when they leave', () => {
    renderCarousel({ firstDelay: 500 });
    const region = screen.getByRole('region');
    fireEvent.mouseEnter(region);
    advance(5000);
    expect(visibleSlide()).toHaveTextContent('Foto 1');
    fireEvent.mouseLeave(region);
    fireEvent.focus(screen.getByRole('button', { name: 'Nächste Folie' }));
    advance(5000);
    expect(visibleSlide()).toHaveTextContent('Foto 1');
    fireEvent.blur(screen.getByRole('button', { name: 'Nächste Folie' }));
    advance(500 + 600);
    expect(visibleSlide()).toHaveTextContent('Foto 2');
  });

  it('pauses while the page is hidden and resumes 100 ms after it is visible', () => {
    renderCarousel({ firstDelay: 500, interval: 3000 });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    advance(10_000);
    expect(visibleSlide()).toHaveTextContent('Foto 1');
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    advance(99);
    advance(500);
    expect(visibleSlide()).toHaveTextContent('Foto 1');
    advance(1);
    advance(500 + 600);
    expect(visibleSlide()).toHaveTextContent('Foto 2');
  });

  it('does not move by itself under prefers-reduced-motion; the button can start it', () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
    );
    renderCarousel({ firstDelay: 500 });
    const rotation = screen.getByRole('button', { name: 'Automatischen Wechsel starten' });
    advance(10_000);
    expect(visibleSlide()).toHaveTextContent('Foto 1');
    fireEvent.click(rotation);
    advance(500 + 50);
    expect(visibleSlide()).toHaveTextContent('Foto 2');
  });

  it('holds while the caller pauses it (a big view is open)', () => {
    const { rerender } = renderCarousel({ firstDelay: 500, paused: true });
    advance(10_000);
    expect(visibleSlide()).toHaveTextContent('Foto 1');
    rerender(
      <Carousel
        count={10_000}
        label="Fotos"
        renderSlide={(i) => <p>Foto {i + 1}</p>}
        firstDelay={500}
      />,
    );
    advance(500 + 600);
    expect(visibleSlide()).toHaveTextContent('Foto 2');
  });
});

describe('LazyImage', () => {
  it('retries a failed image 3 times at 500 ms, then shows a placeholder of the same size', async () => {
    const { container } = render(
      <LazyImage src="/f/1.jpg" alt="Torjubel" width={180} height={120} />,
    );
    for (let attempt = 0; attempt < 3; attempt++) {
      const img = screen.getByRole('img', { name: 'Torjubel' });
      expect(img).toHaveAttribute('data-attempt', String(attempt));
      fireEvent.error(img);
      advance(499);
      expect(screen.getByRole('img', { name: 'Torjubel' })).toHaveAttribute(
        'data-attempt',
        String(attempt),
      );
      advance(1);
    }
    fireEvent.error(screen.getByRole('img', { name: 'Torjubel' }));
    const placeholder = screen.getByRole('img', { name: 'Torjubel: Bild nicht verfügbar' });
    expect(placeholder).toHaveStyle({ aspectRatio: '180 / 120' });
    await axe(container);
  });

  it('a decorative image (alt "") that fails stays hidden from screen readers', async () => {
    const { container } = render(
      <LazyImage src="/f/1.jpg" alt="" width={96} height={72} retries={0} />,
    );
    fireEvent.error(container.querySelector('img')!);
    const placeholder = container.querySelector('.ast-lazy-image--failed')!;
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).not.toHaveAttribute('role');
    await axe(container);
  });

  it('loads lazily with its size reserved', () => {
    render(<LazyImage src="/f/1.jpg" alt="Torjubel" width={180} height={120} />);
    const img = screen.getByRole('img', { name: 'Torjubel' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '180');
  });
});
