import { useTranslation } from '@anstoss/i18n';
import { ServerHtml } from '@anstoss/ui';
import type { FavouritesMap } from '../api.ts';
import { favouriteSections } from '../logic.ts';

/** The person's favourites: one titled group per fragment of the map. */
export function FavouritesList({ favorites }: { favorites: FavouritesMap | null }) {
  const { t, i18n } = useTranslation();
  const sections = favouriteSections(favorites);
  if (sections.length === 0) {
    return <p className="ast-favourites__empty">{t('anstoss.favourites.empty')}</p>;
  }
  return (
    <div className="ast-favourites__sections">
      {sections.map(([name, html]) => {
        const key = `anstoss.favourites.section.${name}`;
        return (
          <section
            key={name}
            className="ast-favourites__section"
            aria-label={i18n.exists(key) ? t(key) : name}
          >
            <h3 className="ast-favourites__heading">{i18n.exists(key) ? t(key) : name}</h3>
            <ServerHtml html={html} className="ast-favourites__html" />
          </section>
        );
      })}
    </div>
  );
}
