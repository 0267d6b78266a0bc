import { describe, expect, it } from 'vitest';
import { fanPollProps } from './props.ts';

describe('fanPollProps', () => {
  it('needs the questions URL; vote and text URLs are optional', () => {
    expect(fanPollProps.parse({ questionsUrl: '/q' })).toEqual({
      questionsUrl: '/q',
      voteUrl: '',
      pollTextUrl: '',
    });
    expect(fanPollProps.safeParse({}).success).toBe(false);
    expect(fanPollProps.safeParse({ questionsUrl: '  ' }).success).toBe(false);
  });
});
