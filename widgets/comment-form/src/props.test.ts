import { describe, expect, it } from 'vitest';
import { commentFormProps } from './props.ts';

describe('commentFormProps', () => {
  it('reads max length and poll, with defaults', () => {
    expect(commentFormProps.parse({ action: '/c' })).toEqual({
      action: '/c',
      maxLength: 1000,
      poll: false,
      draftKey: 'default',
      threadTextId: 'thread_text',
    });
    expect(commentFormProps.parse({ action: '/c', maxLength: '500', poll: 'true' })).toMatchObject({
      maxLength: 500,
      poll: true,
    });
  });
  it('rejects a missing action, a bad max length and a bad draft key', () => {
    expect(commentFormProps.safeParse({}).success).toBe(false);
    expect(commentFormProps.safeParse({ action: '/c', maxLength: 'viel' }).success).toBe(false);
    expect(commentFormProps.safeParse({ action: '/c', draftKey: 'a b' }).success).toBe(false);
  });
});
