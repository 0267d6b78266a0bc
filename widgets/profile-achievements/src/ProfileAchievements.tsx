import { useId, useRef, useState } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { goToLogin, type WidgetProps } from '@anstoss/runtime/widget';
import {
  ErrorText,
  useAction,
  useDismissable,
  useField,
  useFocusAfter,
  useStoreFields,
  SessionEnded,
} from '@anstoss/ui';
import { saveAchievements } from './api.ts';
import { badgeImage, type Achievement } from './logic.ts';
import type { ProfileAchievementsProps } from './props.ts';
import { createAchievementsStore } from './store.ts';
import './profileAchievements.css';

/**
 * The profile's achievements (spec §1, §3, §4 Profile): badges with a headline. The owner edits
 * a slot: previous/next cycle through the badges, a headline is required with a badge; ending
 * the edit saves when it is ready or reset.
 */
export function ProfileAchievements({ props }: WidgetProps<ProfileAchievementsProps>) {
  const { t } = useTranslation();
  const ids = useId();
  const [store] = useState(() =>
    createAchievementsStore(props.values, props.slots, (values, signal) =>
      saveAchievements(props.saveUrl, values, signal),
    ),
  );
  const { slots, editing, badgeIndex, headline, isrequired } = useStoreFields(store, [
    'slots',
    'editing',
    'badgeIndex',
    'headline',
    'isrequired',
  ]);
  const [saveState, saveAction] = useAction(store.getState().saveAction, { abortOnUnmount: true });
  const saving = saveState.status === 'pending';
  const editButtons = useRef(new Map<number, HTMLButtonElement | null>());
  const emptyText = props.emptyText || t('anstoss.profileAchievements.empty');
  // After a save, a cancel or a retry focus is on the slot's edit button, never on <body>.
  const focusAfter = useFocusAfter();
  const lastEdited = useRef<number | null>(null);
  const backToSlot = (position: number | null) => {
    if (position === null) return;
    lastEdited.current = position;
    focusAfter(() => editButtons.current.get(position));
  };

  // A failed save keeps the slots on screen; the retry sends them again.
  const save = (values: Achievement[]) => {
    if (props.saveUrl) void saveAction.run(values);
  };

  const finish = () => {
    // One save at a time: an edit ended while one runs waits (the button is busy).
    if (saveAction.getState().status === 'pending') return;
    const position = store.getState().editing;
    const next = store.getState().finish(props.list, props.folder);
    if (!next) return;
    backToSlot(position);
    save(next);
  };

  const cancel = () => {
    const position = store.getState().editing;
    backToSlot(position);
    store.getState().cancel();
  };

  const retry = () => {
    backToSlot(lastEdited.current);
    save(store.getState().slots);
  };

  // A visitor sees the achievements there are, not an empty box for each free slot.
  const shown = props.editable ? slots : slots.filter((slot) => slot.badgeid);

  return (
    <section className="ast-widget ast-achievements" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="ast-achievements__title">
        {t('anstoss.profileAchievements.title')}
      </h2>
      {shown.length === 0 && (
        <p className="ast-achievements__empty">{t('anstoss.profileAchievements.none')}</p>
      )}
      <ul className="ast-achievements__list" hidden={shown.length === 0}>
        {shown.map((slot) =>
          editing === slot.position ? (
            <li key={slot.position} className="ast-achievements__slot is-editing">
              <EditSlot
                badge={props.list[badgeIndex] ?? null}
                image={
                  props.list[badgeIndex]
                    ? badgeImage(props.folder, props.list[badgeIndex].image)
                    : null
                }
                emptyText={emptyText}
                headline={headline}
                isrequired={isrequired}
                position={slot.position}
                count={props.list.length}
                index={badgeIndex}
                onCycle={(d) => store.getState().cycle(d, props.list.length)}
                onHeadline={(v) => store.getState().setHeadline(v)}
                onClear={() => store.getState().clear()}
                busy={saving}
                onFinish={finish}
                onCancel={cancel}
              />
            </li>
          ) : (
            <li key={slot.position} className="ast-achievements__slot">
              {slot.badgeid ? (
                <figure className="ast-achievements__badge">
                  <img src={slot.imageUrl} alt="" width={64} height={64} />
                  <figcaption>
                    <strong>{slot.headline}</strong>
                    {slot.flavor && <span className="ast-achievements__flavor">{slot.flavor}</span>}
                  </figcaption>
                </figure>
              ) : (
                <p className="ast-achievements__empty">{emptyText}</p>
              )}
              {props.editable && (
                <button
                  type="button"
                  className="ast-button ast-button--secondary"
                  ref={(el) => {
                    editButtons.current.set(slot.position, el);
                  }}
                  disabled={editing !== null}
                  aria-disabled={saving || undefined}
                  onClick={() => {
                    if (saveAction.getState().status !== 'pending')
                      store.getState().startEdit(slot.position, props.list);
                  }}
                >
                  {t('anstoss.profileAchievements.edit', { position: slot.position })}
                </button>
              )}
            </li>
          ),
        )}
      </ul>
      <p className="ast-achievements__status" role="status">
        {saving
          ? t('anstoss.profileAchievements.saving')
          : saveState.status === 'success'
            ? t('anstoss.profileAchievements.saved')
            : ''}
      </p>
      {saveState.status === 'error' && saveState.sessionEnded && (
        <SessionEnded
          className="ast-achievements__session"
          message={t('anstoss.profileAchievements.sessionEnded')}
          onLogin={goToLogin}
        />
      )}
      {saveState.status === 'error' && !saveState.sessionEnded && (
        <ErrorText message={saveState.message} onRetry={retry} />
      )}
    </section>
  );
}

