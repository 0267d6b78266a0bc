import { useId } from 'react';
import { portalTextLang, useTranslation } from '@anstoss/i18n';
import type { WidgetProps } from '@anstoss/runtime/widget';
import { ErrorText, Loader } from '@anstoss/ui';
import type { TvMagazineProps } from './props.ts';
import { Recommendations } from './parts/Recommendations.tsx';
import { Teaser } from './parts/Teaser.tsx';
import { useMagazine } from './useMagazine.ts';
import './tv.css';

/** The TV magazine (spec §2 TV): the video of the week, then recommendations four per page. */
export function TvMagazine({ props }: WidgetProps<TvMagazineProps>) {
  const { t, i18n } = useTranslation();
  // The editors title and describe the videos in German: in an English widget they say so, on an
  // English page as inside a German content area (WCAG 3.1.2).
  const contentLang = portalTextLang(i18n.language);
  const m = useMagazine(props.url);
  const headingId = useId();
  if (m.status === 'loading') return <Loader />;
  if (m.status === 'error') return <ErrorText onRetry={m.retry} />;
  if (!m.videoOfTheWeek)
    return <p className="ast-widget ast-tv ast-tv--empty">{t('anstoss.tv.empty')}</p>;
  return (
    <div className="ast-widget ast-tv ast-tv-magazine">
      <section className="ast-tv-week" aria-labelledby={headingId}>
        <h2 id={headingId} className="ast-tv__heading">
          {t('anstoss.tv.videoOfTheWeek')}
        </h2>
        <Teaser entry={m.videoOfTheWeek} featured contentLang={contentLang} />
      </section>
      <Recommendations
        entries={m.recommendations}
        page={m.page}
        hasMore={!m.final}
        loading={m.more === 'loading'}
        failed={m.more === 'error'}
        onPrevious={m.onPrevious}
        onNext={m.onNext}
        contentLang={contentLang}
      />
    </div>
  );
}
