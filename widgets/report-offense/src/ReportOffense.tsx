import { useState } from 'react';
import type { WidgetProps } from '@anstoss/runtime/widget';
import { OffenseReport } from '@anstoss/ui';
import { reportDraft } from './api.ts';
import type { ReportOffenseProps } from './props.ts';

/**
 * "Verstoß melden" on a news article or a live ticker: the shared offense report of packages/ui
 * (button, form layer, captcha, confirm page) with the article or the ticker as its subject.
 */
export function ReportOffense({ props }: WidgetProps<ReportOffenseProps>) {
  const [subject] = useState((): Record<string, string> =>
    props.matchId && props.tickerId
      ? { match_id: props.matchId, ticker_id: props.tickerId }
      : { 'article-uuid': props.articleUuid ?? '' },
  );
  const [draft] = useState(() =>
    reportDraft(props.articleUuid ?? `ticker-${props.matchId ?? ''}-${props.tickerId ?? ''}`),
  );
  return (
    <div className="ast-widget">
      <OffenseReport
        action={props.action}
        captchaUrl={props.captchaUrl}
        subject={subject}
        reason={props.reason}
        reasons={props.reasons}
        draft={draft}
      />
    </div>
  );
}
