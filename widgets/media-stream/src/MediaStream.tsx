import { useRef, useState } from 'react';
import { portalTextLang, useTranslation } from '@anstoss/i18n';
import type { WidgetProps } from '@anstoss/runtime/widget';
import { Carousel, ErrorText, LazyImage, Loader, useResource, useStoreFields } from '@anstoss/ui';
import { fetchStream } from './api.ts';
import {
  carouselLayout,
  FIRST_STEP_MS,
  INTERVAL_MS,
  ITEM_WIDTH,
  nextPage,
  RESUME_MS,
  shouldPrefetch,
  thumbnailOf,
  type NumberedEntry,
} from './logic.ts';
import { BigView } from './parts/BigView.tsx';
import { UploadView } from './parts/UploadView.tsx';
import type { MediaStreamProps } from './props.ts';
import { createMediaStreamStore } from './store.ts';
import { useStreamWidth } from './useStreamWidth.ts';
import './mediaStream.css';

const THUMB_HEIGHT = 120;

/** View root: the carousel of the stream, the big view ('item') and the upload sub-view. */
export function MediaStream({ props }: WidgetProps<MediaStreamProps>) {
  const { t, i18n } = useTranslation();
  // Members and editors title photos and videos in German: in an English widget the titles say so,
  // on an English page as inside a German content area (WCAG 3.1.2).
  const contentLang = portalTextLang(i18n.language);
  const [store] = useState(createMediaStreamStore);
  const s = useStoreFields(store, ['status', 'entries', 'total', 'more', 'view', 'current']);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const width = useStreamWidth(rootRef);
  const layout = carouselLayout(width);
  const [page, setPage] = useState(() => nextPage(0));

  const [, stream] = useResource({
    key: page,
    load: (p, { signal }) => fetchStream(props.streamUrl, p, signal),
    onData: (answer, p) => store.getState().pageLoaded(p.offset, answer),
    onError: (error) => {
      console.warn('[anstoss] media-stream: could not load', props.streamUrl, error);
      store.getState().failed();
    },
  });

  const prefetch = (index: number) => {
    const { entries, total, more } = store.getState();
    if (more !== 'idle' || !shouldPrefetch(index + layout.perView - 1, entries.length, total))
      return;
    store.getState().moreLoading();
    setPage(nextPage(entries.length));
  };

  const label = props.label || t('anstoss.mediaStream.label');
  const uploadButton = props.uploadUrl ? (
    <button
      type="button"
      className="ast-button ast-button--secondary ast-media-stream__upload"
      onClick={() => store.getState().openUpload()}
    >
      {t('anstoss.mediaStream.upload')}
    </button>
  ) : null;

  let body;
  if (s.status === 'loading') body = <Loader />;
  else if (s.status === 'error') body = <ErrorText onRetry={stream.retry} />;
  else if (s.entries.length === 0)
    body = <p className="ast-media-stream__empty">{t('anstoss.mediaStream.empty')}</p>;
  else
    body = (
      <Carousel
        className="ast-media-stream__carousel"
        count={s.entries.length}
        label={label}
        perView={layout.perView}
        before={layout.before}
        after={layout.after}
        interval={INTERVAL_MS}
        firstDelay={FIRST_STEP_MS}
        resumeDelay={RESUME_MS}
        paused={s.view !== 'stream'}
        onIndexChange={prefetch}
        renderSlide={(i) => (
          <Tile
            entry={s.entries[i]!}
            contentLang={contentLang}
            onOpen={() => store.getState().openItem(i)}
          />
        )}
      />
    );

  return (
    <div ref={rootRef} className="ast-widget ast-media-stream">
      {body}
      {s.more === 'error' && (
        <ErrorText
          onRetry={() => {
            store.getState().moreLoading();
            stream.retry();
          }}
        />
      )}
      {uploadButton}
      <BigView
        open={s.view === 'item'}
        contentLang={contentLang}
        entries={s.entries}
        index={s.current}
        itemMetaUrl={props.itemMetaUrl}
        onStep={(delta) => store.getState().step(delta)}
        onClose={() => store.getState().close()}
        options={{
          reportAction: props.reportAction,
          captchaUrl: props.captchaUrl,
          ratingUrl: props.ratingUrl,
          editUrl: props.editUrl,
          onEdited: (uid, title) => store.getState().renamed(uid, title),
        }}
      />
      {props.uploadUrl && (
        <UploadView
          open={s.view === 'upload'}
          uploadUrl={props.uploadUrl}
          onClose={() => store.getState().close()}
        />
      )}
    </div>
  );
}

function Tile({
  entry,
  contentLang,
  onOpen,
}: {
  entry: NumberedEntry;
  contentLang: string | undefined;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="ast-media-stream__tile"
      onClick={onOpen}
      aria-label={t(
        entry.type === 'video' ? 'anstoss.mediaStream.openVideo' : 'anstoss.mediaStream.openImage',
        { title: entry.title || entry.id },
      )}
    >
      <LazyImage
        src={thumbnailOf(entry)}
        alt=""
        width={ITEM_WIDTH}
        height={THUMB_HEIGHT}
        className="ast-media-stream__thumb"
      />
      {entry.type === 'video' && (
        <span className="ast-media-stream__badge" aria-hidden="true">
          ▶
        </span>
      )}
      <span className="ast-media-stream__title" aria-hidden="true" lang={contentLang}>
        {entry.title}
      </span>
    </button>
  );
}
