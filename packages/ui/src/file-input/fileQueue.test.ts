import { describe, expect, it } from 'vitest';
import { createFileQueue } from './fileQueue.ts';

const file = (name: string) => new File(['x'], name);

describe('file queue', () => {
  it('uploads one file at a time, in order', () => {
    const q = createFileQueue();
    const [a, b] = q.getState().add([
      { file: file('a.jpg'), type: 'image/jpeg', meta: {} },
      { file: file('b.jpg'), type: 'image/jpeg', meta: {} },
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
    const [a] = q.getState().add([{ file: file('a.jpg'), type: 'image/jpeg', meta: {} }]);
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
  it('cancelling stops a file with a retry; held files wait for start; metadata changes per file', () => {
    const q = createFileQueue<{ title: string }>();
    const [a, b] = q.getState().add(
      [
        { file: file('a.jpg'), type: 'image/jpeg', meta: { title: 'A' } },
        { file: file('b.jpg'), type: 'image/jpeg', meta: { title: '' } },
      ],
      true,
    );
    expect(q.getState().next()).toBeNull();
    q.getState().setMeta(b!.id, { title: 'B' });
    expect(
      q
        .getState()
        .start([a!.id])
        .map((i) => i.id),
    ).toEqual([a!.id]);
    expect(q.getState().next()?.id).toBe(a!.id);
    q.getState().cancelled(a!.id);
    expect(q.getState().items[0]).toMatchObject({
      status: 'error',
      error: { key: 'anstoss.ui.fileInput.cancelled' },
    });
    q.getState().cancelled(b!.id); // held: nothing to cancel
    expect(q.getState().items[1]).toMatchObject({ status: 'held', meta: { title: 'B' } });
    q.getState().start();
    expect(q.getState().next()?.meta).toEqual({ title: 'B' });
  });
});
