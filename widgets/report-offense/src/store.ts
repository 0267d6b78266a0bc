/**
 * Report offense (spec §4): closed; opened on page 'info' (the form); on success page 'confirm'.
 * A business error stays on the form with the message and a fresh captcha; a transport error
 * sets the failure flag (generic failure state). Typed values survive both.
 */
import { createStore } from 'zustand/vanilla';
import type { Captcha } from './api.ts';
import { EMPTY_VALUES, type ReportValues } from './logic.ts';

export interface ReportOffenseState {
  opened: boolean;
  page: 'info' | 'confirm';
  values: ReportValues;
  captcha: Captcha | null;
  sending: boolean;
  error: string | null;
  failure: boolean;
  open: () => void;
  close: () => void;
  setValue: (name: keyof ReportValues, value: string) => void;
  captchaLoaded: (captcha: Captcha) => void;
  captchaFailedToLoad: () => void;
  submitting: () => void;
  succeeded: () => void;
  businessError: (message: string | null) => void;
  transportError: () => void;
  backToForm: () => void;
}

export function createReportOffenseStore() {
  return createStore<ReportOffenseState>()((set) => ({
    opened: false,
    page: 'info',
    values: EMPTY_VALUES,
    captcha: null,
    sending: false,
    error: null,
    failure: false,
    open: () => set({ opened: true, page: 'info', error: null, failure: false }),
    close: () =>
      set((s) => ({
        opened: false,
        ...(s.page === 'confirm' ? { values: EMPTY_VALUES, page: 'info' as const } : {}),
      })),
    setValue: (name, value) => set((s) => ({ values: { ...s.values, [name]: value } })),
    captchaLoaded: (captcha) => set((s) => ({ captcha, values: { ...s.values, captchaCode: '' } })),
    captchaFailedToLoad: () => set({ captcha: null }),
    submitting: () => set({ sending: true, error: null, failure: false }),
    succeeded: () => set({ sending: false, page: 'confirm', captcha: null }),
    businessError: (message) => set({ sending: false, error: message ?? '' }),
    transportError: () => set({ sending: false, failure: true }),
    backToForm: () => set({ failure: false }),
  }));
}

export type ReportOffenseStore = ReturnType<typeof createReportOffenseStore>;
