import { useId, useRef, useState } from 'react';
import { TITLE_MAX } from '@anstoss/api/mediaEdit';
import { useTranslation } from '@anstoss/i18n';
import { getSession, navigation, type WidgetProps } from '@anstoss/runtime/widget';
import {
  ErrorText,
  SubmitButton,
  useAction,
  useFocusAfter,
  useFormFields,
  useStoreFields,
} from '@anstoss/ui';
import { sendEdit, type EditValues } from './api.ts';
import type { EditItemProps } from './props.ts';
import { createEditItemStore } from './store.ts';

/** View root: an "edit" button and the form; the page reloads after a successful save. */
export function EditItem({ props }: WidgetProps<EditItemProps>) {
  const { t } = useTranslation();
  const [store] = useState(() => createEditItemStore(props.title, props.description));
  const s = useStoreFields(store, ['active', 'description', 'done', 'title']);
  const [loggedIn] = useState(() => getSession().loggedIn);
  const ids = useId();
  const focusAfter = useFocusAfter();
  const titleRef = useRef<HTMLInputElement>(null);
  const byId = (id: string) => () => document.getElementById(id);
  const [save, saveAction] = useAction(
    (values: EditValues, { signal }) => sendEdit(props.url, props.itemId, values, signal),
    {
      session: getSession,
      onSuccess: () => {
        // The saved status replaces the form and takes focus (never <body>); spec §4 reload.
        focusAfter(byId(`${ids}-saved`));
        store.getState().saved();
        navigation.reload();
      },
      onError: () => focusAfter(byId(`${ids}-error`)),
    },
  );
  const form = useFormFields<'title' | 'description'>({ errors: {} });
  const title = form.field('title');
  const description = form.field('description');

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
          saveAction.reset();
          store.getState().open();
        }}
        {...gate}
      >
        {t('anstoss.editItem.open')}
      </button>
    );
  const pending = save.status === 'pending';
  return (
    <form
      className="ast-widget ast-edit-item"
      onSubmit={form.onSubmit(() => {
        const { title: value, description: text } = store.getState();
        void saveAction.run({ title: value.trim(), description: text.trim() });
      })}
      aria-label={t('anstoss.editItem.label')}
      noValidate
      {...gate}
    >
      <label {...title.labelProps}>{t('anstoss.editItem.title')}</label>
      <input
        {...title.inputProps}
        ref={titleRef}
        value={s.title}
        maxLength={TITLE_MAX}
        onChange={(e) => store.getState().set('title', e.target.value)}
      />
      <label {...description.labelProps}>{t('anstoss.editItem.description')}</label>
      <textarea
        {...description.inputProps}
        rows={3}
        maxLength={1000}
        value={s.description}
        onChange={(e) => store.getState().set('description', e.target.value)}
      />
      {save.status === 'error' && <ErrorText id={`${ids}-error`} message={save.message} />}
      <div>
        <SubmitButton busy={pending} busyLabel={t('anstoss.editItem.saving')}>
          {t('anstoss.editItem.submit')}
        </SubmitButton>{' '}
        <button
          type="button"
          className="ast-button ast-button--secondary"
          // While saving the answer decides (a POST may already have taken effect).
          aria-disabled={pending || undefined}
          onClick={() => {
            if (pending) return;
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
