import { useId, useRef, useState } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { goToLogin, type WidgetProps } from '@anstoss/runtime/widget';
import { ErrorText, useAction, useFocusAfter, useStoreFields, SessionEnded } from '@anstoss/ui';
import { saveSlots } from './api.ts';
import { choicesFor, slotIds, statInSlot } from './logic.ts';
import type { ProfileLiveStatsProps } from './props.ts';
import { createLiveStatsStore } from './store.ts';
import './profileLiveStats.css';

/**
 * The profile's live stats (spec §1, §3, §4 Profile): a row of slots, each showing one stat.
 * The owner chooses a stat per slot (taking it frees the one it replaces) or resets a slot;
 * with nothing chosen yet the first slot starts in edit mode. Every change is saved.
 */
export function ProfileLiveStats({ props }: WidgetProps<ProfileLiveStatsProps>) {
  const { t } = useTranslation();
  const ids = useId();
  const [store] = useState(() =>
    createLiveStatsStore(props.stats, props.slots, props.editable, (slots, signal) =>
      saveSlots(props.saveUrl, slots, signal),
    ),
  );
  const { stats, editing, picked } = useStoreFields(store, ['stats', 'editing', 'picked']);
  const [saveState, saveAction] = useAction(store.getState().saveAction, { abortOnUnmount: true });
  const saving = saveState.status === 'pending';

  // Focus moves into a slot's choice only when the owner asked for it (not on page load).
  const [asked, setAsked] = useState(false);
  // After a choice, a cancel or a reset focus lands on the slot's "Ändern", never on <body>.
  const focusAfter = useFocusAfter();
  const changeButtons = useRef(new Map<number, HTMLButtonElement | null>());
  const statusRef = useRef<HTMLParagraphElement>(null);
  const backToSlot = (slot: number) => focusAfter(() => changeButtons.current.get(slot));

  // Every change sends the whole row; a failed save keeps the choice on screen for the retry.
  const save = () => {
    if (!props.saveUrl) return;
    void saveAction.run(slotIds(store.getState().stats, props.slots));
  };

  // One save at a time: while it runs, a further change waits (its control is busy).
  const busy = () => saveAction.getState().status === 'pending';

  const commit = (slot: number) => {
    if (busy()) return;
    backToSlot(slot);
    if (store.getState().commit()) save();
  };

  const slots = Array.from({ length: props.slots }, (_, i) => i + 1);
  const visible = props.editable ? slots : slots.filter((slot) => statInSlot(stats, slot));

  return (
    <section className="ast-widget ast-live-stats" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="ast-live-stats__title">
        {t('anstoss.profileLiveStats.title')}
      </h2>
      {visible.length === 0 && (
        <p className="ast-live-stats__none">{t('anstoss.profileLiveStats.none')}</p>
      )}
      <ul className="ast-live-stats__list">
        {visible.map((slot) => {
          const stat = statInSlot(stats, slot);
          const selectId = `${ids}-select-${slot}`;
          return (
            <li key={slot} className="ast-live-stats__slot">
              {editing === slot ? (
                <div
                  className="ast-live-stats__edit"
                  onBlur={(e) => {
                    // Leaving the choice (Tab onwards, a click elsewhere) commits what is picked;
                    // moving between the choice and its buttons does not.
                    const next = e.relatedTarget;
                    if (
                      next instanceof Node ? e.currentTarget.contains(next) : !document.hasFocus()
                    )
                      return;
                    if (busy()) return;
                    if (store.getState().commit()) save();
                  }}
                >
                  <label htmlFor={selectId}>{t('anstoss.profileLiveStats.choose', { slot })}</label>
                  <select
                    id={selectId}
                    value={picked}
                    autoFocus={asked}
                    onChange={(e) => store.getState().pick(e.target.value)}
                    onKeyDown={(e) => {
                      if (e.key !== 'Enter') return;
                      e.preventDefault();
                      commit(slot);
                    }}
                  >
                    <option value="">{t('anstoss.profileLiveStats.placeholder')}</option>
                    {choicesFor(stats, slot).map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.label}
                      </option>
                    ))}
                  </select>
                  <div className="ast-live-stats__actions">
                    <button
                      type="button"
                      className="ast-button"
                      aria-disabled={saving || undefined}
                      onClick={() => commit(slot)}
                    >
                      {t('anstoss.profileLiveStats.apply')}
                    </button>
                    <button
                      type="button"
                      className="ast-button ast-button--secondary"
                      onClick={() => {
                        backToSlot(slot);
                        store.getState().edit(null);
                      }}
                    >
                      {t('anstoss.profileLiveStats.cancel')}
                    </button>
                  </div>
                </div>
              ) : stat ? (
                <p className="ast-live-stats__stat">
                  <span className="ast-live-stats__value">{stat.value}</span>
                  <span className="ast-live-stats__label">{stat.label}</span>
                </p>
              ) : (
                <p className="ast-live-stats__free">{t('anstoss.profileLiveStats.free')}</p>
              )}
              {props.editable && editing !== slot && (
                <div className="ast-live-stats__actions">
                  <button
                    type="button"
                    className="ast-button ast-button--secondary"
                    aria-label={t('anstoss.profileLiveStats.changeSlot', { slot })}
                    ref={(el) => {
                      changeButtons.current.set(slot, el);
                    }}
                    onClick={() => {
                      setAsked(true);
                      store.getState().edit(slot);
                    }}
                  >
                    {t('anstoss.profileLiveStats.change')}
                  </button>
                  {stat && (
                    <button
                      type="button"
                      className="ast-button ast-button--secondary"
                      aria-label={t('anstoss.profileLiveStats.resetSlot', { slot })}
                      aria-disabled={saving || undefined}
                      onClick={() => {
                        if (busy()) return;
                        backToSlot(slot);
                        store.getState().reset(slot);
                        save();
                      }}
                    >
                      {t('anstoss.profileLiveStats.reset')}
                    </button>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <p ref={statusRef} className="ast-live-stats__status" role="status">
        {saving
          ? t('anstoss.profileLiveStats.saving')
          : saveState.status === 'success'
            ? t('anstoss.profileLiveStats.saved')
            : ''}
      </p>
      {saveState.status === 'error' && saveState.sessionEnded && (
        <SessionEnded
          className="ast-live-stats__session"
          message={t('anstoss.profileLiveStats.sessionEnded')}
          onLogin={goToLogin}
        />
      )}
      {saveState.status === 'error' && !saveState.sessionEnded && (
        <ErrorText
          message={saveState.message}
          onRetry={() => {
            // The retry goes with the error: focus on the status that says how it went.
            focusAfter(statusRef);
            save();
          }}
        />
      )}
    </section>
  );
}
