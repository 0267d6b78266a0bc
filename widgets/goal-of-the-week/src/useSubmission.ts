import { useEffect, useState } from 'react';
import { errorMessage, isSessionEnded } from '@anstoss/api';
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
 * wait 1 s, then the JSON POST with xid; a double click sends once; a failure keeps everything
 * typed; a session that ended keeps a local draft for the login round trip.
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

  const submit = async (id: string) => {
    const s = store.getState();
    if (!s.attempt(id)) return;
    const form = store.getState().forms[id];
    if (!form) return;
    const errors = validate({
      kind: o.kind,
      values: form.values,
      terms: form.terms,
      consents: o.consents,
      checked: form.checked,
      consentRequired: o.consentRequired,
    });
    if (!isValid(errors) || (o.fileRequired && !form.fileId)) return;
    store.getState().sendStarted(id);
    if (!getSession().loggedIn) {
      store.getState().failed(id, { key: 'javascript.error.message.unknown_error' }, true);
      return;
    }
    try {
      if (form.fileId && !form.released && o.releaseUrl) {
        setReleasing(true);
        const title = (form.values.description ?? '').slice(0, 80) || (form.values.scorer ?? '');
        const released = await releaseFile(
          o.releaseUrl,
          form.fileId,
          title,
          form.values.description ?? '',
        );
        if (!released.success) {
          store.getState().failed(id, errorMessage(released), false);
          return;
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
      const answer = await sendSubmission(o.postEndpoint, body);
      if (answer.success) {
        store.getState().succeeded(id);
        const rest = store.getState();
        if (
          !Object.entries(rest.forms).some(
            ([key, f]) => !rest.submitted.includes(key) && hasInput(f.values),
          )
        )
          draft.clear();
      } else store.getState().failed(id, errorMessage(answer), false);
    } catch (error) {
      const expired = isSessionEnded(error, getSession());
      if (expired) draft.keep(store.getState().draft(), true);
      store.getState().failed(id, errorMessage(error), expired);
    } finally {
      setReleasing(false);
    }
  };

  return { submit, login, releasing };
}
