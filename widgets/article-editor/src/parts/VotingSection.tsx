import { useTranslation } from '@anstoss/i18n';
import { isVotingDuration, VOTING_DURATIONS } from '../logic.ts';
import { useSelect, useStoreApi } from '../storeContext.ts';

/** The voting section (spec §2): voting on or off, an upload toggle and a duration radio. */
export function VotingSection() {
  const { t } = useTranslation();
  const store = useStoreApi();
  const voting = useSelect((s) => s.article.voting);
  return (
    <fieldset className="ast-article-editor__section">
      <legend>{t('anstoss.articleEditor.votingLegend')}</legend>
      <label className="ast-article-editor__check">
        <input
          type="checkbox"
          checked={voting.enabled}
          onChange={(e) => store.getState().setVoting({ enabled: e.target.checked })}
        />
        {t('anstoss.articleEditor.votingEnabled')}
      </label>
      <label className="ast-article-editor__check">
        <input
          type="checkbox"
          role="switch"
          checked={voting.upload}
          disabled={!voting.enabled}
          onChange={(e) => store.getState().setVoting({ upload: e.target.checked })}
        />
        {t('anstoss.articleEditor.votingUpload')}
      </label>
      <fieldset className="ast-article-editor__durations" disabled={!voting.enabled}>
        <legend>{t('anstoss.articleEditor.votingDuration')}</legend>
        {VOTING_DURATIONS.map((days) => (
          <label key={days} className="ast-article-editor__check">
            <input
              type="radio"
              name="votingDuration"
              value={days}
              checked={voting.duration === days}
              onChange={(e) => {
                const value = Number(e.target.value);
                if (isVotingDuration(value)) store.getState().setVoting({ duration: value });
              }}
            />
            {t('anstoss.articleEditor.days', { count: days })}
          </label>
        ))}
      </fieldset>
    </fieldset>
  );
}
