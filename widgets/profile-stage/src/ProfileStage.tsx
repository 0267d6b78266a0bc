import { useId, useRef, useState } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { goToLogin, type WidgetProps } from '@anstoss/runtime/widget';
import {
  ErrorText,
  useAction,
  useDismissable,
  useFocusAfter,
  useStoreFields,
  SessionEnded,
} from '@anstoss/ui';
import { saveBackground } from './api.ts';
import { currentBackground, isChange } from './logic.ts';
import type { ProfileStageProps } from './props.ts';
import { createStageStore } from './store.ts';
import './profileStage.css';

/**
 * The profile's stage (spec §1 Profiles): a banner with the chosen background behind the
 * profile's name. The owner picks one of the backgrounds (a radio group) and saves it; a
 * preview shows the pick before it is saved. Visitors see the saved one, no controls.
 */
export function ProfileStage({ props }: WidgetProps<ProfileStageProps>) {
  const { t } = useTranslation();
  const ids = useId();
  const [store] = useState(() =>
    createStageStore(props.background, (id, signal) => saveBackground(props.saveUrl, id, signal)),
  );
  const { saved, picking } = useStoreFields(store, ['saved', 'picking']);
  const [saveState, saveAction] = useAction(store.getState().saveAction, { abortOnUnmount: true });
  const saving = saveState.status === 'pending';
  const changeButton = useRef<HTMLButtonElement>(null);
  const picker = useRef<HTMLDivElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  const shown = currentBackground(props.backgrounds, picking ?? saved);
  // When the picker closes (saved, cancelled, Escape) focus is on "Bühne ändern", never <body>.
  const focusAfter = useFocusAfter();

  const close = () => {
    focusAfter(changeButton);
    store.getState().cancel();
  };
  const dismiss = useDismissable(picker, {
    open: picking !== null,
    onDismiss: close,
    closeOnOutsideClick: false,
    returnFocusTo: () => changeButton.current,
  });

  const save = () => {
    const s = store.getState();
    const id = s.picking;
    if (id === null) return;
    // Once saved the picker closes: focus goes to "Bühne ändern" (a failure keeps it here).
    focusAfter(changeButton);
    if (!isChange(s.saved, id) || !props.saveUrl) s.keep();
    else void saveAction.run(id);
  };

  return (
    <div className="ast-widget ast-stage">
      <div className="ast-stage__banner">
        {shown && <img className="ast-stage__image" src={shown.imageUrl} alt="" />}
        <p className="ast-stage__name">{props.name}</p>
        {props.editable && picking === null && (
          <button
            ref={changeButton}
            type="button"
            className="ast-button ast-stage__change"
            onClick={() => store.getState().open(shown?.id ?? props.backgrounds[0]?.id ?? '')}
          >
            {t('anstoss.profileStage.change')}
          </button>
        )}
      </div>
      {props.editable && picking !== null && (
        <div
          ref={picker}
          className="ast-stage__picker"
          role="group"
          aria-labelledby={`${ids}-legend`}
          {...dismiss}
        >
          <fieldset className="ast-stage__choices">
            <legend id={`${ids}-legend`}>{t('anstoss.profileStage.legend')}</legend>
            {props.backgrounds.map((b, i) => (
              <label key={b.id} className="ast-stage__choice">
                <input
                  type="radio"
                  name={`${ids}-background`}
                  value={b.id}
                  checked={picking === b.id}
                  autoFocus={
                    picking === b.id ||
                    (i === 0 && !props.backgrounds.some((x) => x.id === picking))
                  }
                  onChange={() => store.getState().pick(b.id)}
                />
                <img src={b.imageUrl} alt="" width={96} height={40} />
                <span>{b.label}</span>
              </label>
            ))}
          </fieldset>
          <div className="ast-stage__actions">
            <button
              ref={saveButton}
              type="button"
              className="ast-button"
              onClick={save}
              aria-disabled={saving || undefined}
            >
              {t('anstoss.profileStage.save')}
            </button>
            <button type="button" className="ast-button ast-button--secondary" onClick={close}>
              {t('anstoss.profileStage.cancel')}
            </button>
          </div>
          {saveState.status === 'error' && saveState.sessionEnded && (
            <SessionEnded
              className="ast-stage__session"
              message={t('anstoss.profileStage.sessionEnded')}
              onLogin={goToLogin}
            />
          )}
          {saveState.status === 'error' && !saveState.sessionEnded && (
            <ErrorText
              message={saveState.message}
              onRetry={() => {
                // The retry goes away with the error: focus moves to "Hintergrund speichern".
                saveButton.current?.focus();
                save();
              }}
            />
          )}
        </div>
      )}
      <p className="ast-stage__status" role="status">
        {saving
          ? t('anstoss.profileStage.saving')
          : saveState.status === 'success'
            ? t('anstoss.profileStage.saved')
            : ''}
      </p>
    </div>
  );
}
