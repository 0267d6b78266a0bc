import { useEffect, useId, useState } from 'react';
import { errorMessage } from '@anstoss/api';
import { useTranslation } from '@anstoss/i18n';
import { navigation, on, type WidgetProps } from '@anstoss/runtime/widget';
import { ErrorText, useStoreFields } from '@anstoss/ui';
import { switchSource } from './api.ts';
import type { ProfileImageSourceProps } from './props.ts';
import { createSourceStore } from './store.ts';

/**
 * Where the profile picture comes from (spec §4 Profile, §7 Profile photo): a radio group; a
 * choice sends the GET, then submits the page's form or reloads. After a crop save it waits for
 * imageSaved.
 */
export function ProfileImageSource({ props }: WidgetProps<ProfileImageSourceProps>) {
  const { t } = useTranslation();
  const [store] = useState(() => createSourceStore(props.value, props.hasImage));
  const s = useStoreFields(store, ['selected', 'status', 'error']);
  const ids = useId();

  const run = (value: string) => {
    switchSource(props.switchProfileImageSource, props.ajaxmodel, value).then(
      () => {
        store.getState().switched();
        const form = props.form ? document.getElementById(props.form) : null;
        if (form instanceof HTMLFormElement) form.requestSubmit();
        else navigation.reload();
      },
      (error: unknown) => store.getState().failed(errorMessage(error)),
    );
  };

  useEffect(
    () =>
      on('imageSaved', () => {
        const value = store.getState().imageSaved(props.cropValue);
        if (value !== null) run(value);
      }),
    // run reads only props that stay for the widget's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, props.cropValue],
  );

  const choose = (value: string) => {
    if (store.getState().choose(value, props.cropValue)) run(value);
  };

  const status =
    s.status === 'waiting'
      ? t('anstoss.profileImageSource.waiting')
      : s.status === 'switching'
        ? t('anstoss.profileImageSource.switching')
        : s.status === 'done'
          ? t('anstoss.profileImageSource.done')
          : '';

  return (
    <div className="ast-widget ast-profile-image-source">
      <fieldset
        className="ast-profile-image-source__group"
        aria-busy={s.status === 'switching' || undefined}
      >
        <legend>{props.label ?? t('anstoss.profileImageSource.label')}</legend>
        {props.options.map((option) => (
          <label key={option.value} className="ast-profile-image-source__option">
            <input
              type="radio"
              name={`${ids}-source`}
              value={option.value}
              checked={s.selected === option.value}
              onChange={() => choose(option.value)}
            />{' '}
            {option.label}
          </label>
        ))}
      </fieldset>
      <p role="status" className="ast-profile-image-source__status">
        {status}
      </p>
      {s.status === 'error' && s.error && (
        <ErrorText message={s.error} onRetry={() => choose(store.getState().selected)} />
      )}
    </div>
  );
}
