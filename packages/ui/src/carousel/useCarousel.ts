import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ButtonHTMLAttributes, HTMLAttributes, Ref } from 'react';
import { useKeenSlider, type KeenSliderInstance, type KeenSliderPlugin } from 'keen-slider/react';
import { formatNumber, useTranslation } from '@anstoss/i18n';
import { useFocusHandOffPair } from '../focusHandOff.ts';
import { slideAt, slideWindow, trackShift } from './logic.ts';
import { useAutoplay } from './useAutoplay.ts';

export interface CarouselOptions {
  /** Number of entries (may be 10,000: only a window of slides is rendered). */
  count: number;
  /** Accessible name of the carousel, e.g. "Fotos". */
  label: string;
  /** Slides visible at once (spec §9 default: one shown, one scrolled per step). */
  perView?: number;
  loop?: boolean;
  initial?: number;
  /** Rendered slides left of the first visible one (spec §9 media stream: 2). */
  before?: number;
  /** Rendered slides right of the last visible one (media stream: 3). */
  after?: number;
  autoplay?: boolean;
  /** ms between steps; default 3000 (spec §9). */
  interval?: number;
  /** ms before the first step; default the interval (media stream: 500). */
  firstDelay?: number;
  /** ms after the page becomes visible before rotation resumes; default 100 (spec §4). */
  resumeDelay?: number;
  /** ms per slide animation; default 500 (spec §9), 0 under prefers-reduced-motion. */
  speed?: number;
  /** Holds rotation (e.g. while a big view is open). */
  paused?: boolean;
  /** The active entry changed (e.g. to prefetch within 5 of the end). */
  onIndexChange?: (index: number) => void;
}

export interface CarouselSlide {
  /** The entry shown (0 … count − 1). */
  index: number;
  key: number;
  props: HTMLAttributes<HTMLDivElement>;
}

/**
 * The APG carousel (auto-rotating, with a rotation control) on keen-slider. keen-slider runs the
 * track (drag, snap, animation, loop, resize) in its "custom" render mode over a virtual number
 * of slides; this hook renders only a window of slides around the active one and moves the row
 * by writing one transform per animation frame, so a frame costs no React render.
 */
