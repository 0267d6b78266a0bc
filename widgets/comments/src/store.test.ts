import { describe, expect, it } from 'vitest';
import { createCommentToolsStore, createThreadStore, type ToolResult } from './store.ts';

/** A store whose writes wait until the test settles them. */
function fresh() {
  const pending: { resolve: (r: ToolResult) => void; reject: (e: unknown) => void }[] = [];
  const store = createCommentToolsStore({
    send: () => new Promise<ToolResult>((resolve, reject) => pending.push({ resolve, reject })),
  });
  return Object.assign(store, { pending });
}

describe('comment tools exclude one another (spec §4 Comment tools)', () => {
  it('replies load once, on the first toggle only', () => {
    const store = fresh();
    expect(store.getState().toggleReplies()).toBe(true);
    expect(store.getState()).toMatchObject({ panel: 'replies', repliesStatus: 'loading' });
    store.getState().repliesLoaded('<p>a</p>');
    expect(store.getState().toggleReplies()).toBe(false);
    expect(store.getState().panel).toBe('none');
    expect(store.getState().toggleReplies()).toBe(false);
    expect(store.getState()).toMatchObject({ panel: 'replies', repliesHtml: '<p>a</p>' });
  });

  it('opening a tool closes the replies', () => {
    for (const tool of ['delete', 'report'] as const) {
      const store = fresh();
      store.getState().toggleReplies();
      expect(store.getState().openTool(tool)).toBe(true);
      expect(store.getState().panel).toBe(tool);
    }
  });

  it('the delete and report buttons work only while neither tool is open', () => {
    const store = fresh();
    store.getState().openTool('delete');
    expect(store.getState().openTool('report')).toBe(false);
    expect(store.getState().panel).toBe('delete');
    store.getState().closeTool();
    store.getState().openTool('report');
    expect(store.getState().openTool('delete')).toBe(false);
    expect(store.getState().panel).toBe('report');
  });

  it('replies toggle only while no tool is open', () => {
    const store = fresh();
    store.getState().openTool('report');
    expect(store.getState().toggleReplies()).toBe(false);
    expect(store.getState().panel).toBe('report');
    expect(store.getState().repliesStatus).toBe('idle');
  });

  it('delete ends in deleted, report in reported', async () => {
    const a = fresh();
    a.getState().openTool('delete');
    const sent = a.getState().tool.run({ tool: 'delete', message: '' });
    a.pending[0]!.resolve('deleted');
    await sent;
    expect(a.getState()).toMatchObject({ done: 'deleted', panel: 'none' });
    const b = fresh();
    b.getState().openTool('report');
    const reported = b.getState().tool.run({ tool: 'report', message: 'Spam' });
    b.pending[0]!.resolve('reported');
    await reported;
    expect(b.getState().done).toBe('reported');
    expect(b.getState().openTool('report')).toBe(false);
  });

  it('a failed tool stays open with the error; cancelling clears it; no close while sending', async () => {
    const store = fresh();
    store.getState().openTool('delete');
    const sent = store.getState().tool.run({ tool: 'delete', message: '' });
    store.getState().closeTool();
    expect(store.getState().panel).toBe('delete');
    expect(store.getState().openTool('report')).toBe(false);
    store.pending[0]!.reject(new Error('offline'));
    await sent;
    expect(store.getState().panel).toBe('delete');
    expect(store.getState().tool.getState().status).toBe('error');
    expect(store.getState().done).toBeNull();
    store.getState().closeTool();
    expect(store.getState().panel).toBe('none');
    expect(store.getState().tool.getState().status).toBe('idle');
  });

  it('failed replies load again only through retry, while open', () => {
    const store = fresh();
    store.getState().toggleReplies();
    store.getState().repliesFailed();
    expect(store.getState().retryReplies()).toBe(true);
    store.getState().repliesFailed();
    store.getState().toggleReplies();
    expect(store.getState().retryReplies()).toBe(false);
    expect(store.getState().toggleReplies()).toBe(true);
  });
});

describe('thread store', () => {
  it('appends pages and keeps comments when a later page fails', () => {
    const store = createThreadStore<number>();
    store.getState().loaded({ comments: [1, 2], total: 4, nextOffset: 2 }, false);
    store.getState().startMore();
    store.getState().failed(true);
    expect(store.getState()).toMatchObject({ status: 'ready', comments: [1, 2], moreError: true });
    store.getState().loaded({ comments: [3, 4], total: 4, nextOffset: null }, true);
    expect(store.getState()).toMatchObject({ comments: [1, 2, 3, 4], nextOffset: null });
  });
});
