/**
 * The article photo upload's state (spec §3 Article photo, §4 Upload items): the saved photos
 * (from the list or after a successful upload), the one open meta form, the advice state and what
 * a person typed, kept as a draft across a login round trip. New photos and their uploads live in
 * the FileInput's queue (`useFileInput` with `held`, each file's metadata is a `NewPhotoMeta`);
 * the writes on saved photos are each photo's action (`useAction` in parts/SavedItem). The store
 * holds no write flags.
 */
import { createStore } from 'zustand/vanilla';
import type { ErrorMessage, QueuedFile } from '@anstoss/ui';
import type { PhotoEntry } from './api.ts';
import { admitFiles, fileKey, titleError, type AdviceState, type PhotoMeta } from './logic.ts';

/** A new photo's metadata in the upload queue (what is sent with the file). */
export type NewPhotoMeta = {
  title: string;
  caption: string;
  copyright: string;
  /** Spec §7 ORD: the photo becomes the title picture. */
  ord: boolean;
  /** The file's draft key (size|date|name). */
  fileKey: string;
};
export type NewPhoto = QueuedFile<NewPhotoMeta>;

export interface SavedPhoto extends PhotoMeta {
  /** Local key (stable for React and the store). */
  key: string;
  /** The server's id. */
  id: string;
  url: string;
  name: string;
  /** bytes */
  bytes: number;
  ord: boolean;
  /** Spec §4: one open form makes every other item non-editable. */
  isEditable: boolean;
  /** The meta form is open. */
  tab: boolean;
  /** The form's title check (spec §5 min_length_of_title); the writes' errors are the action's. */
  error: ErrorMessage | null;
  /** The stored metadata while the form is open: cancelling goes back to it. */
  before: PhotoMeta | null;
}

export interface Draft {
  files: Record<string, PhotoMeta>;
  saved: Record<string, PhotoMeta>;
}

export interface ArticlePhotoState {
  loading: boolean;
  downloadBroken: boolean;
  phase: AdviceState | null;
  savedItems: SavedPhoto[];
  tooManySelected: boolean;
  dropped: number;
  /** "Hochladen" was pressed: from then on a missing title is marked (spec §5). */
  titlesChecked: boolean;
  /** Files of the last round that failed. */
  failed: number;
  sessionExpired: boolean;
  /** Spec §8: the deletion notice (the spec's 'Foto geloescht!', spelt with ö). */
  notice: 'deleted' | null;
  /** Typed metadata of files from before a reload, waiting for the same file to be chosen again. */
  pendingFiles: Record<string, PhotoMeta>;
  loaded: (entries: PhotoEntry[], draft: Draft | null) => void;
  loadFailed: (draft: Draft | null) => void;
  /** A new file's first metadata: what was typed for it before a reload, else the page's title. */
  metaFor: (file: File, defaultTitle: string) => NewPhotoMeta;
  /**
   * Spec §5: of the files just chosen (`existing` new ones already waiting) those within
   * `max` together with the saved photos; returns the ids to drop ('too many selected').
   */
  admit: (chosen: readonly NewPhoto[], existing: number, max: number) => string[];
  edit: (key: string, patch: Partial<PhotoMeta>) => void;
  openForm: (key: string) => void;
  closeForm: () => void;
  /** "Hochladen": true when every title is there (else they are marked and nothing is sent). */
  checkTitles: (items: readonly NewPhoto[]) => boolean;
  /** A new photo was stored: it joins the saved list (the title picture moves to it). */
  uploaded: (item: NewPhoto, saved: { id: string; url: string }) => void;
  roundDone: (failed: number) => void;
  /** The saved form's title check failed (nothing was sent). */
  invalid: (key: string, error: ErrorMessage) => void;
  savedChanged: (key: string) => void;
  titlePictureSet: (key: string) => void;
  deleted: (key: string) => void;
  expired: () => void;
}

let counter = 0;

/** Spec §4: one open form makes every other item non-editable. */
function editability(items: SavedPhoto[]): SavedPhoto[] {
  const open = items.find((i) => i.tab)?.key ?? null;
  return items.map((i) => ({ ...i, isEditable: open === null || i.key === open }));
}

/** What the draft should hold now: new photos' metadata and the open saved form. */
export function draftOf(
  s: Pick<ArticlePhotoState, 'savedItems' | 'pendingFiles'>,
  newItems: readonly NewPhoto[],
): Draft {
  const files: Record<string, PhotoMeta> = { ...s.pendingFiles };
  for (const { meta } of newItems)
    files[meta.fileKey] = { title: meta.title, caption: meta.caption, copyright: meta.copyright };
  const saved: Record<string, PhotoMeta> = {};
  for (const i of s.savedItems)
    if (i.tab) saved[i.id] = { title: i.title, caption: i.caption, copyright: i.copyright };
  return { files, saved };
}

