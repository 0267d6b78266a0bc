import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  postDefaultsAttribute,
  uploadActionResponse,
  uploadAnswerError,
  uploadResponseWith,
} from './uploadAnswers.ts';

describe('postDefaultsAttribute (data-post-defaults)', () => {
  it('is {} when missing or empty', () => {
    expect(postDefaultsAttribute.parse(undefined)).toEqual({});
    expect(postDefaultsAttribute.parse('')).toEqual({});
  });
  it('keeps strings and numbers (as strings), drops other values', () => {
    expect(postDefaultsAttribute.parse('{"mandant":"12","n":3,"x":{},"y":null,"z":true}')).toEqual({
      mandant: '12',
      n: '3',
    });
  });
  it('refuses anything but a JSON object, naming the attribute', () => {
    for (const text of ['x', '[1]', '3', 'null', '"a"']) {
      const result = postDefaultsAttribute.safeParse(text);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('data-post-defaults must be a JSON object');
    }
  });
});

describe('upload answers', () => {
  it('an action answer: success defaults to false, error may be null or absent', () => {
    expect(uploadActionResponse.parse({})).toEqual({ success: false });
    expect(uploadActionResponse.parse({ success: true, error: null })).toEqual({
      success: true,
      error: null,
    });
    expect(uploadActionResponse.parse({ error: { message: 'Nein' } }).error?.message).toBe('Nein');
    expect(uploadActionResponse.safeParse({ success: 'yes' }).success).toBe(false);
    expect(uploadAnswerError.safeParse({ message: 3 }).success).toBe(false);
  });
  it('an upload answer: meta id as opaque string, its error, and the widget fields', () => {
    const schema = uploadResponseWith({ url: z.optional(z.string()) });
    const parsed = schema.parse({ success: true, meta: { id: 42, url: '/f.jpg', error: null } });
    expect(parsed).toEqual({ success: true, meta: { id: '42', url: '/f.jpg', error: null } });
    expect(schema.parse({}).meta).toBeUndefined();
    expect(schema.safeParse({ meta: { url: 5 } }).success).toBe(false);
    expect(schema.safeParse({ meta: { error: 5 } }).success).toBe(false);
  });
});
