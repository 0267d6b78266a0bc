import { useEffect, useState } from 'react';
import type { ActionStatus } from '@anstoss/api';
import { useAction } from '@anstoss/ui';
import { emit, getSession, goToLogin } from '@anstoss/runtime/widget';
import type { StoreApi } from 'zustand';
import { releaseFile, sendSubmission, submissionDraft } from './api.ts';
import {
  type Consent,
  type FormKind,
  hasInput,
  isValid,
  submissionBody,
  validate,
  XID_DELAY_MS,
} from './logic.ts';
import type { SubmissionState } from './store.ts';

export interface SubmissionOptions {
  store: StoreApi<SubmissionState>;
  kind: FormKind;
  postEndpoint: string;
  releaseUrl?: string | undefined;
  presets: Readonly<Record<string, string | number>>;
  itemPresets?: (id: string) => Readonly<Record<string, string | number>>;
  /** The item's id is sent as `id` (goal videos); categories send kat and rubrik instead. */
  sendItemId: boolean;
  consents: readonly Consent[];
  consentRequired: boolean;
  fileRequired: boolean;
  draftKey: string;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sending one item (spec §7): validate (errors from the first attempt on), release the file and
 * wait 1 s, then the JSON POST with xid, all in one action (a double click sends once); a failure
 * keeps everything typed; a session that ended keeps a local draft for the login round trip.
 */
export function useSubmission(o: SubmissionOptions) {
  const { store } = o;
  const [releasing, setReleasing] = useState(false);

  // What was typed survives a login round trip: restored on mount, written on every change.
  const [draft] = useState(() => submissionDraft(o.draftKey));
  useEffect(() => {
    const kept = draft.read();
    if (kept) store.getState().restore(kept);
    return store.subscribe((state, previous) => {
      if (state.forms === previous.forms && state.activeId === previous.activeId) return;
      const typedNow = state.draft();
      for (const id of state.submitted) delete typedNow.forms[id];
      draft.keep(
        typedNow,
        Object.values(typedNow.forms).some((f) => hasInput(f.values)),
      );
    });
  }, [store, draft]);

  const login = () => {
    draft.keep(store.getState().draft(), true);
    // Back to this page (path, query and hash: currentPageUrl) after the login.
    goToLogin();
  };

  // The one write of the widget: release the file (once), wait, then the JSON POST. One send in
  // flight (a double click sends once), never retried by itself; its item is `variables`.
  const [sendState, sendAction] = useAction(
    async (id: string, { signal }) => {
      const form = store.getState().forms[id];
      if (!form) return;
      if (form.fileId && !form.released && o.releaseUrl) {
        setReleasing(true);
        try {
          const title = (form.values.description ?? '').slice(0, 80) || (form.values.scorer ?? '');
          await releaseFile(
            o.releaseUrl,
            form.fileId,
            title,
            form.values.description ?? '',
            signal,
          );
        } finally {
          setReleasing(false);
        }
        store.getState().fileReleased(id);
        emit('released', { id: form.fileId });
        await wait(XID_DELAY_MS);
      }
      const body = submissionBody({
        kind: o.kind,
        values: form.values,
        presets: o.presets,
        itemPresets: o.itemPresets?.(id) ?? {},
        ...(o.sendItemId ? { itemId: id } : {}),
        terms: form.terms,
        checked: form.checked,
        xid: form.fileId,
      });
      await sendSubmission(o.postEndpoint, body, signal);
    },
    {
      session: getSession,
      onSuccess: (_, id) => {
        store.getState().succeeded(id);
        const rest = store.getState();
        if (
          !Object.entries(rest.forms).some(
            ([key, f]) => !rest.submitted.includes(key) && hasInput(f.values),
          )
        )
          draft.clear();
      },
      onError: (_, id, state) => {
        if (state.status !== 'error') return;
        if (state.sessionEnded) draft.keep(store.getState().draft(), true);
        store.getState().failed(id, state.message, state.sessionEnded);
      },
    },
  );

  /** Validates and sends one item; resolves with how it ended ('invalid' when nothing was sent). */
  const submit = async (id: string): Promise<'invalid' | 'busy' | ActionStatus> => {
    if (sendAction.getState().status === 'pending') return 'busy';
    store.getState().attempt(id);
    const form = store.getState().forms[id];
    if (!form) return 'invalid';
    const errors = validate({
      kind: o.kind,
      values: form.values,
      terms: form.terms,
      consents: o.consents,
      checked: form.checked,
      consentRequired: o.consentRequired,
    });
    if (!isValid(errors) || (o.fileRequired && !form.fileId)) return 'invalid';
    store.getState().sendStarted(id);
    if (!getSession().loggedIn) {
      store.getState().failed(id, { key: 'javascript.error.message.unknown_error' }, true);
      return 'error';
    }
    return (await sendAction.run(id)).status;
  };

  /** The item whose send is in flight, or null. */
  const sendingId = sendState.status === 'pending' ? (sendState.variables ?? null) : null;

  return { submit, login, releasing, sendingId };
}
