import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@anstoss/i18n';
import {
  getConfig,
  getSession,
  goToLogin,
  navigation,
  type WidgetProps,
} from '@anstoss/runtime/widget';
import {
  EditList,
  SessionEnded,
  useAction,
  useFocusAfter,
  useResource,
  useStoreFields,
} from '@anstoss/ui';
import { createAlbum, createEncodingPoller, fetchAlbumPage, type Owner } from './api.ts';
import { anyEncoding, referralUrl } from './logic.ts';
import { AlbumForm } from './parts/AlbumForm.tsx';
import { AlbumRow } from './parts/AlbumRow.tsx';
import type { AlbumEditListProps } from './props.ts';
import { createAlbumEditListStore } from './store.ts';
import { StoreProvider } from './storeContext.ts';
import './albumEditList.css';

/**
 * View root: the edit list (date window, refresh, albums, "Mehr laden": EditList of @anstoss/ui)
 * with what only the album list has: "Neues Album" and its form, and the status poll while
 * photos are being processed.
 */
export function AlbumEditList({ props }: WidgetProps<AlbumEditListProps>) {
  const { t } = useTranslation();
  // getSession: a failed write decides whether the session has ended (isSessionEnded).
  const [store] = useState(() => createAlbumEditListStore(getSession));
  const [owner] = useState<Owner>(() => ({
    abbreviation: getConfig().providerAbbreviation,
    userId: getSession().userId,
  }));
  const s = useStoreFields(store, ['status', 'entries', 'query', 'form']);
  // The list's one write (aborted when the list unmounts); the new-album form's busy and error
  // are those of its 'create' scope.
  const [write, writeAction] = useAction(store.getState().write, { abortOnUnmount: true });
  const createWrite = write.variables?.scope === 'create';
  const createSessionEnded = createWrite && write.status === 'error' && write.sessionEnded;
  const newButton = useRef<HTMLButtonElement>(null);
  const focusAfter = useFocusAfter();

  const [list, resource] = useResource(
    {
      key: s.query,
      load: (query, { signal }) => fetchAlbumPage(props.url, query, owner, signal),
      onData: (page, query) => store.getState().loaded(page, query.offset),
      onError: (error, query) => {
        console.warn('[anstoss] album-edit-list: could not load', props.url, error);
        store.getState().failed(query.offset);
      },
    },
    (state) => state.status,
  );

  // Spec §4/§9: while an album's photos are still being processed, ask again every 5000 ms.
  const encoding = s.status === 'ready' && anyEncoding(s.entries);
  useEffect(() => {
    if (!encoding) return;
    const poller = createEncodingPoller(
      props.url,
      () => store.getState().query,
      owner,
      () => Math.min(100, Math.max(1, store.getState().nextOffset)),
      (page) => store.getState().patch(page.entries),
    );
    poller.start();
    return () => poller.stop();
  }, [encoding, props.url, owner, store]);

  const creating = s.form?.kind === 'create';

  // EntryForm refuses a too short title itself; only a valid one is sent.
  const create = (title: string, description: string) => {
    store.getState().setNotice(null);
    void writeAction.run({
      scope: 'create',
      request: (signal) => createAlbum(props.albumBase, title.trim(), description.trim(), signal),
      done: () => {
        // Spec §8: success leads to the referral URL when there is one.
        const referral = referralUrl(props.referralUrl, window.location.href);
        if (referral) {
          navigation.go(referral);
          return;
        }
        // The form closes: focus goes back to "Neues Album", the status line says "created".
        focusAfter(newButton);
        store.getState().created();
      },
    });
  };

  return (
    <StoreProvider store={store}>
      <EditList
        store={store}
        refreshing={list === 'loading' && s.query.offset === 0}
        onRetry={resource.retry}
        className="ast-album-edit-list"
        labels={{
          heading: t('anstoss.albumEditList.heading'),
          range: t('anstoss.albumEditList.range'),
          from: t('anstoss.albumEditList.from'),
          to: t('anstoss.albumEditList.to'),
          refresh: t('anstoss.albumEditList.refresh'),
          refreshing: t('anstoss.albumEditList.refreshing'),
          refreshFailed: { key: 'anstoss.albumEditList.refreshFailed' },
          empty: t('anstoss.albumEditList.empty'),
          count: (count, shown, more) =>
            more
              ? t('anstoss.albumEditList.countShown', { count: shown })
              : t('anstoss.albumEditList.count', { count, shown }),
          notice: (notice) => t(`anstoss.albumEditList.notice.${notice}`),
        }}
        tools={
          <button
            ref={newButton}
            type="button"
            className="ast-button"
            aria-expanded={creating}
            onClick={() =>
              creating
                ? store.getState().closeForm()
                : store.getState().openForm({ kind: 'create' })
            }
          >
            {t('anstoss.albumEditList.new')}
          </button>
        }
        renderEntry={(album, onRemoved) => (
          <AlbumRow
            key={album.id}
            album={album}
            albumBase={props.albumBase}
            editPage={props.editPage}
            onRemoved={onRemoved}
          />
        )}
      >
        {creating && (
          <AlbumForm
            heading={t('anstoss.albumEditList.newHeading')}
            busy={createWrite && write.status === 'pending'}
            error={
              createWrite && write.status === 'error' && !createSessionEnded ? write.message : null
            }
            submitLabel={t('anstoss.albumEditList.create')}
            onSubmit={create}
            onCancel={() => {
              store.getState().closeForm();
              newButton.current?.focus();
            }}
          />
        )}
        {creating && createSessionEnded && (
          <SessionEnded
            className="ast-album-edit-list__session"
            message={t('anstoss.albumEditList.sessionEnded')}
            onLogin={goToLogin}
            focusOnShow
          />
        )}
      </EditList>
    </StoreProvider>
  );
}