interface EditSlotProps {
  badge: { badgeid: string; flavor: string } | null;
  image: string | null;
  emptyText: string;
  headline: string;
  isrequired: 'headline' | 'badge' | null;
  position: number;
  count: number;
  index: number;
  busy: boolean;
  onCycle: (direction: 1 | -1) => void;
  onHeadline: (value: string) => void;
  onClear: () => void;
  onFinish: () => void;
  onCancel: () => void;
}

function EditSlot(p: EditSlotProps) {
  const { t } = useTranslation();
  const ids = useId();
  // A badge without a headline marks the headline (aria-invalid, described by the alert).
  const headline = useField({
    id: `${ids}-headline`,
    error: p.isrequired === 'headline' && { key: 'anstoss.profileAchievements.headlineRequired' },
  });
  const group = useRef<HTMLDivElement>(null);
  // Escape cancels the edit; the caller returns focus to the slot's edit button.
  const dismiss = useDismissable(group, {
    open: true,
    onDismiss: p.onCancel,
    closeOnOutsideClick: false,
  });
  return (
    <div
      ref={group}
      role="group"
      aria-label={t('anstoss.profileAchievements.editing', { position: p.position })}
      className="ast-achievements__edit"
      {...dismiss}
    >
      <div className="ast-achievements__picker">
        <button
          type="button"
          className="ast-achievements__nav"
          aria-label={t('anstoss.profileAchievements.previous')}
          onClick={() => p.onCycle(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <div className="ast-achievements__choice" aria-live="polite" id={`${ids}-badge`}>
          {p.badge && p.image ? (
            <>
              <img src={p.image} alt="" width={64} height={64} />
              <span>
                {p.badge.flavor}{' '}
                <span className="ast-achievements__count">
                  {t('anstoss.profileAchievements.of', { index: p.index + 1, count: p.count })}
                </span>
              </span>
            </>
          ) : (
            <span>{p.emptyText}</span>
          )}
        </div>
        <button
          type="button"
          className="ast-achievements__nav"
          aria-label={t('anstoss.profileAchievements.next')}
          autoFocus
          onClick={() => p.onCycle(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <label {...headline.labelProps}>{t('anstoss.profileAchievements.headline')}</label>
      <input
        {...headline.inputProps}
        type="text"
        maxLength={80}
        value={p.headline}
        onChange={(e) => p.onHeadline(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            p.onFinish();
          }
        }}
      />
      {p.isrequired && (
        <p
          // Describes the headline when it is the missing part.
          id={headline.invalid ? headline.errorProps.id : `${ids}-required`}
          className="ast-achievements__required"
          role="alert"
        >
          {t(
            p.isrequired === 'headline'
              ? 'anstoss.profileAchievements.headlineRequired'
              : 'anstoss.profileAchievements.badgeRequired',
          )}
        </p>
      )}
      <div className="ast-achievements__actions">
        <button
          type="button"
          className="ast-button"
          aria-disabled={p.busy || undefined}
          onClick={p.onFinish}
        >
          {t('anstoss.profileAchievements.done')}
        </button>
        <button type="button" className="ast-button ast-button--secondary" onClick={p.onClear}>
          {t('anstoss.profileAchievements.clear')}
        </button>
        <button type="button" className="ast-button ast-button--secondary" onClick={p.onCancel}>
          {t('anstoss.profileAchievements.cancel')}
        </button>
      </div>
    </div>
  );
}
