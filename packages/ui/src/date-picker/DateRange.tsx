import type { ReactNode } from 'react';
import { DatePicker } from './DatePicker.tsx';

export interface DateRangeProps {
  /** Names the group (e.g. "Zeitraum"). */
  label: string;
  fromLabel: string;
  toLabel: string;
  /** Days as yyyy-MM-dd; null: open-ended. */
  from: string | null;
  to: string | null;
  /** The whole range whenever one end changes (either may be cleared). */
  onChange: (from: string | null, to: string | null) => void;
  /** The today of both calendars (tests); default: the visitor's today. */
  today?: string;
  className?: string;
  /** Controls after the two fields, inside the group (refresh, new …). */
  children?: ReactNode;
}

/**
 * A from–to filter: a named group of two clearable date pickers that keep each other's bounds
 * (the start no later than the end), then the caller's controls. Layout is the caller's
 * (`className`).
 */
export function DateRange({
  label,
  fromLabel,
  toLabel,
  from,
  to,
  onChange,
  today,
  className,
  children,
}: DateRangeProps) {
  const shared = today === undefined ? {} : { today };
  return (
    <div className={className} role="group" aria-label={label}>
      <DatePicker
        label={fromLabel}
        value={from}
        max={to}
        clearable
        onChange={(day) => onChange(day, to)}
        {...shared}
      />
      <DatePicker
        label={toLabel}
        value={to}
        min={from}
        clearable
        onChange={(day) => onChange(from, day)}
        {...shared}
      />
      {children}
    </div>
  );
}
