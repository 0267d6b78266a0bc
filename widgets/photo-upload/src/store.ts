/**
 * The photo upload (spec §4 Layers and uploads): choose a file, the type is checked, the crop
 * layer opens; rotate, save or cancel; the upload runs once (a second click while it runs does
 * nothing); afterwards imageSaved or a reload. Closing the layer clears the chosen file.
 */
import { createStore } from 'zustand/vanilla';
import type { ErrorMessage } from '@anstoss/ui';
import { type Box, type Quarter, rotate, type TYPE_ERROR_CODE } from './logic.ts';

export type PhotoStatus = 'idle' | 'reading' | 'cropping' | 'uploading' | 'failed' | 'saved';

/** Why a chosen file did not open the crop layer. */
export type Refusal =
  { kind: 'type'; code: typeof TYPE_ERROR_CODE } | { kind: 'unreadable'; name: string };

export interface PhotoUploadState {
  status: PhotoStatus;
  /** Name of the chosen file (cleared when the layer closes). */
  fileName: string;
  refusal: Refusal | null;
  rotation: Quarter;
  /** Current crop in display pixels; null until the picture is shown. */
  crop: Box | null;
  progress: number;
  uploadError: ErrorMessage | null;
  /** The upload failed because the session ended (HTTP 401/403 with the login cookie gone). */
  sessionExpired: boolean;
  choose: (fileName: string) => void;
  refuse: (refusal: Refusal) => void;
  opened: () => void;
  setCrop: (crop: Box) => void;
  turn: (direction: 'left' | 'right') => void;
  /** Starts the upload; false when one runs already or nothing is being cropped. */
  startUpload: () => boolean;
  progressed: (fraction: number) => void;
  failed: (error: ErrorMessage, sessionExpired: boolean) => void;
  saved: () => void;
  /** Closes the layer (cancel, Escape, ×, after saving): the chosen file is forgotten. */
  close: () => void;
}

export function createPhotoUploadStore() {
  return createStore<PhotoUploadState>()((set, get) => ({
    status: 'idle',
    fileName: '',
    refusal: null,
    rotation: 0,
    crop: null,
    progress: 0,
    uploadError: null,
    sessionExpired: false,
    choose: (fileName) =>
      set({
        status: 'reading',
        fileName,
        refusal: null,
        rotation: 0,
        crop: null,
        progress: 0,
        uploadError: null,
        sessionExpired: false,
      }),
    refuse: (refusal) => set({ status: 'idle', fileName: '', refusal }),
    opened: () => set({ status: 'cropping' }),
    setCrop: (crop) => set({ crop }),
    turn: (direction) => {
      if (get().status === 'uploading') return;
      // A turned picture has other sides: the crop starts again from the preset.
      set((s) => ({ rotation: rotate(s.rotation, direction), crop: null }));
    },
    startUpload: () => {
      const s = get();
      if ((s.status !== 'cropping' && s.status !== 'failed') || !s.crop) return false;
      set({ status: 'uploading', progress: 0, uploadError: null, sessionExpired: false });
      return true;
    },
    progressed: (fraction) => set({ progress: Math.min(1, Math.max(0, fraction)) }),
    failed: (error, sessionExpired) =>
      set({ status: 'failed', uploadError: error, sessionExpired }),
    saved: () => set({ status: 'saved', fileName: '', crop: null, progress: 1 }),
    close: () =>
      set((s) => ({
        status: s.status === 'saved' ? 'saved' : 'idle',
        fileName: '',
        crop: null,
        rotation: 0,
        progress: 0,
        uploadError: null,
        sessionExpired: false,
      })),
  }));
}

export type PhotoUploadStore = ReturnType<typeof createPhotoUploadStore>;
