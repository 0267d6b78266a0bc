import { describe, expect, it } from 'vitest';
import { createFileQueue } from './fileQueue.ts';

const file = (name: string) => new File(['x'], name);

describe('file queue', () => {
  it('uploads one file at a time, in order', () => {
    const q = createFileQueue();
    const [a, b] = q.getState().add([
      { file: file('a.jpg'), type: 'image/jpeg' },
      { file: file('b.jpg'), type: 'image/jpeg' },
    ]);
    expect(q.getState().next()?.id).toBe(a!.id);
    expect(q.getState().next()).toBeNull();
    q.getState().progress(a!.id, 0.5);
    expect(q.getState().items[0]).toMatchObject({ status: 'uploading', progress: 0.5 });
    q.getState().done(a!.id);
    expect(q.getState().next()?.id).toBe(b!.id);
  });
  it('a failed file keeps its place and can be retried; removing drops it', () => {
    const q = createFileQueue();
    const [a] = q.getState().add([{ file: file('a.jpg'), type: 'image/jpeg' }]);
    q.getState().next();
    q.getState().progress(a!.id, 2);
    expect(q.getState().items[0]!.progress).toBe(1);
    q.getState().failed(a!.id, { text: 'Verbindung verloren' });
    expect(q.getState().items[0]).toMatchObject({ status: 'error' });
    q.getState().retry(a!.id);
    expect(q.getState().items[0]).toMatchObject({ status: 'waiting', progress: 0, error: null });
    q.getState().remove(a!.id);
    expect(q.getState().items).toEqual([]);
  });
});
