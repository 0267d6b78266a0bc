import { safeUrl } from '@anstoss/api';
import { useTranslation } from '@anstoss/i18n';
import { ServerHtml, Stars, starsFromAverage } from '@anstoss/ui';
import type { TvEntry } from '../api.ts';
import { ratingOf, thumbnailUrl, votesOf } from '../logic.ts';

export interface TeaserProps {
  entry: TvEntry;
  /** Heading level of the title inside its list. */
  level?: 2 | 3;
  featured?: boolean;
}

/** A TV entry as a teaser: image (portal), title, sanitised description, stars, context link. */
export function Teaser({ entry, level = 3, featured = false }: TeaserProps) {
  const { t } = useTranslation();
  const base = document.baseURI;
  const image = thumbnailUrl(entry.image, base);
  const href = entry.href ? safeUrl(entry.href, base) : null;
  const contextHref = entry.context?.href ? safeUrl(entry.context.href, base) : null;
  const rating = ratingOf(entry);
  const votes = votesOf(entry);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className={featured ? 'ast-tv-teaser ast-tv-teaser--featured' : 'ast-tv-teaser'}>
      <div className="ast-tv-teaser__media">
        {image ? (
          <img className="ast-tv-teaser__image" src={image} alt="" loading="lazy" />
        ) : (
          <span className="ast-tv-teaser__image ast-tv-teaser__image--empty" aria-hidden="true" />
        )}
      </div>
      <div className="ast-tv-teaser__body">
        <Heading className="ast-tv-teaser__title">
          {href ? <a href={href}>{entry.title}</a> : entry.title}
        </Heading>
        {entry.description && (
          <ServerHtml className="ast-tv-teaser__description" html={entry.description} />
        )}
        <p className="ast-tv-teaser__rating">
          <Stars
            lit={starsFromAverage(rating)}
            label={t('anstoss.tv.rating', { count: starsFromAverage(rating) })}
          />
          {votes > 0 && (
            <span className="ast-tv-teaser__votes">{t('anstoss.tv.votes', { count: votes })}</span>
          )}
        </p>
        {contextHref && entry.context?.name && (
          <p className="ast-tv-teaser__context">
            <a className="ast-link" href={contextHref}>
              {entry.context.name}
            </a>
          </p>
        )}
      </div>
    </article>
  );
}
