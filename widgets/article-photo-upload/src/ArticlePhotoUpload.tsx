import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@anstoss/i18n';
import type { WidgetProps } from '@anstoss/runtime/widget';
import { Loader, useFocusAfter, useResource, useStoreFields } from '@anstoss/ui';
import { fetchPhotos, photosDraft } from './api.ts';
import { defaultImageTitle, listUrl } from './logic.ts';
import { Advice } from './parts/Advice.tsx';
import { NewItems } from './parts/NewItems.tsx';
import { Picker } from './parts/Picker.tsx';
import { SavedItems } from './parts/SavedItems.tsx';
import type { ArticlePhotoUploadProps } from './props.ts';
import { createArticlePhotoStore, draftOf } from './store.ts';
import { StoreProvider } from './storeContext.ts';
import { useNewPhotos } from './useNewPhotos.ts';
import './articlePhotoUpload.css';

/**
 * Spec §7 Article photo upload, in the order of the page: the advice, the file picker, the new
 * photos with their forms (parts/NewItems), the saved photos (parts/SavedItems). The list loads
 * through `useResource`; what is typed is a draft (api.ts `photosDraft`).
 */
export function ArticlePhotoUpload({ props }: WidgetProps<ArticlePhotoUploadProps>) {
  const { t } = useTranslation();
  const ids = useId();
  const [store] = useState(createArticlePhotoStore);
  const s = useStoreFields(store, ['loading', 'savedItems']);
  const [defaultTitle] = useState(() => defaultImageTitle());
  const [draft] = useState(() => photosDraft(props.article));
  const focusAfter = useFocusAfter();
  const savedHeading = useRef<HTMLHeadingElement | null>(null);
  const newForm = useRef<HTMLFormElement | null>(null);
  const login = useRef<HTMLButtonElement | null>(null);
  const photos = useNewPhotos(store, props, defaultTitle, { saved: savedHeading, form: newForm });

  const [, list] = useResource({
    key: listUrl(props.src, props.article, props.amount),
    load: (url, { signal }) => fetchPhotos(url, signal),
    onData: (answer) => {
      const kept = draft.read();
      // Never more than asked for, whatever the server sends.
      if (answer.success) store.getState().loaded(answer.entries.slice(0, props.amount), kept);
      else store.getState().loadFailed(kept);
    },
    onError: (error, url) => {
      console.warn('[anstoss] article-photo-upload: could not load', url, error);
      store.getState().loadFailed(draft.read());
    },
  });

  // Whatever is typed is kept for this tab (a login round trip, a reload).
  const pendingFiles = useStoreFields(store, ['pendingFiles']).pendingFiles;
  useEffect(() => {
    if (s.loading) return;
    const typed = draftOf({ savedItems: s.savedItems, pendingFiles }, photos.items);
    if (Object.keys(typed.files).length || Object.keys(typed.saved).length) draft.write(typed);
    else draft.clear();
  }, [s.loading, s.savedItems, pendingFiles, photos.items, draft]);

  if (s.loading) return <Loader />;

  const newCount = photos.items.length;
  const full = props.maxUploads >= 0 && s.savedItems.length + newCount >= props.maxUploads;
  const locked = s.savedItems.some((i) => i.tab);

  return (
    <StoreProvider store={store}>
      <section className="ast-widget ast-article-photos" aria-labelledby={`${ids}-title`}>
        <h2 id={`${ids}-title`} className="ast-article-photos__title">
          {t('anstoss.articlePhotoUpload.title')}
        </h2>
        <Advice maxUploads={props.maxUploads} newCount={newCount} loginRef={login} />
        <Picker photos={photos} full={full} locked={locked} labelId={`${ids}-add`} />
        <NewItems photos={photos} formRef={newForm} />
        <SavedItems
          props={props}
          headingRef={savedHeading}
          onRetry={list.retry}
          // A deleted photo's buttons leave with it: focus to the saved photos' heading.
          onDeleted={() => focusAfter(savedHeading)}
          // A saved photo's write found the session ended: focus to the login offer.
          onSessionEnded={() => focusAfter(login)}
        />
      </section>
    </StoreProvider>
  );
}
