import { useState } from 'react';
import { errorMessage, safeUrl } from '@anstoss/api';
import { useTranslation } from '@anstoss/i18n';
import type { WidgetProps } from '@anstoss/runtime/widget';
import { ErrorText, LoadMore, Loader, useResource, useStoreFields } from '@anstoss/ui';
import { fetchEntries, type GoalEntry } from './api.ts';
import { SubmissionForm } from './parts/SubmissionForm.tsx';
import { SubmissionItem } from './parts/SubmissionItem.tsx';
import type { GoalOfTheWeekProps } from './props.ts';
import { createSubmissionStore } from './store.ts';
import { StoreProvider } from './storeContext.ts';
import { useSubmission } from './useSubmission.ts';
import './submission.css';

/** Items shown at first and added per "Mehr laden": the DOM stays small for long lists. */
export const PAGE_SIZE = 20;

/** Goal of the week (spec §2 Submissions, §3, §4, §5, §7): pick a video, tell us about the goal. */
export function GoalOfTheWeek({ props }: WidgetProps<GoalOfTheWeekProps>) {
  const { t } = useTranslation();
  const [store] = useState(createSubmissionStore);
  const { removed } = useStoreFields(store, ['removed']);
  const [shown, setShown] = useState(PAGE_SIZE);
  const [added, setAdded] = useState<number | null>(null);
  const [list, resource] = useResource({
    key: props.getEndpoint,
    load: (url, { signal }) => fetchEntries(url, signal),
  });
  const { submit, login, sendingId } = useSubmission({
    store,
    kind: 'goal',
    postEndpoint: props.postEndpoint,
    presets: props.presets,
    sendItemId: true,
    consents: [],
    consentRequired: false,
    fileRequired: false,
    draftKey: props.draftKey ?? props.postEndpoint,
  });

  if (!list.data) {
    if (list.status === 'error')
      return <ErrorText message={errorMessage(list.error)} onRetry={resource.retry} />;
    return <Loader />;
  }
  if (!list.data.success)
    return <ErrorText message={errorMessage(list.data)} onRetry={resource.retry} />;
  const entries = list.data.entries.filter((entry) => !removed.includes(entry.id));
  if (entries.length === 0)
    return (
      <p className="ast-widget ast-submission ast-submission--empty">
        {t('anstoss.submission.empty')}
      </p>
    );
  const visible = entries.slice(0, shown);

  return (
    <StoreProvider store={store}>
      <div className="ast-widget ast-submission ast-submission--goal" tabIndex={-1}>
        {list.status === 'error' && (
          <ErrorText message={errorMessage(list.error)} onRetry={resource.retry} />
        )}
        <ul className="ast-submission__list">
          {visible.map((entry) => (
            <SubmissionItem
              key={entry.id}
              itemId={entry.id}
              title={entry.title || t('anstoss.submission.untitled')}
              text={entry.teaser}
              media={<Poster entry={entry} />}
              removable
            >
              <SubmissionForm
                itemId={entry.id}
                kind="goal"
                consents={[]}
                consentRequired={false}
                onSubmit={submit}
                busy={sendingId === entry.id}
                onLogin={login}
              />
            </SubmissionItem>
          ))}
        </ul>
        <LoadMore
          status="idle"
          added={added}
          hasMore={entries.length > shown}
          onLoad={() => {
            setAdded(Math.min(PAGE_SIZE, entries.length - shown));
            setShown((n) => n + PAGE_SIZE);
          }}
        />
      </div>
    </StoreProvider>
  );
}

function Poster({ entry }: { entry: GoalEntry }) {
  const video = entry.video ? safeUrl(entry.video) : null;
  const image = entry.image ? safeUrl(entry.image) : null;
  if (video)
    return (
      <video
        className="ast-submission__media"
        controls
        preload="none"
        width={160}
        height={90}
        {...(image ? { poster: image } : {})}
        src={video}
        aria-label={entry.title}
      />
    );
  if (image)
    return (
      <img
        className="ast-submission__media"
        src={image}
        alt=""
        width={160}
        height={90}
        loading="lazy"
      />
    );
  return null;
}
