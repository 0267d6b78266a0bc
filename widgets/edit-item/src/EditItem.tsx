import { useId, useState } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { getSession, goToLogin, navigation, type WidgetProps } from '@anstoss/runtime/widget';
import {
  TitleDescriptionForm,
  useAction,
  useFocusAfter,
  useStoreFields,
  SessionEnded,
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
      // A failure: the form shows the alert and puts focus back on the title. An ended session
      // offers the login instead (what was typed stays): focus on that button.
      onError: (_error, _values, state) => {
        if (state.status === 'error' && state.sessionEnded) focusAfter(byId(`${ids}-login`));
      },
    },
  );

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
          // The form focuses its title when it opens.
          saveAction.reset();
          store.getState().open();
        }}
        {...gate}
      >
        {t('anstoss.editItem.open')}
      </button>
    );
  const pending = save.status === 'pending';
  const sessionEnded = save.status === 'error' && save.sessionEnded;
  return (
    <div className="ast-widget ast-edit-item" {...gate}>
      <TitleDescriptionForm
        heading={t('anstoss.editItem.label')}
        labels={{
          title: t('anstoss.editItem.title'),
          description: t('anstoss.editItem.description'),
          submit: t('anstoss.editItem.submit'),
          busy: t('anstoss.editItem.saving'),
          cancel: t('anstoss.editItem.cancel'),
        }}
        value={{ title: s.title, description: s.description }}
        onChange={(value) => {
          store.getState().set('title', value.title);
          store.getState().set('description', value.description);
        }}
        busy={pending}
        error={save.status === 'error' && !sessionEnded ? save.message : null}
        onSubmit={(value) =>
          void saveAction.run({ title: value.title.trim(), description: value.description.trim() })
        }
        onCancel={() => {
          // While saving the answer decides (a POST may already have taken effect).
          if (pending) return;
          focusAfter(byId(`${ids}-open`));
          store.getState().cancel(props.title, props.description);
        }}
      >
        {sessionEnded && (
          <SessionEnded
            className="ast-edit-item__session"
            message={t('anstoss.editItem.sessionEnded')}
            loginId={`${ids}-login`}
            onLogin={goToLogin}
          />
        )}
      </TitleDescriptionForm>
    </div>
  );
}
