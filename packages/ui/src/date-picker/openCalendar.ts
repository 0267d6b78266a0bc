/**
 * Which date picker's calendar is open on the page: one at a time (spec §4 Date pickers:
 * opening one calendar closes all others), across widgets and React roots.
 */
import { createStore } from 'zustand/vanilla';

export const openCalendar = /* @__PURE__ */ createStore<{ openId: string | null }>()(() => ({
  openId: null,
}));

export function setOpenCalendar(id: string | null): void {
  openCalendar.setState({ openId: id });
}

export function closeCalendar(id: string): void {
  if (openCalendar.getState().openId === id) openCalendar.setState({ openId: null });
}
