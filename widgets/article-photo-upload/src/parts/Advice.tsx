import type { Ref } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { goToLogin } from '@anstoss/runtime/widget';
import { advice, pendingNames } from '../logic.ts';
import { useSelect } from '../storeContext.ts';
import { SessionEnded } from '@anstoss/ui';

/**
 * Spec §8: the advice line (a polite status) after loading, adding and uploading; the login offer
 * once the session has ended; the files whose typed metadata waits for them after a reload.
 */
export function Advice({
  maxUploads,
  newCount,
  loginRef,
}: {
  maxUploads: number;
  newCount: number;
  /** The login offer's button (focus moves there after a write found the session ended). */
  loginRef: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  const phase = useSelect((s) => s.phase);
  const saved = useSelect((s) => s.savedItems.length);
  const broken = useSelect((s) => s.downloadBroken);
  const tooMany = useSelect((s) => s.tooManySelected);
  const dropped = useSelect((s) => s.dropped);
  const failed = useSelect((s) => s.failed);
  const notice = useSelect((s) => s.notice);
  const expired = useSelect((s) => s.sessionExpired);
  const pendingFiles = useSelect((s) => s.pendingFiles);
  const onLoad = phase === 'article:foto:onLoad';
  const hint = phase
    ? advice(phase, {
        maxUploads,
        nrOfItems: onLoad ? saved : saved + newCount,
        serverError: onLoad ? broken : failed > 0,
        clientError: tooMany,
        dropped,
        failed,
      })
    : null;
  const pending = pendingNames(Object.keys(pendingFiles));
  return (
    <>
      <p role="status" className={`ast-article-photos__advice${hint ? ` is-${hint.tone}` : ''}`}>
        {notice === 'deleted'
          ? t('anstoss.articlePhotoUpload.deleted')
          : hint
            ? t(hint.key, hint.values)
            : ''}
      </p>
      {expired && (
        <SessionEnded
          className="ast-article-photos__expired"
          layout="block"
          message={t('anstoss.articlePhotoUpload.sessionExpired')}
          loginRef={loginRef}
          onLogin={goToLogin}
        />
      )}
      {pending.length > 0 && (
        <p className="ast-article-photos__pending">
          {t('anstoss.articlePhotoUpload.pending', {
            names: pending.map((n) => `„${n}“`).join(', '),
          })}
        </p>
      )}
    </>
  );
}