export function useCarousel(options: CarouselOptions) {
  const {
    count,
    label,
    perView = 1,
    initial = 0,
    before = 1,
    after = 1,
    autoplay = true,
    interval = 3000,
    resumeDelay = 100,
    paused = false,
  } = options;
  const loop = (options.loop ?? true) && count > perView;
  const { t } = useTranslation();
  const id = useId();
  const [abs, setAbs] = useState(initial);
  const trackRef = useRef<HTMLDivElement | null>(null);
  const startRef = useRef(0);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const move = useCallback(
    (slider: KeenSliderInstance) => {
      const details = slider.track.details;
      const track = trackRef.current;
      if (!details || !track) return;
      track.style.transform = `translateX(${trackShift(startRef.current, details.position, perView)}%)`;
    },
    [perView],
  );

  const moveRef = useRef(move);
  useEffect(() => {
    moveRef.current = move;
  }, [move]);
  const absRef = useRef(initial);

  // Hooks through a plugin reading refs: keen-slider keeps the first options object's callbacks.
  const [plugin] = useState<KeenSliderPlugin>(() => (slider: KeenSliderInstance) => {
    slider.on('detailsChanged', () => {
      moveRef.current(slider);
      const next = slider.track.details?.abs;
      if (next !== undefined && next !== absRef.current) {
        absRef.current = next;
        setAbs(next);
      }
    });
    slider.on('slideChanged', () => {
      const rel = slider.track.details?.rel;
      if (rel !== undefined) latest.current.onIndexChange?.(rel);
    });
  });

  const auto = useAutoplay({
    enabled: autoplay && count > 1,
    interval,
    firstDelay: options.firstDelay ?? interval,
    resumeDelay,
    paused,
    onStep: () => {
      const slider = instance.current;
      if (!slider) return;
      const { abs: at, maxIdx } = slider.track.details;
      if (!loop && at >= maxIdx) slider.moveToIdx(0, true);
      else slider.next();
    },
  });
  const speed = auto.reducedMotion ? 0 : (options.speed ?? 500);

  const [viewportRef, instance] = useKeenSlider<HTMLDivElement>(
    {
      slides: { number: count, perView },
      selector: null,
      renderMode: 'custom',
      loop,
      initial,
      defaultAnimation: { duration: speed },
    },
    [plugin],
  );

  const { start, positions } = slideWindow(abs, count, perView, before, after, loop);
  useLayoutEffect(() => {
    startRef.current = start;
    if (instance.current) move(instance.current);
  }, [start, move, instance]);

  const firstVisible = abs;
  const slides: CarouselSlide[] = positions.map((position) => {
    const index = slideAt(position, count);
    const visible = position >= firstVisible && position < firstVisible + perView;
    return {
      index,
      key: position,
      props: {
        role: 'group',
        'aria-roledescription': t('anstoss.ui.carousel.slide'),
        'aria-label': t('anstoss.ui.carousel.slideLabel', {
          index: formatNumber(index + 1),
          count: formatNumber(count),
        }),
        'aria-hidden': visible ? undefined : true,
        inert: !visible,
        style: { flexBasis: `${100 / perView}%` },
        className: visible ? 'ast-carousel__slide is-visible' : 'ast-carousel__slide',
      },
    };
  });

  // "Nächste Folie" disabled at the end of a carousel that does not loop hands focus to the
  // other arrow (and back at the start), never to <body> (issue 28).
  const [prevRef, nextRef] = useFocusHandOffPair();

  const atStart = !loop && abs <= 0;
  const atEnd = !loop && abs >= count - perView;
  const viewportId = `${id}-slides`;

  const rootProps: HTMLAttributes<HTMLElement> = {
    'aria-roledescription': t('anstoss.ui.carousel.roledescription'),
    'aria-label': label,
    ...auto.rootHandlers,
  };
  const viewportProps = {
    ref: viewportRef,
    id: viewportId,
    // APG: announce slide changes only when the person moves them, not while rotating.
    'aria-live': auto.rotating ? ('off' as const) : ('polite' as const),
    'aria-atomic': false,
  };
  const prevProps: ButtonHTMLAttributes<HTMLButtonElement> & { ref: Ref<HTMLButtonElement> } = {
    ref: prevRef,
    type: 'button',
    'aria-controls': viewportId,
    'aria-label': t('anstoss.ui.carousel.previous'),
    disabled: atStart || count <= 1,
    onClick: () => instance.current?.prev(),
  };
  const nextProps: ButtonHTMLAttributes<HTMLButtonElement> & { ref: Ref<HTMLButtonElement> } = {
    ref: nextRef,
    type: 'button',
    'aria-controls': viewportId,
    'aria-label': t('anstoss.ui.carousel.next'),
    disabled: atEnd || count <= 1,
    onClick: () => instance.current?.next(),
  };
  const rotationProps: ButtonHTMLAttributes<HTMLButtonElement> = {
    type: 'button',
    'aria-controls': viewportId,
    'aria-label': auto.stoppedByUser
      ? t('anstoss.ui.carousel.play')
      : t('anstoss.ui.carousel.pause'),
    onClick: auto.toggle,
  };

  return {
    rootProps,
    viewportProps,
    trackProps: { ref: trackRef, className: 'ast-carousel__track' },
    slides,
    prevProps,
    nextProps,
    rotationProps,
    showRotation: autoplay && count > 1,
    rotating: auto.rotating,
    stoppedByUser: auto.stoppedByUser,
    index: slideAt(abs, Math.max(count, 1)),
    goTo: (index: number) => instance.current?.moveToIdx(index),
  };
}
