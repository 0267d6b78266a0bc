import { useId } from 'react';

export interface CategoryOptionProps {
  label: string;
  description: string;
  checked: boolean;
  /** Absent: the box is shown checked and disabled (necessary cookies). */
  onChange?: (checked: boolean) => void;
}

/** One consent category: a labelled checkbox with its description. */
export function CategoryOption({ label, description, checked, onChange }: CategoryOptionProps) {
  const descriptionId = useId();
  return (
    <label className="ast-checkbox ast-cookie-consent__option">
      <input
        type="checkbox"
        checked={checked}
        disabled={!onChange}
        aria-describedby={descriptionId}
        onChange={(event) => onChange?.(event.currentTarget.checked)}
      />
      <span>
        <span className="ast-cookie-consent__option-label">{label}</span>
        <span id={descriptionId} className="ast-cookie-consent__option-description">
          {description}
        </span>
      </span>
    </label>
  );
}
