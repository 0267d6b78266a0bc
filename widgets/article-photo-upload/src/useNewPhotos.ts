/**
 * The new photos (spec §4 Upload items, §5 Article photo upload): the FileInput's queue of
 * @anstoss/ui holds them with their metadata (`held` until "Hochladen"), uploads one after the
 * other with progress, cancel (abort) and a retry per file. This hook adds the article's rules:
 * the limit with "too many selected", the title check before a round, the saved list after each
 * stored file, the round's advice and where focus goes when it ends.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { isSessionEnded } from '@anstoss/api';
import { getSession } from '@anstoss/runtime/widget';
import { useFileInput, useFocusAfter } from '@anstoss/ui';
import { uploadPhoto } from './api.ts';
import { MAX_PHOTO_BYTES, PHOTO_TYPES, titleError, uploadFields, uploadUrl } from './logic.ts';
import type { ArticlePhotoUploadProps } from './props.ts';
import type { ArticlePhotoStore, NewPhoto, NewPhotoMeta } from './store.ts';

/** Cancelled by the person: not a failure of the round (the file waits with "Erneut versuchen"). */
const CANCELLED_KEY = 'anstoss.ui.fileInput.cancelled';

export const isCancelled = (item: NewPhoto) => item.error?.key === CANCELLED_KEY;

export function useNewPhotos(
  store: ArticlePhotoStore,
  props: ArticlePhotoUploadProps,
  defaultTitle: string,
  targets: {
    /** The saved photos' heading: focus after a round that stored everything, a removed file. */
    saved: RefObject<HTMLElement | null>;
    /** The new photos' form: its first failed file's "Erneut versuchen" after a broken round. */
    form: RefObject<HTMLElement | null>;
  },
) {
  const focusAfter = useFocusAfter();
  const picker = useFileInput<NewPhotoMeta>({
    accept: PHOTO_TYPES,
    maxBytes: MAX_PHOTO_BYTES,
    multiple: true,
    held: true,
    removeWhenDone: true,
    contactHint: props.contactHint,
    meta: (file) => store.getState().metaFor(file, defaultTitle),
    onAccept: (chosen) => {
      const existing = picker.items.length;
      for (const id of store.getState().admit(chosen, existing, props.maxUploads))
        picker.remove(id);
    },
    upload: async (file, report, signal, item) => {
      try {
        const saved = await uploadPhoto(
          uploadUrl(props.uploadBase, props),
          uploadFields(item.meta, file, file.name, props.postDefaults),
          report,
          signal,
        );
        store.getState().uploaded(item, saved);
      } catch (error) {
        if (signal.aborted) throw error;
        if (isSessionEnded(error, getSession())) store.getState().expired();
        throw error;
      }
    },
  });
  const items = picker.items;
  const sending = items.some((i) => i.status === 'waiting' || i.status === 'uploading');

  // A round ends when nothing waits or uploads any more: the advice, and focus on the result.
  const wasSending = useRef(false);
  useEffect(() => {
    if (wasSending.current && !sending) {
      const failed = items.filter((i) => i.status === 'error' && !isCancelled(i)).length;
      store.getState().roundDone(failed);
      const firstRetry = () =>
        targets.form.current?.querySelector<HTMLElement>('[data-retry]') ?? null;
      focusAfter(items.some((i) => i.status === 'error') ? firstRetry : targets.saved);
    }
    wasSending.current = sending;
  }, [sending, items, store, focusAfter, targets.form, targets.saved]);

  /** The title field of the first new photo without a title (the fields are in queue order). */
  const firstInvalid = () => {
    const index = picker.items.findIndex((i) => titleError(i.meta.title));
    return targets.form.current?.querySelectorAll<HTMLElement>('[data-title]')[index] ?? null;
  };
  const withTitles = (chosen: readonly NewPhoto[]) => store.getState().checkTitles(chosen);

  return {
    picker,
    items,
    sending,
    /** "Hochladen": every held file with a title goes, one after the other; one round per click. */
    send: () => {
      if (sending) return;
      const held = items.filter((i) => i.status === 'held');
      if (!held.length) return;
      if (withTitles(held)) picker.start();
      // Spec §5: the first title that is missing gets focus (it is marked and described).
      else focusAfter(firstInvalid);
    },
    retry: (id: string) => {
      const item = items.find((i) => i.id === id);
      if (!item || item.status !== 'error' || sending) return;
      if (withTitles([item])) picker.retry(id);
      else focusAfter(firstInvalid);
    },
    cancel: (id: string) => picker.cancel(id),
    /** The file leaves; focus goes to the saved photos' heading. */
    remove: (id: string) => {
      focusAfter(targets.saved);
      picker.remove(id);
    },
    edit: (id: string, patch: Partial<NewPhotoMeta>) => {
      if (store.getState().savedItems.some((i) => i.tab)) return;
      picker.setMeta(id, patch);
      // Spec §3: one title picture among the new photos.
      if (patch.ord)
        for (const other of items)
          if (other.id !== id && other.meta.ord) picker.setMeta(other.id, { ord: false });
    },
  };
}
