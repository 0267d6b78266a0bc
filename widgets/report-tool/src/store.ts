/**
 * Report tool (spec §3 generic report payload, §4 Rating, report and edit tools): a toggle panel
 * with message and reason (numeric, default 0); submit shows success or the error text; close or
 * cancel clears the message and sets reason back to 0.
 */
import { createStore } from 'zustand/vanilla';
import type { ErrorMessage } from '@anstoss/ui';

export const DEFAULT_REASON = 0;

export interface ReportToolState {
  open: boolean;
  message: string;
  reason: number;
  sending: boolean;
  success: boolean;
  error: ErrorMessage | null;
  toggle: () => void;
  setMessage: (message: string) => void;
  setReason: (reason: number) => void;
  close: () => void;
  sending_: () => void;
  succeeded: () => void;
  failed: (error: ErrorMessage) => void;
}

export function createReportToolStore() {
  const cleared = { message: '', reason: DEFAULT_REASON, error: null };
  return createStore<ReportToolState>()((set, get) => ({
    open: false,
    message: '',
    reason: DEFAULT_REASON,
    sending: false,
    success: false,
    error: null,
    toggle: () => (get().open ? get().close() : set({ open: true, success: false })),
    setMessage: (message) => set({ message }),
    setReason: (reason) => set({ reason: Number.isFinite(reason) ? reason : DEFAULT_REASON }),
    close: () => set({ open: false, ...cleared }),
    sending_: () => set({ sending: true, error: null }),
    succeeded: () => set({ sending: false, success: true, open: false, ...cleared }),
    failed: (error) => set({ sending: false, success: false, error }),
  }));
}
