import { useState } from 'react';
import { useTranslation } from '@anstoss/i18n';
import type { WidgetProps } from '@anstoss/runtime/widget';
import { FileInput, useStoreFields } from '@anstoss/ui';
import { uploadFile } from './api.ts';
import { SubmissionForm } from './parts/SubmissionForm.tsx';
import { SubmissionItem } from './parts/SubmissionItem.tsx';
import type { CategorySubmissionProps } from './props.ts';
import { createSubmissionStore } from './store.ts';
import { StoreProvider } from './storeContext.ts';
import { useSubmission } from './useSubmission.ts';
import './submission.css';

/** Spec §5 Files: images and videos. */
const FILE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'video/mp4',
  'video/webm',
  'video/quicktime',
] as const;

/**
 * Category ('rubrik') submission (spec §2 Submissions, §3, §5, §7): one category open at a time,
 * the form with an optional file that is uploaded, released and then referenced as xid.
 */
export function CategorySubmission({ props }: WidgetProps<CategorySubmissionProps>) {
  const { t } = useTranslation();
  const [store] = useState(createSubmissionStore);
  useStoreFields(store, ['submitted']);
  const { submit, login, releasing, sendingId } = useSubmission({
    store,
    kind: 'category',
    postEndpoint: props.postEndpoint,
    releaseUrl: props.releaseUrl,
    presets: props.presets,
    itemPresets: (id): Record<string, string> => {
      const category = props.categories.find((c) => c.id === id);
      return category ? { kat: category.kat, rubrik: category.rubrik } : {};
    },
    sendItemId: false,
    consents: props.consents,
    consentRequired: props.consentRequired,
    fileRequired: props.fileRequired && Boolean(props.uploadUrl),
    draftKey: props.draftKey ?? props.postEndpoint,
  });
  const uploadUrl = props.uploadUrl;

  return (
    <StoreProvider store={store}>
      <div className="ast-widget ast-submission ast-submission--category" tabIndex={-1}>
        <ul className="ast-submission__list">
          {props.categories.map((category) => (
            <SubmissionItem
              key={category.id}
              itemId={category.id}
              title={category.title}
              text={category.text}
            >
              <SubmissionForm
                itemId={category.id}
                kind="category"
                consents={props.consents}
                consentRequired={props.consentRequired}
                fileRequired={props.fileRequired && Boolean(uploadUrl)}
                progress={releasing ? t('anstoss.submission.releasing') : undefined}
                file={
                  uploadUrl ? (
                    <FileInput
                      label={t(
                        props.fileRequired
                          ? 'anstoss.submission.fileRequired'
                          : 'anstoss.submission.file',
                      )}
                      accept={FILE_TYPES}
                      maxBytes={props.maxMegabytes * 1024 * 1024}
                      maxFiles={1}
                      contactHint={props.contactHint}
                      onRemove={() => store.getState().fileRemoved(category.id)}
                      upload={async (file, report, signal) => {
                        store.getState().fileRemoved(category.id);
                        const id = await uploadFile(
                          uploadUrl,
                          file,
                          props.uploadDefaults,
                          report,
                          signal,
                          props.resumableUrl,
                        );
                        store.getState().fileUploaded(category.id, id);
                      }}
                    />
                  ) : undefined
                }
                onSubmit={submit}
                busy={sendingId === category.id}
                onLogin={login}
              />
            </SubmissionItem>
          ))}
        </ul>
      </div>
    </StoreProvider>
  );
}
