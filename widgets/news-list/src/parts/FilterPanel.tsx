import { useId, useState } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { allChecked, toggleAll, toggleCaptionKey, toggleItem, type FilterItem } from '../logic.ts';

export interface FilterPanelProps {
  label: string;
  items: FilterItem[];
  applied: string[];
  onApply: (selected: string[]) => void;
}

/** The checkboxes of one flyout: 'all', each item, the select all/none toggle and apply. */
export function FilterPanel({ label, items, applied, onApply }: FilterPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(applied);
  const every = allChecked(items, draft);
  return (
    <fieldset className="ast-news-toolbox__fieldset">
      <legend className="ast-visually-hidden">{label}</legend>
      <label className="ast-news-toolbox__check ast-news-toolbox__check--all">
        <input type="checkbox" checked={every} onChange={() => setDraft(toggleAll(items, draft))} />
        {t('javascript.news.selection.all')}
      </label>
      <ul className="ast-news-toolbox__items">
        {items.map((item) => (
          <li key={item.value}>
            <label className="ast-news-toolbox__check" htmlFor={`${id}-${item.value}`}>
              <input
                id={`${id}-${item.value}`}
                type="checkbox"
                checked={draft.includes(item.value)}
                onChange={() => setDraft(toggleItem(draft, item.value))}
              />
              {item.name}
            </label>
          </li>
        ))}
      </ul>
      <div className="ast-news-toolbox__actions">
        <button
          type="button"
          className="ast-button ast-button--secondary"
          onClick={() => setDraft(toggleAll(items, draft))}
        >
          {t(toggleCaptionKey(items, draft))}
        </button>
        <button type="button" className="ast-button" onClick={() => onApply(draft)}>
          {t('anstoss.newsList.apply')}
        </button>
      </div>
    </fieldset>
  );
}
