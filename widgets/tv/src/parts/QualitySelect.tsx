import { useId } from 'react';
import { useTranslation, type TranslationKey } from '@anstoss/i18n';
import type { Quality } from '../logic.ts';

const LABEL: Record<Quality, TranslationKey> = {
  src: 'anstoss.tv.quality.src',
  src_medium: 'anstoss.tv.quality.src_medium',
  src_high: 'anstoss.tv.quality.src_high',
};

export interface QualitySelectProps {
  qualities: readonly Quality[];
  value: Quality | null;
  onChange: (quality: Quality) => void;
}

/** Niedrig / Mittel / Hoch (spec §9) as a radio group; only the qualities the video has. */
export function QualitySelect({ qualities, value, onChange }: QualitySelectProps) {
  const { t } = useTranslation();
  const name = useId();
  if (qualities.length < 2) return null;
  return (
    <fieldset className="ast-tv-quality">
      <legend className="ast-tv-quality__legend">{t('anstoss.tv.quality')}</legend>
      <div className="ast-tv-quality__options">
        {qualities.map((quality) => (
          <label key={quality} className="ast-tv-quality__option">
            <input
              type="radio"
              name={name}
              value={quality}
              checked={value === quality}
              onChange={() => onChange(quality)}
            />
            <span>{t(LABEL[quality])}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
