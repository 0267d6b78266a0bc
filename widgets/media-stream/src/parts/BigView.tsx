import { useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '@anstoss/api';
import { formatNumber, useTranslation } from '@anstoss/i18n';
import {
  ErrorText,
  Layer,
  LazyImage,
  Stars,
  starsFromPoints,
  useResource,
  useStatusRegion,
  type Announce,
} from '@anstoss/ui';
import { fetchItemMeta } from '../api.ts';
import {
  anyOptionConfigured,
  availableQualities,
  videoSources,
  type NumberedEntry,
  type Quality,
} from '../logic.ts';
import type { ItemOptionsProps } from './ItemOptions.tsx';
import { LazyItemOptions, loadItemOptions } from './LazyItemOptions.tsx';

export interface BigViewProps {
  open: boolean;
  entries: NumberedEntry[];
  index: number;
  itemMetaUrl: string;
  /** `lang` of the portal's titles when the widget speaks another language (WCAG 3.1.2). */
  contentLang?: string | undefined;
  onStep: (delta: number) => void;
  onClose: () => void;
  /** The item options' endpoints (report, rating, edit) and the owner's edit taking effect. */
  options: Pick<
    ItemOptionsProps,
    'reportAction' | 'captchaUrl' | 'ratingUrl' | 'editUrl' | 'onEdited'
  >;
}

/** Quiet time before a step is announced: quick steps speak only where the stepping stopped. */
export const STEP_ANNOUNCE_DELAY_MS = 500;

/** Sub-view 'item': one entry large, its views, comments and stars; previous/next wrap. */
export function BigView({
  open,
  entries,
  index,
  itemMetaUrl,
  contentLang,
  onStep,
  onClose,
  options,
}: BigViewProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const entry = open ? entries[index] : undefined;
  // Next/previous change the heading and "5 von 100" under focus that stays on the button: the
  // layer's own polite region says both (4.1.3); opening is said by the dialog's name.
  const { announce, region } = useStatusRegion();
  const shownIndex = useRef<number | null>(null);
  const stepText = entry
    ? `${entry.title || t('anstoss.mediaStream.untitled')}, ${t('anstoss.mediaStream.position', {
        index: formatNumber(index + 1),
        count: formatNumber(entries.length),
      })}`
    : '';
  useEffect(() => {
    if (!open) {
      shownIndex.current = null;
      return;
    }
    if (shownIndex.current !== null && shownIndex.current !== index)
      announce(stepText, { delayMs: STEP_ANNOUNCE_DELAY_MS });
    shownIndex.current = index;
  }, [open, index, stepText, announce]);
  // The item options' chunk comes with the first big view, in parallel with the entry's meta.
  const optionsWanted = open && anyOptionConfigured(options);
  useEffect(() => {
    if (optionsWanted) loadItemOptions().catch(() => undefined);
  }, [optionsWanted]);
  // On the document while open: the layer starts with focus on the dialog itself.
  const stepRef = useRef(onStep);
  useEffect(() => {
    stepRef.current = onStep;
  });
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (event.key === 'ArrowLeft') stepRef.current(-1);
      else if (event.key === 'ArrowRight') stepRef.current(1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return (
    <Layer
      open={open && entry !== undefined}
      onClose={onClose}
      labelledBy={titleId}
      className="ast-media-stream__layer"
    >
      {entry && (
        <div className="ast-media-stream__big">
          <h2
            id={titleId}
            className="ast-media-stream__big-title"
            lang={entry.title ? contentLang : undefined}
          >
            {entry.title || t('anstoss.mediaStream.untitled')}
          </h2>
          <p className="ast-media-stream__position">
            {t('anstoss.mediaStream.position', {
              index: formatNumber(index + 1),
              count: formatNumber(entries.length),
            })}
          </p>
          <div className="ast-media-stream__stage">
            {entry.type === 'video' ? (
              <Video key={entry.uid} entry={entry} />
            ) : (
              <LazyImage
                key={entry.uid}
                src={entry.url ?? ''}
                alt={entry.title}
                width={entry.width ?? 640}
                height={entry.height ?? 427}
                className="ast-media-stream__image"
              />
            )}
          </div>
          <div className="ast-media-stream__nav">
            <button
              type="button"
              className="ast-button ast-button--secondary"
              onClick={() => onStep(-1)}
            >
              <span aria-hidden="true">‹ </span>
              {t('anstoss.mediaStream.previous')}
            </button>
            <button
              type="button"
              className="ast-button ast-button--secondary"
              onClick={() => onStep(1)}
            >
              {t('anstoss.mediaStream.next')}
              <span aria-hidden="true"> ›</span>
            </button>
          </div>
          {itemMetaUrl && (
            <Meta
              key={entry.uid}
              url={itemMetaUrl}
              entry={entry}
              options={options}
              announce={announce}
            />
          )}
        </div>
      )}
      {region}
    </Layer>
  );
}

/** Views, comments and rating of the entry (GET {itemMetaUrl}?id={uid}); 404: deleted. */
function Meta({
  url,
  entry,
  options,
  announce,
}: {
  url: string;
  entry: NumberedEntry;
  options: BigViewProps['options'];
  announce: Announce;
}) {
  const { t } = useTranslation();
  const uid = entry.uid;
  const [meta, resource] = useResource({
    key: uid,
    load: (id, { signal }) => fetchItemMeta(url, id, signal),
  });
  if (meta.status === 'error') {
    if (isApiError(meta.error) && meta.error.status === 404)
      return (
        <p className="ast-media-stream__gone" role="status">
          {t('anstoss.mediaStream.deleted')}
        </p>
      );
    return <ErrorText onRetry={resource.retry} />;
  }
  if (!meta.data) return <p className="ast-media-stream__meta" aria-busy="true" />;
  const m = meta.data;
  return (
    <>
      <p className="ast-media-stream__meta">
        <span>
          {t('anstoss.mediaStream.views', { count: m.views, formatted: formatNumber(m.views) })}
        </span>
        <span>
          {t('anstoss.mediaStream.comments', {
            count: m.comments,
            formatted: formatNumber(m.comments),
          })}
        </span>
        <span className="ast-media-stream__rating">
          <Stars lit={starsFromPoints(m.bw)} />
          <span>
            {t('anstoss.mediaStream.ratings', { count: m.bwnum, formatted: formatNumber(m.bwnum) })}
          </span>
        </span>
      </p>
      <LazyItemOptions entry={entry} meta={m} announce={announce} {...options} />
    </>
  );
}

/** A video with its poster, in the chosen quality group (spec §3 src / src_medium / src_high). */
function Video({ entry }: { entry: NumberedEntry }) {
  const { t } = useTranslation();
  const sources = videoSources(entry);
  const qualities = availableQualities(sources);
  const [quality, setQuality] = useState<Quality | null>(qualities[0] ?? null);
  if (!quality)
    return (
      <div className="ast-media-stream__novideo">
        {entry.thumb1 && <img src={entry.thumb1} alt="" width={640} height={360} />}
        <p>{t('anstoss.mediaStream.noVideo')}</p>
      </div>
    );
  return (
    <div className="ast-media-stream__video">
      <video
        key={quality}
        controls
        preload="metadata"
        poster={entry.thumb1}
        width={entry.width ?? 640}
        height={entry.height ?? 360}
        aria-label={entry.title}
      >
        {sources[quality]
          .filter((s) => s.type !== 'video/x-flv')
          .map((s) => (
            <source key={s.url} src={s.url} type={s.type} />
          ))}
      </video>
      {qualities.length > 1 && (
        <div
          role="group"
          aria-label={t('anstoss.mediaStream.quality')}
          className="ast-media-stream__quality"
        >
          {qualities.map((q) => (
            <button
              key={q}
              type="button"
              aria-pressed={q === quality}
              className="ast-button ast-button--secondary"
              onClick={() => setQuality(q)}
            >
              {t(`anstoss.mediaStream.quality.${q}`)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
