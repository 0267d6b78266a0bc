import { describe, expect, it } from 'vitest';
import { commentsProps } from './props.ts';

describe('commentsProps', () => {
  it('needs the three endpoints and defaults the thread text id', () => {
    expect(commentsProps.parse({ url: '/t', deleteUrl: '/d', reportUrl: '/r' })).toEqual({
      url: '/t',
      deleteUrl: '/d',
      reportUrl: '/r',
      threadTextId: 'thread_text',
    });
    expect(commentsProps.safeParse({ url: '/t', deleteUrl: ' ', reportUrl: '/r' }).success).toBe(
      false,
    );
    expect(commentsProps.safeParse({ url: '/t' }).success).toBe(false);
  });
});
