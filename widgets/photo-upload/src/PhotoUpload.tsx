import { useEffect, useId, useRef, useState } from 'react';
import { ReactCrop, type PixelCrop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { useTranslation } from '@anstoss/i18n';
import { emit, getSession, goToLogin, navigation, type WidgetProps } from '@anstoss/runtime/widget';
import {
  ErrorText,
  useAction,
  Layer,
  readHead,
  useFileInput,
  useFocusAfter,
  useStatusRegion,
  useStoreFields,
  type QueuedFile,
  SessionEnded,
} from '@anstoss/ui';
import { sendPhoto } from './api.ts';
import { cropToPng, decodePicture, pictureUrl, turnPicture, type Picture } from './imaging.ts';
import {
  checkPhotoType,
  CROP_ANNOUNCE_QUIET_MS,
  cropInPercent,
  initialCrop,
  minCropSize,
  PHOTO_CONTENT,
  PHOTO_TYPES,
  PRESETS,
  readExifOrientation,
  toImagePixels,
  TYPE_ERROR_CODE,
  type CropMetaData,
} from './logic.ts';
import type { PhotoUploadProps } from './props.ts';
import { createPhotoUploadStore } from './store.ts';
import './photoUpload.css';

/** Bytes read for the EXIF block (it sits in the first segment; 128 KB covers thumbnails). */
const EXIF_HEAD = 128 * 1024;

/**
 * Photo upload with crop and rotate (spec §2 Layers, §3 Photo upload, §4, §7 Profile photo, §9
 * Crop presets): choose, check, crop in a modal layer, upload the PNG, then imageSaved or reload.
 */
export function PhotoUpload({ props }: WidgetProps<PhotoUploadProps>) {
  const { t } = useTranslation();
  const [store] = useState(createPhotoUploadStore);
  const s = useStoreFields(store, [
    'status',
    'fileName',
    'refusal',
    'rotation',
    'crop',
    'progress',
    'uploadError',
    'sessionExpired',
  ]);
  const preset = PRESETS[props.comp];
  const ids = useId();
  const [chooseButton, setChooseButton] = useState<HTMLButtonElement | null>(null);
  const imgRef = useRef<HTMLImageElement | null>(null);
  const loginRef = useRef<HTMLButtonElement>(null);
  const focusAfter = useFocusAfter();
  const picture = useRef<Picture | null>(null);
  const [turned, setTurned] = useState<Picture | null>(null);
  // The crop frame's position and size, read out once it rests (inside the modal layer).
  const { announce, region } = useStatusRegion();

  const take = (queued: QueuedFile) => {
    const file = queued.file;
    store.getState().choose(file.name);
    const check = checkPhotoType(file.type, queued.type);
    if (!check.ok) {
      store.getState().refuse({ kind: 'type', code: check.code });
      return;
    }
    readHead(file, EXIF_HEAD)
      .then((head) => decodePicture(file, readExifOrientation(head)))
      .then(
        (decoded) => {
          if (store.getState().fileName !== file.name) return;
          picture.current = decoded;
          setTurned(decoded);
          store.getState().opened();
        },
        () => store.getState().refuse({ kind: 'unreadable', name: file.name }),
      );
  };

  const f = useFileInput({
    accept: PHOTO_CONTENT,
    maxBytes: props.maxMegabytes * 1024 * 1024,
    contactHint: props.contactHint,
    onAccept: (files) => {
      for (const queued of files) f.remove(queued.id);
      const first = files[0];
      if (first) take(first);
    },
  });

  // The turned picture as a data URL for the <img>.
  const [shown, setShown] = useState<{ picture: Picture; url: string } | null>(null);
  useEffect(() => {
    if (!turned) return;
    let live = true;
    void pictureUrl(turned).then((dataUrl) => {
      if (live) setShown({ picture: turned, url: dataUrl });
    });
    return () => {
      live = false;
    };
  }, [turned]);
  const url = turned && shown?.picture === turned ? shown.url : '';

  // The upload: one action (a second click while it runs sends nothing, never retried by
  // itself, aborted when the layer closes or the widget unmounts). Crop to PNG, then the POST.
  const [, upload] = useAction(
    async (job: { source: Picture; meta: CropMetaData }, { signal }) => {
      const png = await cropToPng(job.source, job.meta, preset);
      await sendPhoto(
        props.photoUploadFormAction,
        {
          png: png.blob,
          dataUrl: png.dataUrl,
          comp: props.comp,
          crop: job.meta,
          fileField: props.fileField,
          fields: props.fields,
        },
        (fraction) => store.getState().progressed(fraction),
        signal,
      );
      return png.dataUrl;
    },
    {
      session: getSession,
      onSuccess: (dataUrl) => {
        store.getState().saved();
        if (props.updateInPlace) {
          emit('imageSaved', { url: dataUrl });
          close();
        } else navigation.reload();
      },
      // A failure keeps focus on the button that sent (it offers the retry); an ended session
      // moves it to the login offer.
      onError: (_, __, state) => {
        if (state.status !== 'error') return;
        if (state.sessionEnded) focusAfter(loginRef);
        store.getState().failed(state.message, state.sessionEnded);
      },
    },
  );

  const turn = (direction: 'left' | 'right') => {
    store.getState().turn(direction);
    const source = picture.current;
    if (source && store.getState().crop === null)
      setTurned(turnPicture(source, store.getState().rotation));
  };

  const onImageLoad = () => {
    const img = imgRef.current;
    if (!img) return;
    store.getState().setCrop(initialCrop(preset.aspect, img.width, img.height));
    // A turned picture has another height: the focused control ("Nach rechts drehen") stays in
    // view (WCAG 2.4.11).
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && img.closest('[role="dialog"]')?.contains(focused))
      focused.scrollIntoView?.({ block: 'nearest' });
  };

  const close = () => {
    upload.abort();
    store.getState().close();
    picture.current = null;
    setTurned(null);
  };

  const save = () => {
    const img = imgRef.current;
    const source = turned;
    const crop = store.getState().crop;
    if (!img || !source || !crop || !store.getState().startUpload()) return;
    const meta = toImagePixels(
      crop,
      { width: img.width, height: img.height },
      { width: source.width, height: source.height },
    );
    void upload.run({ source, meta });
  };

  const open = s.status === 'cropping' || s.status === 'uploading' || s.status === 'failed';
  const uploading = s.status === 'uploading';
  const percent = Math.round(s.progress * 100);
  const { minWidth, minHeight } = minCropSize(preset.aspect);
  const titleId = `${ids}-title`;
  const hintId = `${ids}-hint`;
  const crop: PixelCrop | undefined = s.crop ? { unit: 'px', ...s.crop } : undefined;

  const refusalText =
    s.refusal?.kind === 'type'
      ? t('anstoss.photoUpload.errorType', { code: s.refusal.code })
      : s.refusal?.kind === 'unreadable'
        ? t('anstoss.photoUpload.errorUnreadable', { name: s.refusal.name })
        : '';

  return (
    <div className={`ast-widget ast-photo-upload ast-photo-upload--${props.comp}`}>
      <div
        {...f.dropZoneProps}
        className="ast-photo-upload__zone"
        data-dragging={f.dragging || undefined}
      >
        {props.imageUrl && (
          <img
            className="ast-photo-upload__current"
            src={props.imageUrl}
            alt={t('anstoss.photoUpload.current')}
            width={preset.aspect < 1 ? 75 : 133}
            height={preset.aspect < 1 ? 100 : 75}
          />
        )}
        <div>
          <p id={`${ids}-label`} className="ast-photo-upload__label">
            {props.label ?? t('anstoss.photoUpload.label')}
          </p>
          <input
            {...f.inputProps}
            accept={PHOTO_TYPES.join(',')}
            className="ast-photo-upload__native"
            data-testid="photo-upload-input"
          />
          <button
            {...f.buttonProps}
            ref={setChooseButton}
            className="ast-button"
            aria-describedby={`${ids}-label ${f.hint.id}`}
            disabled={s.status === 'reading' || uploading}
          >
            {t('anstoss.photoUpload.choose')}
          </button>
          <p id={f.hint.id} className="ast-photo-upload__hint">
            {f.hint.text}
          </p>
        </div>
      </div>
      <div role="alert" className="ast-photo-upload__errors">
        {refusalText && <p>{refusalText}</p>}
        {f.rejections
          .filter((r) => r.reason !== 'type')
          .map((r, i) => (
            <p key={`${r.name}-${i}`}>{r.text}</p>
          ))}
        {f.rejections.some((r) => r.reason === 'type') && (
          <p>{t('anstoss.photoUpload.errorType', { code: TYPE_ERROR_CODE })}</p>
        )}
      </div>
      <p role="status" className="ast-photo-upload__status">
        {s.status === 'reading'
          ? t('anstoss.photoUpload.reading')
          : s.status === 'saved'
            ? t('anstoss.photoUpload.saved')
            : ''}
      </p>
      <Layer
        open={open}
        labelledBy={titleId}
        describedBy={hintId}
        onClose={close}
        closeLabel={t('anstoss.photoUpload.close')}
        returnFocusTo={chooseButton}
        className="ast-photo-upload__layer"
      >
        <h2 id={titleId} className="ast-photo-upload__title">
          {t('anstoss.photoUpload.title')}
        </h2>
        <p id={hintId} className="ast-photo-upload__hint">
          {t('anstoss.photoUpload.hint')}
        </p>
        <div className="ast-photo-upload__stage">
          {url && (
            <ReactCrop
              crop={crop}
              aspect={preset.aspect}
              minWidth={minWidth}
              minHeight={minHeight}
              keepSelection
              ruleOfThirds
              disabled={uploading}
              onChange={(pixels) => {
                const box = {
                  x: pixels.x,
                  y: pixels.y,
                  width: pixels.width,
                  height: pixels.height,
                };
                store.getState().setCrop(box);
                const img = imgRef.current;
                if (img)
                  announce(
                    t(
                      'anstoss.photoUpload.cropPosition',
                      cropInPercent(box, img.width, img.height),
                    ),
                    { delayMs: CROP_ANNOUNCE_QUIET_MS },
                  );
              }}
              ariaLabels={{
                cropArea: t('anstoss.photoUpload.cropArea'),
                nwDragHandle: t('anstoss.photoUpload.handle.nw'),
                nDragHandle: t('anstoss.photoUpload.handle.n'),
                neDragHandle: t('anstoss.photoUpload.handle.ne'),
                eDragHandle: t('anstoss.photoUpload.handle.e'),
                seDragHandle: t('anstoss.photoUpload.handle.se'),
                sDragHandle: t('anstoss.photoUpload.handle.s'),
                swDragHandle: t('anstoss.photoUpload.handle.sw'),
                wDragHandle: t('anstoss.photoUpload.handle.w'),
              }}
            >
              <img
                ref={imgRef}
                src={url}
                alt={t('anstoss.photoUpload.imageAlt')}
                onLoad={onImageLoad}
                className="ast-photo-upload__image"
              />
            </ReactCrop>
          )}
        </div>
        <div className="ast-photo-upload__tools">
          <button
            type="button"
            className="ast-button ast-button--secondary"
            onClick={() => turn('left')}
            disabled={uploading}
          >
            <span aria-hidden="true">↺ </span>
            {t('anstoss.photoUpload.rotateLeft')}
          </button>
          <button
            type="button"
            className="ast-button ast-button--secondary"
            onClick={() => turn('right')}
            disabled={uploading}
          >
            <span aria-hidden="true">↻ </span>
            {t('anstoss.photoUpload.rotateRight')}
          </button>
        </div>
        {uploading && (
          <p className="ast-photo-upload__progress">
            <progress max={100} value={percent} aria-label={t('anstoss.photoUpload.progress')} />{' '}
            <span role="status">{t('anstoss.photoUpload.uploading', { percent })}</span>
          </p>
        )}
        {s.status === 'failed' && s.sessionExpired && (
          <SessionEnded
            className="ast-photo-upload__expired"
            layout="block"
            message={t('anstoss.photoUpload.sessionExpired')}
            loginRef={loginRef}
            onLogin={goToLogin}
          />
        )}
        {s.status === 'failed' && !s.sessionExpired && (
          <ErrorText
            message={
              s.uploadError?.text ? s.uploadError : { text: t('anstoss.photoUpload.uploadFailed') }
            }
          />
        )}
        {region}
        <div className="ast-photo-upload__actions">
          <button
            type="button"
            className="ast-button"
            onClick={save}
            aria-disabled={uploading || !s.crop || undefined}
          >
            {s.status === 'failed' ? t('anstoss.photoUpload.retry') : t('anstoss.photoUpload.save')}
          </button>
          <button type="button" className="ast-button ast-button--secondary" onClick={close}>
            {t('anstoss.photoUpload.cancel')}
          </button>
        </div>
      </Layer>
    </div>
  );
}
