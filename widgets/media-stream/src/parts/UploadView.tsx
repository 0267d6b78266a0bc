import { useId } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { getConfig, getSession, loginRedirectUrl } from '@anstoss/runtime/widget';
import { Layer } from '@anstoss/ui';

export interface UploadViewProps {
  open: boolean;
  uploadUrl: string;
  onClose: () => void;
}

/** Sub-view 'upload': what can be shared, and the way to the upload page (or the login first). */
export function UploadView({ open, uploadUrl, onClose }: UploadViewProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const loggedIn = getSession().loggedIn;
  const target = loggedIn ? uploadUrl : loginRedirectUrl(getConfig().loginUrl, uploadUrl);
  return (
    <Layer open={open} onClose={onClose} labelledBy={titleId} className="ast-media-stream__layer">
      <div className="ast-media-stream__upload-view">
        <h2 id={titleId}>{t('anstoss.mediaStream.uploadTitle')}</h2>
        <p>{t('anstoss.mediaStream.uploadText')}</p>
        {!loggedIn && <p>{t('anstoss.mediaStream.uploadLogin')}</p>}
        <p>
          <a className="ast-button" href={target}>
            {loggedIn ? t('anstoss.mediaStream.uploadGo') : t('anstoss.mediaStream.loginGo')}
          </a>
        </p>
      </div>
    </Layer>
  );
}
