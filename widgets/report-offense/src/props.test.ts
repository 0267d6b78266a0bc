import { describe, expect, it } from 'vitest';
import { reportOffenseProps } from './props.ts';

describe('props', () => {
  it('need an article or a match with a ticker', () => {
    const base = { action: '/a', captchaUrl: '/c' };
    expect(reportOffenseProps.safeParse(base).success).toBe(false);
    expect(reportOffenseProps.safeParse({ ...base, matchId: '1' }).success).toBe(false);
    expect(reportOffenseProps.safeParse({ ...base, matchId: '1', tickerId: '2' }).success).toBe(
      true,
    );
    expect(reportOffenseProps.safeParse({ ...base, articleUuid: 'news-1' }).success).toBe(true);
  });
});