export function createArticlePhotoStore() {
  return createStore<ArticlePhotoState>()((set, get) => {
    const update = (key: string, patch: Partial<SavedPhoto>) =>
      set((s) => ({
        savedItems: s.savedItems.map((i) => (i.key === key ? { ...i, ...patch } : i)),
      }));

    return {
      loading: true,
      downloadBroken: false,
      phase: null,
      savedItems: [],
      tooManySelected: false,
      dropped: 0,
      titlesChecked: false,
      failed: 0,
      sessionExpired: false,
      notice: null,
      pendingFiles: {},

      loaded: (entries, draft) => {
        // Only one form may be open: the first restored one.
        let open = false;
        const savedItems = entries.map((e): SavedPhoto => {
          const typed = open ? undefined : draft?.saved[e.id];
          if (typed) open = true;
          return {
            key: `p${++counter}`,
            id: e.id,
            url: e.url,
            name: e.name,
            bytes: Math.round((e.size ?? 0) * 1_048_576),
            title: typed?.title ?? e.title,
            caption: typed?.caption ?? e.caption,
            copyright: typed?.copyright ?? e.copyright,
            ord: e.ord,
            isEditable: true,
            tab: typed !== undefined,
            error: null,
            before: typed ? { title: e.title, caption: e.caption, copyright: e.copyright } : null,
          };
        });
        set({
          loading: false,
          downloadBroken: false,
          phase: 'article:foto:onLoad',
          savedItems: editability(savedItems),
          pendingFiles: draft?.files ?? {},
        });
      },
      loadFailed: (draft) =>
        set({
          loading: false,
          downloadBroken: true,
          phase: 'article:foto:onLoad',
          pendingFiles: draft?.files ?? {},
        }),

      metaFor: (file, defaultTitle) => {
        const key = fileKey(file);
        const typed = get().pendingFiles[key];
        return {
          title: typed?.title ?? defaultTitle,
          caption: typed?.caption ?? '',
          copyright: typed?.copyright ?? '',
          ord: false,
          fileKey: key,
        };
      },
      admit: (chosen, existing, max) => {
        const { admitted, dropped, tooManySelected } = admitFiles(
          chosen,
          existing + get().savedItems.length,
          max,
        );
        const pendingFiles = { ...get().pendingFiles };
        for (const { meta } of admitted) delete pendingFiles[meta.fileKey];
        set({ tooManySelected, dropped, pendingFiles, phase: 'article:foto:add', notice: null });
        return chosen.slice(admitted.length).map((i) => i.id);
      },

      edit: (key, patch) => {
        const target = get().savedItems.find((i) => i.key === key);
        if (!target?.tab) return;
        const fixed = patch.title !== undefined && target.error && !titleError(patch.title);
        update(key, { ...patch, ...(fixed ? { error: null } : {}) });
      },
      openForm: (key) => {
        if (get().savedItems.some((i) => i.tab && i.key !== key)) return;
        set((s) => ({
          savedItems: editability(
            s.savedItems.map((i) =>
              i.key === key
                ? {
                    ...i,
                    tab: true,
                    error: null,
                    before: { title: i.title, caption: i.caption, copyright: i.copyright },
                  }
                : i,
            ),
          ),
        }));
      },
      closeForm: () =>
        set((s) => ({
          savedItems: editability(
            s.savedItems.map((i) =>
              i.tab ? { ...i, ...(i.before ?? {}), tab: false, before: null, error: null } : i,
            ),
          ),
        })),

      checkTitles: (items) => {
        set({ titlesChecked: true });
        return items.every((i) => !titleError(i.meta.title));
      },
      uploaded: ({ meta, file }, saved) =>
        set((s) => ({
          savedItems: editability([
            ...(meta.ord ? s.savedItems.map((i) => ({ ...i, ord: false })) : s.savedItems),
            {
              key: `p${++counter}`,
              id: saved.id,
              url: saved.url,
              name: file.name,
              bytes: file.size,
              title: meta.title.trim(),
              caption: meta.caption,
              copyright: meta.copyright,
              ord: meta.ord,
              isEditable: true,
              tab: false,
              error: null,
              before: null,
            },
          ]),
        })),
      roundDone: (failed) =>
        set({ failed, titlesChecked: false, phase: 'article:foto:upload:after' }),

      invalid: (key, error) => update(key, { error }),
      savedChanged: (key) =>
        set((s) => ({
          savedItems: editability(
            s.savedItems.map((i) =>
              i.key === key ? { ...i, tab: false, error: null, before: null } : i,
            ),
          ),
        })),
      titlePictureSet: (key) =>
        set((s) => ({ savedItems: s.savedItems.map((i) => ({ ...i, ord: i.key === key })) })),
      deleted: (key) =>
        set((s) => ({
          savedItems: editability(s.savedItems.filter((i) => i.key !== key)),
          notice: 'deleted',
        })),
      expired: () => set({ sessionExpired: true }),
    };
  });
}

export type ArticlePhotoStore = ReturnType<typeof createArticlePhotoStore>;
