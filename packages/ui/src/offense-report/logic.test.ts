import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES, reportFields } from './logic.ts';
import { createOffenseReportStore } from './store.ts';

const values = {
  firstname: ' Max ',
  lastname: 'M',
  email: 'max@example.org',
  text: 'Beleidigung im Ticker',
  reason: 'insult',
  captchaCode: ' 12 ',
};

describe('reportFields (spec §3 Offense report)', () => {
  it('sends every field for a news article', () => {
    expect(
      reportFields(values, {
        pageUrl: 'https://x/news/a',
        captchaDigest: 'd',
        subject: { 'article-uuid': 'news-1' },
      }),
    ).toEqual({
      action: 'report_offense',
      fw_url: 'https://x/news/a',
      firstname: 'Max',
      lastname: 'M',
      email: 'max@example.org',
      text: 'Beleidigung im Ticker',
      reason: 'insult',
      'captcha-code': '12',
      'captcha-digest': 'd',
      'article-uuid': 'news-1',
    });
  });
  it('sends match_id and ticker_id for a live ticker, and a fixed reason from the hidden field', () => {
    const fields = reportFields(values, {
      pageUrl: 'u',
      captchaDigest: 'd',
      subject: { match_id: '5', ticker_id: '9' },
      fixedReason: 'ticker',
    });
    expect(fields).toMatchObject({ match_id: '5', ticker_id: '9', reason: 'ticker' });
    expect(fields).not.toHaveProperty('article-uuid');
  });
});

describe('store (spec §4 Report offense)', () => {
  it('opens on page info and ends on confirm', () => {
    const store = createOffenseReportStore();
    store.getState().open();
    expect(store.getState()).toMatchObject({ opened: true, page: 'info' });
    store.getState().sendStarted();
    store.getState().succeeded();
    expect(store.getState().page).toBe('confirm');
    store.getState().close();
    expect(store.getState()).toMatchObject({ opened: false, page: 'info', values: EMPTY_VALUES });
  });
  it('a business error stays on the form with the message and clears the captcha answer on refresh', () => {
    const store = createOffenseReportStore();
    store.getState().open();
    store.getState().setValue('text', 'Text');
    store.getState().setValue('captchaCode', '3');
    store.getState().businessError('Falsch');
    store.getState().captchaLoaded({ question: 'Wie viel ist 1 + 1?', digest: 'n' });
    expect(store.getState()).toMatchObject({
      page: 'info',
      error: 'Falsch',
      failure: false,
      values: { text: 'Text', captchaCode: '' },
    });
  });
  it('a transport error sets the failure flag and keeps the values', () => {
    const store = createOffenseReportStore();
    store.getState().setValue('text', 'Text');
    store.getState().transportError();
    expect(store.getState()).toMatchObject({ failure: true, values: { text: 'Text' } });
    store.getState().backToForm();
    expect(store.getState().failure).toBe(false);
  });
});

describe('reportFields for a media stream entry (spec §2 Media stream widget)', () => {
  it('sends the entry id as its subject, beside every §3 field', () => {
    const fields = reportFields(values, {
      pageUrl: 'u',
      captchaDigest: 'd',
      subject: { media_id: '5000001' },
    });
    expect(fields).toMatchObject({
      media_id: '5000001',
      action: 'report_offense',
      'captcha-digest': 'd',
    });
  });
});
