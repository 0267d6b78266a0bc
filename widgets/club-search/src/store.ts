import { createStore } from 'zustand/vanilla';
import type { ErrorMessage } from '@anstoss/ui';
import type { ClubEntry, TeamEntry } from './api.ts';

/**
 * text: what is typed · fetched: the text of the last answered request and its entries (the
 * no-select rule filters them locally) · status of the suggestions · open: the listbox shows ·
 * active: the highlighted option · club: the chosen club · teams of that club.
 */
export interface ClubSearchState {
  text: string;
  fetchedText: string | null;
  fetched: ClubEntry[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: ErrorMessage | null;
  open: boolean;
  active: number;
  club: ClubEntry | null;
  teamsStatus: 'idle' | 'loading' | 'ready' | 'error';
  teams: TeamEntry[];
  teamsError: ErrorMessage | null;
  type: (text: string) => void;
  requestStarted: () => void;
  answered: (text: string, entries: ClubEntry[]) => void;
  failed: (error: ErrorMessage) => void;
  setOpen: (open: boolean) => void;
  setActive: (active: number) => void;
  choose: (club: ClubEntry) => void;
  teamsLoaded: (teams: TeamEntry[]) => void;
  teamsFailed: (error: ErrorMessage) => void;
  teamsLoading: () => void;
}

/** `text`: what the field starts with (the search the page was opened with, else empty). */
export function createClubSearchStore(text = '') {
  return createStore<ClubSearchState>()((set) => ({
    text,
    fetchedText: null,
    fetched: [],
    status: 'idle',
    error: null,
    open: false,
    active: -1,
    club: null,
    teamsStatus: 'idle',
    teams: [],
    teamsError: null,
    type: (text) => set({ text, active: -1, open: true }),
    requestStarted: () => set({ status: 'loading', error: null }),
    answered: (fetchedText, fetched) =>
      set({ fetchedText, fetched, status: 'ready', error: null, active: -1 }),
    failed: (error) => set({ status: 'error', error }),
    setOpen: (open) => set(open ? { open } : { open, active: -1 }),
    setActive: (active) => set({ active }),
    choose: (club) =>
      set({ club, text: club.name, open: false, active: -1, teamsStatus: 'loading', teams: [] }),
    teamsLoading: () => set({ teamsStatus: 'loading', teamsError: null }),
    teamsLoaded: (teams) => set({ teamsStatus: 'ready', teams, teamsError: null }),
    teamsFailed: (teamsError) => set({ teamsStatus: 'error', teamsError }),
  }));
}

export type ClubSearchStore = ReturnType<typeof createClubSearchStore>;
