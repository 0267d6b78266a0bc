import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { getSession, goToLogin, navigation, on, type WidgetProps } from '@anstoss/runtime/widget';
import { ErrorText, useAction, useStoreFields, SessionEnded } from '@anstoss/ui';
import { switchSource } from './api.ts';
import type { ProfileImageSourceProps } from './props.ts';
import { createSourceStore, type SwitchState } from './store.ts';
import './profileImageSource.css';

/**
 * Where the profile picture comes from (spec §4 Profile, §7 Profile photo): a radio group whose
 * arrow keys only move the selection (APG radio group, WCAG 3.2.2); "Übernehmen" or Enter commits
 * it: the GET, then the page's form is submitted or the page reloads. After a crop save it waits
 * for imageSaved.
 */
export function ProfileImageSource({ props }: WidgetProps<ProfileImageSourceProps>) {
  const { t } = useTranslation();
  const [store] = useState(() =>
    createSourceStore(
      props.value,
      props.hasImage,
      (value, { signal }) =>
        switchSource(props.switchProfileImageSource, props.ajaxmodel, value, signal),
      getSession,
    ),
  );
  const s = useStoreFields(store, ['selected', 'waiting']);
  const [sent] = useAction(store.getState().switchAction, { abortOnUnmount: true });
  const ids = useId();

  // After the switch: the page's form is submitted, or the page reloads.
  const after = (end: Promise<SwitchState> | null) =>
    void end?.then((state) => {
      if (state.status !== 'success') return;
      const form = props.form ? document.getElementById(props.form) : null;
      if (form instanceof HTMLFormElement) form.requestSubmit();
      else navigation.reload();
    });

  useEffect(
    () => on('imageSaved', () => after(store.getState().imageSaved(props.cropValue))),
    // after reads only props that stay for the widget's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, props.cropValue],
  );

  const commit = () => after(store.getState().commit(props.cropValue));

  // Enter on a radio commits the selection (the group is no form: the page may hold one).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    commit();
  };

  const switching = sent.status === 'pending';
  const status = s.waiting
    ? t('anstoss.profileImageSource.waiting')
    : switching
      ? t('anstoss.profileImageSource.switching')
      : sent.status === 'success'
        ? t('anstoss.profileImageSource.done')
        : '';

  return (
    <div className="ast-widget ast-profile-image-source">
      <fieldset
        className="ast-profile-image-source__group"
        aria-busy={switching || undefined}
        onKeyDown={onKeyDown}
      >
        <legend>{props.label ?? t('anstoss.profileImageSource.label')}</legend>
        {props.options.map((option) => (
          <label key={option.value} className="ast-profile-image-source__option">
            <input
              type="radio"
              name={`${ids}-source`}
              value={option.value}
              checked={s.selected === option.value}
              onChange={() => store.getState().select(option.value)}
            />{' '}
            {option.label}
          </label>
        ))}
        <button
          type="button"
          className="ast-button ast-profile-image-source__apply"
          aria-disabled={switching || undefined}
          onClick={commit}
        >
          {t('anstoss.profileImageSource.apply')}
        </button>
      </fieldset>
      <p role="status" className="ast-profile-image-source__status">
        {status}
      </p>
      {/* Focus stays on "Übernehmen"; the alert speaks (the login is the next control). */}
      {sent.status === 'error' &&
        (sent.sessionEnded ? (
          <SessionEnded
            className="ast-profile-image-source__session"
            message={t('anstoss.profileImageSource.sessionEnded')}
            onLogin={goToLogin}
          />
        ) : (
          <ErrorText message={sent.message} onRetry={commit} />
        ))}
    </div>
  );
}
