/**
 * Report tool (spec §3 generic report payload, §4 Rating, report and edit tools): a toggle panel
 * with message and reason (numeric, default 0); submit shows success or the error text; close or
 * cancel clears the message and sets reason back to 0. The write is the view's action
 * (`useAction`): the store holds what is typed and whether the thanks show, no request flags.
 */
import { createStore } from 'zustand/vanilla';

export const DEFAULT_REASON = 0;

export interface ReportToolState {
  open: boolean;
  message: string;
  reason: number;
  success: boolean;
  toggle: () => void;
  setMessage: (message: string) => void;
  setReason: (reason: number) => void;
  close: () => void;
  succeeded: () => void;
}

export function createReportToolStore(initial: { message: string; reason: number } | null = null) {
  const cleared = { message: '', reason: DEFAULT_REASON };
  return createStore<ReportToolState>()((set, get) => ({
    open: false,
    message: initial?.message ?? '',
    reason: initial?.reason ?? DEFAULT_REASON,
    success: false,
    toggle: () => (get().open ? get().close() : set({ open: true, success: false })),
    setMessage: (message) => set({ message }),
    setReason: (reason) => set({ reason: Number.isFinite(reason) ? reason : DEFAULT_REASON }),
    close: () => set({ open: false, ...cleared }),
    succeeded: () => set({ success: true, open: false, ...cleared }),
  }));
}
