/**
 * Report offense (spec §4): closed; opened on page 'info' (the form); on success page 'confirm'.
 * A business error stays on the form with the message and a fresh captcha; a transport error
 * sets the failure flag (generic failure state). Typed values survive both. The request itself
 * is the view's action (`useAction`): no sending flag here.
 */
import { createStore } from 'zustand/vanilla';
import type { Captcha } from '@anstoss/api/report';
import { EMPTY_VALUES, type ReportValues } from './logic.ts';

export interface OffenseReportState {
  opened: boolean;
  page: 'info' | 'confirm';
  values: ReportValues;
  captcha: Captcha | null;
  error: string | null;
  failure: boolean;
  open: () => void;
  close: () => void;
  setValue: (name: keyof ReportValues, value: string) => void;
  captchaLoaded: (captcha: Captcha) => void;
  captchaFailedToLoad: () => void;
  sendStarted: () => void;
  succeeded: () => void;
  businessError: (message: string | null) => void;
  transportError: () => void;
  backToForm: () => void;
}

export function createOffenseReportStore(initial: Partial<ReportValues> | null = null) {
  return createStore<OffenseReportState>()((set) => ({
    opened: false,
    page: 'info',
    values: { ...EMPTY_VALUES, ...initial, captchaCode: '' },
    captcha: null,
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
    sendStarted: () => set({ error: null, failure: false }),
    succeeded: () => set({ page: 'confirm', captcha: null }),
    businessError: (message) => set({ error: message ?? '' }),
    transportError: () => set({ failure: true }),
    backToForm: () => set({ failure: false }),
  }));
}

export type OffenseReportStore = ReturnType<typeof createOffenseReportStore>;
