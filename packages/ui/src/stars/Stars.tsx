import { useStarsDisplay, useStarsInput } from './useStars.ts';
import type { StarsDisplayOptions, StarsInputOptions } from './useStars.ts';

const starClass = (lit: boolean) =>
  lit ? 'ast-stars__star ast-stars__star--lit' : 'ast-stars__star';

export interface StarsProps extends StarsDisplayOptions {
  className?: string;
}

/** Lit and unlit stars, read as one image ("3 von 5 Sternen"). */
export function Stars({ className, ...options }: StarsProps) {
  const { rootProps, stars } = useStarsDisplay(options);
  return (
    <span {...rootProps} className={['ast-stars', className ?? ''].filter(Boolean).join(' ')}>
      {stars.map((lit, i) => (
        <span key={i} className={starClass(lit)} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}

export interface StarsInputProps extends StarsInputOptions {
  /** Visible name of the group (a legend). */
  legend: string;
  /** Hide the legend visually (it is still the group's name). */
  hideLegend?: boolean;
  className?: string;
}

/** Choosing 1 to 5 stars: a fieldset of radio buttons drawn as stars. */
export function StarsInput({ legend, hideLegend, className, ...options }: StarsInputProps) {
  const { stars, radioProps, labelProps } = useStarsInput(options);
  return (
    <fieldset className={['ast-stars-input', className ?? ''].filter(Boolean).join(' ')}>
      <legend className={hideLegend ? 'ast-visually-hidden' : 'ast-stars-input__legend'}>
        {legend}
      </legend>
      {stars.map(({ n, lit }) => (
        <label key={n} className="ast-stars-input__choice" {...labelProps(n)}>
          <input className="ast-stars-input__radio" {...radioProps(n)} />
          <span className={starClass(lit)} aria-hidden="true">
            ★
          </span>
        </label>
      ))}
    </fieldset>
  );
}
