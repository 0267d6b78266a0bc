import { useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '@anstoss/api';
import { TITLE_MAX } from '@anstoss/api/mediaEdit';
import { useTranslation } from '@anstoss/i18n';
import { getSession, navigation, type WidgetProps } from '@anstoss/runtime/widget';
import { ErrorText, useFocusAfter, useStoreFields } from '@anstoss/ui';
import { sendEdit } from './api.ts';
import type { EditItemProps } from './props.ts';
import { createEditItemStore } from './store.ts';

/** View root: an "edit" button and the form; the page reloads after a successful save. */
export function EditItem({ props }: WidgetProps<EditItemProps>) {
  const { t } = useTranslation();
  const [store] = useState(() => createEditItemStore(props.title, props.description));
  const s = useStoreFields(store, ['active', 'description', 'done', 'error', 'sending', 'title']);
  const [loggedIn] = useState(() => getSession().loggedIn);
  const ids = useId();
  const focusAfter = useFocusAfter();
  const titleRef = useRef<HTMLInputElement>(null);
  const byId = (id: string) => () => document.getElementById(id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { title, description, sending } = store.getState();
    if (sending) return;
    store.getState().sending_();
    sendEdit(props.url, props.itemId, title.trim(), description.trim()).then(
      (answer) => {
        // The status or the error replaces the busy state and takes focus (never <body>).
        focusAfter(byId(answer.success ? `${ids}-saved` : `${ids}-error`));
        store.getState().answered(answer.success, answer.success ? null : errorMessage(answer));
        if (answer.success) navigation.reload(); // spec §4
      },
      (error: unknown) => {
        focusAfter(byId(`${ids}-error`));
        store.getState().answered(false, errorMessage(error));
      },
    );
  };

  const gate = loggedIn ? {} : { 'data-login-gate': '' };
  if (s.done)
    return (
      <p id={`${ids}-saved`} role="status">
        {t('anstoss.editItem.saved')}
      </p>
    );
  if (!s.active)
    return (
      <button
        id={`${ids}-open`}
        type="button"
        className="ast-link-button"
        onClick={() => {
          focusAfter(titleRef);
          store.getState().open();
        }}
        {...gate}
      >
        {t('anstoss.editItem.open')}
      </button>
    );
  return (
    <form
      className="ast-widget ast-edit-item"
      onSubmit={submit}
      aria-label={t('anstoss.editItem.label')}
      {...gate}
    >
      <label htmlFor={`${ids}-title`}>{t('anstoss.editItem.title')}</label>
      <input
        ref={titleRef}
        id={`${ids}-title`}
        value={s.title}
        maxLength={TITLE_MAX}
        onChange={(e) => store.getState().set('title', e.target.value)}
      />
      <label htmlFor={`${ids}-description`}>{t('anstoss.editItem.description')}</label>
      <textarea
        id={`${ids}-description`}
        rows={3}
        maxLength={1000}
        value={s.description}
        onChange={(e) => store.getState().set('description', e.target.value)}
      />
      {s.error && <ErrorText id={`${ids}-error`} message={s.error} />}
      <div>
        <button type="submit" className="ast-button" disabled={s.sending}>
          {t('anstoss.editItem.submit')}
        </button>{' '}
        <button
          type="button"
          className="ast-button ast-button--secondary"
          disabled={s.sending}
          onClick={() => {
            focusAfter(byId(`${ids}-open`));
            store.getState().cancel(props.title, props.description);
          }}
        >
          {t('anstoss.editItem.cancel')}
        </button>
      </div>
    </form>
  );
}
