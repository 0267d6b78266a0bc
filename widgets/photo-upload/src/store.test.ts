import { describe, expect, it } from 'vitest';
import { createPhotoUploadStore } from './store.ts';

const box = { x: 0, y: 0, width: 100, height: 100 };

function cropping() {
  const store = createPhotoUploadStore();
  store.getState().choose('a.jpg');
  store.getState().opened();
  store.getState().setCrop(box);
  return store;
}

describe('photo upload store', () => {
  it('choose → reading → cropping', () => {
    const store = createPhotoUploadStore();
    store.getState().choose('a.jpg');
    expect(store.getState()).toMatchObject({ status: 'reading', fileName: 'a.jpg' });
    store.getState().opened();
    expect(store.getState().status).toBe('cropping');
  });

  it('a refused file keeps the layer shut and names the reason (code 2)', () => {
    const store = createPhotoUploadStore();
    store.getState().choose('virus.jpg');
    store.getState().refuse({ kind: 'type', code: 2 });
    expect(store.getState()).toMatchObject({
      status: 'idle',
      fileName: '',
      refusal: { kind: 'type', code: 2 },
    });
  });

  it('a double click on save starts one upload', () => {
    const store = cropping();
    expect(store.getState().startUpload()).toBe(true);
    expect(store.getState().startUpload()).toBe(false);
    expect(store.getState().status).toBe('uploading');
  });

  it('no upload without a crop', () => {
    const store = createPhotoUploadStore();
    store.getState().choose('a.jpg');
    store.getState().opened();
    expect(store.getState().startUpload()).toBe(false);
  });

  it('a failed upload keeps the crop and can be retried', () => {
    const store = cropping();
    store.getState().startUpload();
    store.getState().failed({ key: 'javascript.error.message.unknown_error' }, false);
    expect(store.getState()).toMatchObject({ status: 'failed', crop: box });
    expect(store.getState().startUpload()).toBe(true);
  });

  it('turning resets the crop, but not while uploading', () => {
    const store = cropping();
    store.getState().turn('right');
    expect(store.getState()).toMatchObject({ rotation: 90, crop: null });
    store.getState().setCrop(box);
    store.getState().startUpload();
    store.getState().turn('left');
    expect(store.getState().rotation).toBe(90);
  });

  it('closing the layer forgets the file', () => {
    const store = cropping();
    store.getState().close();
    expect(store.getState()).toMatchObject({
      status: 'idle',
      fileName: '',
      crop: null,
      rotation: 0,
    });
  });

  it('saved stays saved after closing', () => {
    const store = cropping();
    store.getState().startUpload();
    store.getState().saved();
    store.getState().close();
    expect(store.getState().status).toBe('saved');
  });
});
