import { useTranslation } from '@anstoss/i18n';
import { Stars, starsFromAverage } from '@anstoss/ui';
import type { TvEntry } from '../api.ts';
import { ratingOf, votesOf } from '../logic.ts';

/** A video's stars (spec §9: the average) and, when anybody voted, the number of votes. */
export function Rating({ entry }: { entry: TvEntry }) {
  const { t } = useTranslation();
  const lit = starsFromAverage(ratingOf(entry));
  const votes = votesOf(entry);
  return (
    <p className="ast-tv-teaser__rating">
      <Stars lit={lit} label={t('anstoss.tv.rating', { count: lit })} />
      {votes > 0 && (
        <span className="ast-tv-teaser__votes">{t('anstoss.tv.votes', { count: votes })}</span>
      )}
    </p>
  );
}
