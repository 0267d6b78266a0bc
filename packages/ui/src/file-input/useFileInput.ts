import { useEffect, useId, useRef, useState } from 'react';
import type {
  ButtonHTMLAttributes,
  ChangeEvent,
  DragEvent,
  HTMLAttributes,
  InputHTMLAttributes,
} from 'react';
import { useStore } from 'zustand';
import { errorMessage } from '@anstoss/api';
import { formatNumber, useTranslation } from '@anstoss/i18n';
import { checkFile, megabytes, TYPE_NAMES, type FileType, type Rejection } from './fileTypes.ts';
import { createFileQueue, type FileMeta, type QueuedFile } from './fileQueue.ts';
import type { ErrorMessage } from '../ErrorText.tsx';

export interface FileInputOptions<M extends FileMeta = FileMeta> {
  /** Types allowed by content (magic bytes), e.g. ['image/jpeg', 'image/png', 'image/gif']. */
  accept: readonly FileType[];
  /** Largest file in bytes. */
  maxBytes: number;
  multiple?: boolean;
  /** Most files the input holds; -1 (default) = no limit (spec §9 article photos). */
  maxFiles?: number;
  /**
   * Uploads one file, reporting progress (0 … 1); rejecting marks the file failed with a retry.
   * Aborted when the file is removed or the input unmounts. Without it files are only collected.
   */
  upload?: (
    file: File,
    report: (fraction: number) => void,
    signal: AbortSignal,
    item: QueuedFile<M>,
  ) => Promise<unknown>;
  /** Each accepted file's first metadata (title, caption …); kept and changed with `setMeta`. */
  meta?: (file: File) => M;
  /** true: accepted files wait (status `held`) until `start` sends them, e.g. after titles. */
  held?: boolean;
  /** Files that passed the checks, in the order chosen. */
  onAccept?: (files: QueuedFile<M>[]) => void;
  /**
   * false: accepted files go to `onAccept` only and do not stay in the input's own list (the
   * caller keeps them, e.g. with a form per file); `maxFiles` then counts per selection.
   */
  keep?: boolean;
  /** true: a file leaves the list as soon as its upload succeeded (the caller shows it on). */
  removeWhenDone?: boolean;
  /** The person removed a file from the list (× button), uploaded or not. */
  onRemove?: (file: QueuedFile<M>) => void;
  /**
   * Spec §2 Named layers: the name of the page's layer shown before the file chooser (the
   * `contact-hint`), set by the page through the host's `data-contact-hint`
   * (`contactHintAttribute` of `@anstoss/api`). The runtime's named layers do the rest:
   * confirming opens the chooser, closing it or clicking its content dismisses it, focus returns
   * to the button. Once confirmed, this input goes straight to the chooser. A page without that
   * layer gets the chooser at once.
   */
  contactHint?: string | undefined;
}

/** Rejecting an upload with this shows `display` (e.g. a specific i18n key) instead of the generic rule. */
export class UploadError extends Error {
  constructor(readonly display: ErrorMessage) {
    super(display.text ?? display.key ?? 'upload failed');
    this.name = 'UploadError';
  }
}

export interface FileRejection {
  name: string;
  reason: Rejection;
  text: string;
}

/**
 * What the upload's status region says (WCAG 4.1.3): the file in progress in quarter steps, so a
 * screen reader hears "„a.jpg“: 50 % hochgeladen" a few times rather than every percent, then how
 * many files are uploaded once none is waiting. Null while nothing is uploading or done.
 */
export function uploadAnnouncement(
  items: readonly QueuedFile<FileMeta>[],
):
  | { key: 'anstoss.ui.fileInput.uploadingStep'; values: { name: string; percent: number } }
  | { key: 'anstoss.ui.fileInput.allDone'; values: { count: number } }
  | null {
  const uploading = items.find((item) => item.status === 'uploading');
  if (uploading)
    return {
      key: 'anstoss.ui.fileInput.uploadingStep',
      values: {
        name: uploading.file.name,
        percent: Math.min(75, Math.floor(uploading.progress * 4) * 25),
      },
    };
  if (items.some((item) => item.status === 'waiting')) return null;
  const done = items.filter((item) => item.status === 'done').length;
  return done > 0 ? { key: 'anstoss.ui.fileInput.allDone', values: { count: done } } : null;
}

/**
 * A file picker with a drop zone. The button opens the browser's file dialog (keyboard and screen
 * readers use it; the input itself stays out of the tab order); dropping files works the same.
 * Every file is checked by content, size and emptiness, with a German message per refused file.
 */
