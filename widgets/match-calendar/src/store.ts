import { createStore } from 'zustand/vanilla';
import { clampBounds, type IsoDay } from '@anstoss/ui';
import { clampFrom, clampTo } from './logic.ts';

export type Field = 'from' | 'to';

export interface RangeOptions {
  span: number;
  min: IsoDay | null;
  max: IsoDay | null;
}

export interface RangeState {
  from: IsoDay | null;
  to: IsoDay | null;
  /** A picked or typed day (null: cleared), clamped into min/max and the span (spec §5). */
  setDay: (field: Field, day: IsoDay | null) => void;
}

export function createRangeStore(
  initial: { from: IsoDay | null; to: IsoDay | null },
  o: RangeOptions,
) {
  return createStore<RangeState>()((set, get) => ({
    from: initial.from,
    to: initial.to,
    setDay: (field, day) => {
      if (day === null) return set({ [field]: null });
      const bounded = clampBounds(day, o.min, o.max);
      if (field === 'from') set({ from: clampFrom(bounded, get().to, o.span) });
      else set({ to: clampTo(bounded, get().from, o.span) });
    },
  }));
}

export type RangeStore = ReturnType<typeof createRangeStore>;
