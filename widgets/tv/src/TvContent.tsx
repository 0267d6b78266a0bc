import { useId, useState } from 'react';
import { safeUrl } from '@anstoss/api';
import { portalTextLang, useTranslation } from '@anstoss/i18n';
import type { WidgetProps } from '@anstoss/runtime/widget';
import { Carousel, ErrorText, Loader, ServerHtml, useResource, useStoreFields } from '@anstoss/ui';
import { fetchTvEntries } from './api.ts';
import { deviceOf, hasPlayer, playerUrl, serviceLabel, serviceOf, thumbnailUrl } from './logic.ts';
import type { TvContentProps } from './props.ts';
import { GatedPlayer } from './parts/GatedPlayer.tsx';
import { QualitySelect } from './parts/QualitySelect.tsx';
import { Rating } from './parts/Rating.tsx';
import { Recommendations } from './parts/Recommendations.tsx';
import { createContentStore, currentVideo } from './store.ts';
import { useMagazine } from './useMagazine.ts';
import './tv.css';

const PER_VIEW = { mobile: 1, tablet: 2, desktop: 3 } as const;

/**
 * A TV content page (spec §2 TV): the player (consent-gated iframe) with the quality selector,
 * the video's title, rating and description, the video list and the magazine recommendations.
 */
export function TvContent({ props }: WidgetProps<TvContentProps>) {
  const { t, i18n } = useTranslation();
  // The editors title and describe the videos in German: in an English widget they say so, on an
  // English page as inside a German content area (WCAG 3.1.2).
  const contentLang = portalTextLang(i18n.language);
  const [store] = useState(() => createContentStore(deviceOf(window.innerWidth)));
  const s = useStoreFields(store, ['status', 'entries', 'currentId', 'chosen', 'device']);
  const listId = useId();
  const [, resource] = useResource({
    key: props.url,
    load: (url, { signal }) => fetchTvEntries(url, null, signal),
    onData: (answer) => store.getState().loaded(answer, props.videoId),
    onError: (error, url) => {
      console.warn('[anstoss] tv-content: could not load', url, error);
      store.getState().failed();
    },
  });
  const magazine = useMagazine(props.recommendationsUrl || null);

  if (s.status === 'loading') return <Loader />;
  if (s.status === 'error') return <ErrorText onRetry={resource.retry} />;
  const { entry, qualities, quality } = currentVideo(s);
  if (!entry) return <p className="ast-widget ast-tv ast-tv--empty">{t('anstoss.tv.empty')}</p>;

  const base = document.baseURI;
  const src =
    entry.player && hasPlayer(entry, base)
      ? playerUrl(entry.player, entry.id, quality, base)
      : null;
  const contextHref = entry.context?.href ? safeUrl(entry.context.href, base) : null;
  const state = store.getState();

  return (
    <div className="ast-widget ast-tv ast-tv-content">
      <GatedPlayer
        key={entry.id}
        src={src}
        title={entry.title}
        image={thumbnailUrl(entry.image, base)}
        service={serviceOf(entry, props.service)}
        serviceLabel={serviceLabel(entry.player, props.serviceName, base)}
      />
      <div className="ast-tv-content__info">
        <h2 className="ast-tv-content__title" lang={contentLang}>
          {entry.title}
        </h2>
        <Rating entry={entry} />
        {src && <QualitySelect qualities={qualities} value={quality} onChange={state.choose} />}
        {entry.description && (
          <ServerHtml
            className="ast-tv-content__description"
            html={entry.description}
            lang={contentLang}
          />
        )}
        {contextHref && entry.context?.name && (
          <p className="ast-tv-teaser__context">
            <a className="ast-link" href={contextHref}>
              {entry.context.name}
            </a>
          </p>
        )}
      </div>
      {s.entries.length > 1 && (
        // A plain block: the carousel inside is the region named "Weitere Videos".
        <div className="ast-tv-videos">
          <h2 id={listId} className="ast-tv__heading">
            {t('anstoss.tv.videoList')}
          </h2>
          <Carousel
            count={s.entries.length}
            label={t('anstoss.tv.videoList')}
            perView={Math.min(PER_VIEW[s.device], s.entries.length)}
            autoplay={false}
            renderSlide={(index) => {
              const item = s.entries[index];
              if (!item) return null;
              const image = thumbnailUrl(item.image, base);
              const current = item.id === entry.id;
              return (
                <button
                  type="button"
                  className="ast-tv-videos__item"
                  aria-current={current || undefined}
                  onClick={() => state.select(item.id)}
                >
                  {image ? (
                    <img className="ast-tv-videos__image" src={image} alt="" loading="lazy" />
                  ) : (
                    <span className="ast-tv-videos__image" aria-hidden="true" />
                  )}
                  <span className="ast-tv-videos__title" lang={contentLang}>
                    {item.title}
                  </span>
                  {current && (
                    <span className="ast-tv-videos__now">{t('anstoss.tv.nowPlaying')}</span>
                  )}
                </button>
              );
            }}
          />
        </div>
      )}
      {magazine.status === 'ready' && (
        <Recommendations
          entries={magazine.recommendations}
          page={magazine.page}
          hasMore={!magazine.final}
          loading={magazine.more === 'loading'}
          failed={magazine.more === 'error'}
          onPrevious={magazine.onPrevious}
          onNext={magazine.onNext}
          contentLang={contentLang}
        />
      )}
    </div>
  );
}