export function useFileInput<M extends FileMeta = FileMeta>(o: FileInputOptions<M>) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [queue] = useState(() => createFileQueue<M>());
  const items = useStore(queue, (s) => s.items);
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const [dragging, setDragging] = useState(false);
  const [added, setAdded] = useState<number | null>(null);
  const controllers = useRef(new Map<string, AbortController>());
  const latest = useRef(o);
  useEffect(() => {
    latest.current = o;
  });

  const types = o.accept.map((type) => TYPE_NAMES[type]).join(', ');
  const maxSize = `${formatNumber(megabytes(o.maxBytes))} MB`;

  const rejectionText = (file: File, reason: Rejection, max: number) => {
    const name = file.name;
    if (reason === 'empty') return t('anstoss.ui.fileInput.errorEmpty', { name });
    if (reason === 'tooLarge')
      return t('anstoss.ui.fileInput.errorSize', {
        name,
        size: `${formatNumber(megabytes(file.size))} MB`,
        max: maxSize,
      });
    if (reason === 'count') return t('anstoss.ui.fileInput.errorCount', { name, max });
    return t('anstoss.ui.fileInput.errorType', { name, types });
  };

  const take = async (list: FileList | File[]) => {
    const files = Array.from(list);
    const rules = { accept: o.accept, maxBytes: o.maxBytes };
    const checks = await Promise.all(files.map((file) => checkFile(file, rules)));
    const limit = o.maxFiles ?? -1;
    let room = limit < 0 ? Infinity : limit - queue.getState().items.length;
    if (!o.multiple) room = Math.min(room, 1);
    const accepted: { file: File; type: FileType; meta: M }[] = [];
    const refused: FileRejection[] = [];
    files.forEach((file, i) => {
      const check = checks[i]!;
      if (!check.ok) {
        refused.push({
          name: file.name,
          reason: check.reason,
          text: rejectionText(file, check.reason, limit),
        });
      } else if (accepted.length >= room) {
        refused.push({
          name: file.name,
          reason: 'count',
          text: rejectionText(file, 'count', limit),
        });
      } else accepted.push({ file, type: check.type, meta: o.meta ? o.meta(file) : ({} as M) });
    });
    setRejections(refused);
    setAdded(accepted.length);
    if (!accepted.length) return;
    const queued = queue.getState().add(accepted, o.held);
    if (o.keep === false) for (const item of queued) queue.getState().remove(item.id);
    latest.current.onAccept?.(queued);
  };

  // One upload at a time: whenever none runs, the next waiting file starts.
  useEffect(() => {
    if (!o.upload) return;
    const item = queue.getState().next();
    if (!item) return;
    const controller = new AbortController();
    controllers.current.set(item.id, controller);
    const s = queue.getState();
    latest.current
      .upload?.(item.file, (fraction) => s.progress(item.id, fraction), controller.signal, item)
      .then(
        () => (latest.current.removeWhenDone ? s.remove(item.id) : s.done(item.id)),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          s.failed(item.id, error instanceof UploadError ? error.display : errorMessage(error));
        },
      )
      .finally(() => controllers.current.delete(item.id));
  }, [items, o.upload, queue]);

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const hintId = `${id}-hint`;
  const inputProps: InputHTMLAttributes<HTMLInputElement> & {
    ref: typeof inputRef;
    'data-contact-hint'?: string;
  } = {
    ref: inputRef,
    ...(o.contactHint ? { 'data-contact-hint': o.contactHint } : {}),
    type: 'file',
    // A hint for the browser's dialog only; the content check decides.
    accept: o.accept.join(','),
    multiple: o.multiple,
    tabIndex: -1,
    'aria-hidden': true,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const files = e.target.files;
      if (files?.length) void take(files);
      // The same file may be chosen again after a fix (or after removing it).
      e.target.value = '';
    },
  };
  const buttonProps: ButtonHTMLAttributes<HTMLButtonElement> = {
    type: 'button',
    'aria-describedby': hintId,
    // The rights hint comes first: announced as opening a dialog.
    ...(o.contactHint ? { 'aria-haspopup': 'dialog' as const } : {}),
    onClick: () => inputRef.current?.click(),
  };
  const dropZoneProps: HTMLAttributes<HTMLDivElement> = {
    onDragEnter: (e: DragEvent) => {
      e.preventDefault();
      setDragging(true);
    },
    onDragOver: (e: DragEvent) => {
      e.preventDefault();
      e.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: (e: DragEvent) => {
      if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget)))
        setDragging(false);
    },
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      setDragging(false);
      if (e.dataTransfer.files.length) void take(e.dataTransfer.files);
    },
  };

  const announcement = uploadAnnouncement(items);
  return {
    inputProps,
    buttonProps,
    dropZoneProps,
    dragging,
    hint: { id: hintId, text: t('anstoss.ui.fileInput.allowed', { types, size: maxSize }) },
    rejections,
    items,
    statusText: announcement
      ? t(announcement.key, announcement.values)
      : added
        ? t('anstoss.ui.fileInput.added', { count: added })
        : '',
    retry: (itemId: string) => queue.getState().retry(itemId),
    /** Stops the file's upload (the request is aborted); it stays with "Erneut versuchen". */
    cancel: (itemId: string) => {
      queue.getState().cancelled(itemId);
      controllers.current.get(itemId)?.abort();
    },
    /** Changes a file's metadata (what the person typed for it). */
    setMeta: (itemId: string, patch: Partial<M>) => queue.getState().setMeta(itemId, patch),
    /** Sends held files (all, or those named), one after the other. */
    start: (ids?: readonly string[]) => queue.getState().start(ids),
    remove: (itemId: string) => {
      controllers.current.get(itemId)?.abort();
      const item = queue.getState().items.find((i) => i.id === itemId);
      queue.getState().remove(itemId);
      if (item) latest.current.onRemove?.(item);
    },
    /** Files handed in by the caller (e.g. from a paste) go through the same checks. */
    take,
  };
}
