import { useTranslation, type TranslationKey } from '@anstoss/i18n';
import { ServerHtml } from '@anstoss/ui';
import type { FavouritesMap } from '../api.ts';
import { favouriteSections } from '../logic.ts';

/** Sections the server names that have a title of our own; others show the server's name. */
const SECTION_TITLE = new Map<string, TranslationKey>([
  ['teamsAndClubs', 'anstoss.favourites.section.teamsAndClubs'],
  ['competitions', 'anstoss.favourites.section.competitions'],
]);

/** The person's favourites: one titled group per fragment of the map. */
export function FavouritesList({ favorites }: { favorites: FavouritesMap | null }) {
  const { t } = useTranslation();
  const sections = favouriteSections(favorites);
  if (sections.length === 0) {
    return <p className="ast-favourites__empty">{t('anstoss.favourites.empty')}</p>;
  }
  return (
    <div className="ast-favourites__sections">
      {sections.map(([name, html]) => {
        const key = SECTION_TITLE.get(name);
        const title = key ? t(key) : name;
        return (
          <section key={name} className="ast-favourites__section" aria-label={title}>
            <h3 className="ast-favourites__heading">{title}</h3>
            <ServerHtml html={html} className="ast-favourites__html" />
          </section>
        );
      })}
    </div>
  );
}
