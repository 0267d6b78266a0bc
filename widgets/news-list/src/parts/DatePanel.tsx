import { useId, useState } from 'react';
import { useTranslation } from '@anstoss/i18n';

export interface DatePanelProps {
  from: string;
  to: string;
  onApply: (from: string, to: string) => void;
}

/** 'datum-von' / 'datum-bis' (yyyy-mm-dd), kept in every toolbox request. */
export function DatePanel({ from, to, onApply }: DatePanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draftFrom, setFrom] = useState(from);
  const [draftTo, setTo] = useState(to);
  return (
    <div className="ast-news-toolbox__dates">
      <label htmlFor={`${id}-from`}>{t('anstoss.newsList.dateFrom')}</label>
      <input
        id={`${id}-from`}
        type="date"
        value={draftFrom}
        max={draftTo || undefined}
        onChange={(e) => setFrom(e.target.value)}
      />
      <label htmlFor={`${id}-to`}>{t('anstoss.newsList.dateTo')}</label>
      <input
        id={`${id}-to`}
        type="date"
        value={draftTo}
        min={draftFrom || undefined}
        onChange={(e) => setTo(e.target.value)}
      />
      <button type="button" className="ast-button" onClick={() => onApply(draftFrom, draftTo)}>
        {t('anstoss.newsList.apply')}
      </button>
    </div>
  );
}
