import { useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import { safeUrl } from '@anstoss/api';
import {
  formatDate,
  portalTextLang,
  toLanguage,
  useTranslation,
  type Language,
} from '@anstoss/i18n';
import { navigation, type WidgetProps } from '@anstoss/runtime/widget';
import { Carousel, ErrorText, LazyImage, Loader, useResource } from '@anstoss/ui';
import { fetchGallery } from './api.ts';
import {
  cycleLayout,
  IMAGE_RETRIES,
  IMAGE_RETRY_MS,
  INTERVAL_MS,
  rotates,
  SPEED_MS,
  startIndex,
} from './logic.ts';
import type { GalleryProps } from './props.ts';
import type { GalleryItem } from './schema.ts';
import { useItemsPerView } from './useItemsPerView.ts';
import './gallery.css';

export type GalleryKind = 'news-gallery' | 'image-gallery' | 'news-carousel';

const KINDS = {
  'news-gallery': { random: true, perView: 1, label: 'anstoss.gallery.newsLabel' },
  'image-gallery': { random: false, perView: 1, label: 'anstoss.gallery.imageLabel' },
  'news-carousel': { random: false, perView: null, label: 'anstoss.gallery.carouselLabel' },
} as const;

export interface GalleryViewProps extends WidgetProps<GalleryProps> {
  kind: GalleryKind;
  /** The random source of the news gallery's start (tests pass a fixed one). */
  random?: () => number;
}

/**
 * news-gallery, image-gallery and news-carousel: one slide list from `data-url` in the APG
 * carousel of packages/ui (keen-slider; only a window of slides is in the DOM).
 */
export function Gallery({ props, kind, random = Math.random }: GalleryViewProps) {
  const { t, i18n } = useTranslation();
  // The editors write titles and captions in German: in an English widget they say so, on an
  // English page as inside a German content area (WCAG 3.1.2).
  const contentLang = portalTextLang(i18n.language);
  const language = toLanguage(i18n.language) ?? 'de';
  const config = KINDS[kind];
  const perView = useItemsPerView(config.perView);
  const [start, setStart] = useState(0);
  const started = useRef(false);
  const [items, resource] = useResource({
    // The server names the categories in the page's language: loaded again when it changes,
    // the slides kept meanwhile and the position kept (the start is chosen once).
    key: `${language} ${props.url}`,
    keepPreviousData: true,
    load: (key, { signal }) => fetchGallery(key.slice(key.indexOf(' ') + 1), signal),
    onData: (list) => {
      if (started.current) return;
      started.current = true;
      setStart(startIndex(props.startIndex, list.length, config.random, random));
    },
    onError: (error) => console.warn(`[anstoss] ${kind}: could not load`, props.url, error),
  });

  const label = props.label || t(config.label);
  // Spec §9 Layout: the shown items' centres at 50 %; 30/70 %; 20/50/80 % (never more places
  // than slides), through the viewport's margins (gallery.css).
  const shown = Math.min(perView, Math.max(items.data?.length ?? perView, 1));
  const layout = cycleLayout(shown);
  let body;
  if (items.data) {
    const list = items.data;
    body =
      list.length === 0 ? (
        <p className="ast-gallery__empty">{t('anstoss.gallery.empty')}</p>
      ) : (
        <Carousel
          className="ast-gallery__carousel"
          count={list.length}
          label={label}
          perView={shown}
          initial={start}
          loop={props.loop}
          autoplay={rotates(props.sliderTimeout)}
          interval={INTERVAL_MS}
          speed={SPEED_MS}
          renderSlide={(i) => <Slide item={list[i]!} lang={contentLang} language={language} />}
        />
      );
  } else if (items.status === 'error') body = <ErrorText onRetry={resource.retry} />;
  else body = <Loader />;

  return (
    <div
      className={`ast-widget ast-gallery ast-gallery--${kind}`}
      data-per-view={perView}
      data-positions={layout.positions.join(' ')}
      style={{ '--ast-cycle-inset': `${layout.inset}%` } as CSSProperties}
    >
      {body}
    </div>
  );
}

/**
 * A slide; with an href the whole slide leads there (data-href), the title as a real link. The
 * title is the editors' German (`lang`); the line under it (category, date) is in `language`.
 */
function Slide({
  item,
  lang,
  language,
}: {
  item: GalleryItem;
  lang: string | undefined;
  language: Language;
}) {
  const href = item.href ? safeUrl(item.href) : null;
  const meta = [item.category, formatDate(item.date, language), item.meta]
    .filter(Boolean)
    .join(' · ');
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (!href || (event.target as Element).closest('a')) return;
    navigation.go(href);
  };
  return (
    <figure className="ast-gallery__item" data-href={href ?? undefined} onClick={onClick}>
      <LazyImage
        className="ast-gallery__image"
        src={item.image.src}
        alt={item.image.alt}
        width={item.image.width}
        height={item.image.height}
        retries={IMAGE_RETRIES}
        retryDelay={IMAGE_RETRY_MS}
      />
      {(item.title || meta) && (
        <figcaption className="ast-gallery__caption">
          {item.title &&
            (href ? (
              <a className="ast-gallery__title" href={href} lang={lang}>
                {item.title}
              </a>
            ) : (
              <span className="ast-gallery__title" lang={lang}>
                {item.title}
              </span>
            ))}
          {meta && <span className="ast-gallery__meta">{meta}</span>}
        </figcaption>
      )}
    </figure>
  );
}

export const NewsGallery = (p: WidgetProps<GalleryProps>) => <Gallery {...p} kind="news-gallery" />;
export const ImageGallery = (p: WidgetProps<GalleryProps>) => (
  <Gallery {...p} kind="image-gallery" />
);
export const NewsCarousel = (p: WidgetProps<GalleryProps>) => (
  <Gallery {...p} kind="news-carousel" />
);
