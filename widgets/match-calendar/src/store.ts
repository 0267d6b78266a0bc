import { createStore } from 'zustand/vanilla';
import { clampBounds, clampFrom, clampTo, parseEntry, type IsoDay } from './logic.ts';

export type Field = 'from' | 'to';

export interface RangeOptions {
  span: number;
  clearable: boolean;
  min: IsoDay | null;
  max: IsoDay | null;
}

export interface RangeState {
  from: IsoDay | null;
  to: IsoDay | null;
  /** A field whose last entry could not be read (kept until the next valid entry). */
  invalid: Field | null;
  /** The field whose calendar is open; opening one closes the other. */
  open: Field | null;
  setDay: (field: Field, day: IsoDay) => void;
  enter: (field: Field, text: string) => void;
  setOpen: (field: Field | null) => void;
}

export function createRangeStore(
  initial: { from: IsoDay | null; to: IsoDay | null },
  o: RangeOptions,
) {
  return createStore<RangeState>()((set, get) => ({
    from: initial.from,
    to: initial.to,
    invalid: null,
    open: null,
    setDay: (field, day) => {
      const bounded = clampBounds(day, o.min, o.max);
      if (field === 'from') set({ from: clampFrom(bounded, get().to, o.span), invalid: null });
      else set({ to: clampTo(bounded, get().from, o.span), invalid: null });
    },
    enter: (field, text) => {
      const entry = parseEntry(text, o.clearable);
      if (entry.kind === 'invalid') return set({ invalid: field });
      if (entry.kind === 'cleared') return set({ [field]: null, invalid: null });
      // Outside min/max or the span: clamped like a pick in the calendar (spec §5).
      get().setDay(field, entry.day);
    },
    setOpen: (field) => set({ open: field }),
  }));
}

export type RangeStore = ReturnType<typeof createRangeStore>;
