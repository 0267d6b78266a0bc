import { useId, useState } from 'react';
import type { ChangeEvent, HTMLAttributes, InputHTMLAttributes, LabelHTMLAttributes } from 'react';
import { useTranslation } from '@anstoss/i18n';
import { litStars, MAX_STARS } from './stars.ts';

export interface StarsDisplayOptions {
  /** Number of lit stars (use starsFromPoints / starsFromAverage for the spec's rules). */
  lit: number;
  max?: number;
  /** Accessible name; default "3 von 5 Sternen". */
  label?: string;
}

/** Display: one image named "3 von 5 Sternen"; the star glyphs themselves are decorative. */
export function useStarsDisplay({ lit, max = MAX_STARS, label }: StarsDisplayOptions) {
  const { t } = useTranslation();
  const count = Math.max(0, Math.min(max, Math.round(lit)));
  const rootProps: HTMLAttributes<HTMLElement> = {
    role: 'img',
    'aria-label': label ?? t('anstoss.ui.stars.label', { count, max }),
  };
  return { rootProps, stars: litStars(count, max) };
}

export interface StarsInputOptions {
  /** The chosen number of stars; 0 = none yet. */
  value: number;
  onChange: (value: number) => void;
  max?: number;
  /** Form field name; default a generated one (the radios of one group share it). */
  name?: string;
  disabled?: boolean;
}

/**
 * Input: native radio buttons, one per star, named "n von 5 Sternen". Native radios give the
 * group semantics and the keyboard (Tab into the group, arrows move and choose) in every browser
 * and screen reader; the view hides them visually and draws stars. Hovering previews a choice.
 */
export function useStarsInput({
  value,
  onChange,
  max = MAX_STARS,
  name,
  disabled,
}: StarsInputOptions) {
  const { t } = useTranslation();
  const generated = useId();
  const [hovered, setHovered] = useState(0);
  const group = name ?? `${generated}-stars`;
  const shown = hovered || value;

  const radioProps = (n: number): InputHTMLAttributes<HTMLInputElement> => ({
    type: 'radio',
    name: group,
    value: String(n),
    checked: value === n,
    disabled,
    'aria-label': t('anstoss.ui.stars.label', { count: n, max }),
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      if (e.target.checked) onChange(n);
    },
  });
  const labelProps = (n: number): LabelHTMLAttributes<HTMLLabelElement> => ({
    onMouseEnter: () => setHovered(n),
    onMouseLeave: () => setHovered(0),
  });

  return {
    stars: Array.from({ length: max }, (_, i) => ({ n: i + 1, lit: i < shown })),
    radioProps,
    labelProps,
  };
}
