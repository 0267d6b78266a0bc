import { safeUrl } from '@anstoss/api';
import { ServerHtml } from '@anstoss/ui';
import type { TvEntry } from '../api.ts';
import { thumbnailUrl } from '../logic.ts';
import { Rating } from './Rating.tsx';

export interface TeaserProps {
  entry: TvEntry;
  /** Heading level of the title inside its list. */
  level?: 2 | 3;
  featured?: boolean;
  /** The language of the portal's title and description when the widget speaks another. */
  contentLang?: string;
}

/** A TV entry as a teaser: image (portal), title, sanitised description, stars, context link. */
export function Teaser({ entry, level = 3, featured = false, contentLang }: TeaserProps) {
  const base = document.baseURI;
  const image = thumbnailUrl(entry.image, base);
  const href = entry.href ? safeUrl(entry.href, base) : null;
  const contextHref = entry.context?.href ? safeUrl(entry.context.href, base) : null;
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
        <Heading className="ast-tv-teaser__title" lang={contentLang}>
          {href ? <a href={href}>{entry.title}</a> : entry.title}
        </Heading>
        {entry.description && (
          <div lang={contentLang}>
            <ServerHtml className="ast-tv-teaser__description" html={entry.description} />
          </div>
        )}
        <Rating entry={entry} />
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
