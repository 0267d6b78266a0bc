/** Community endpoints (issue 5) against the widgets' own schemas, plus the captcha. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { threadResponse, toolResponse } from '../../widgets/comments/src/api.ts';
import { submitResponse } from '../../widgets/comment-form/src/api.ts';
import { questionsResponse, voteResponse } from '../../widgets/fan-poll/src/api.ts';
import { captchaResponse, reportResponse } from '../../packages/api/src/report.ts';
import { FAN_POLL_XSS_ANSWER, fanPollThirdAnswer, longThreadNewsId } from './seed/community.ts';
import { commentBodyHtml, commentTime, serverCommentHtml } from './views/community.ts';
import { commentsProps } from '../../widgets/comments/src/props.ts';
import { Client, createTestEnv, flat, solveCaptcha, type TestEnv } from './testing/harness.ts';

let env: TestEnv;
let newsId: number;
beforeAll(async () => {
  env = await createTestEnv();
  await new Client(env.app).get('/ajax/comments/1');
  newsId = (await longThreadNewsId(env.db))!;
}, 60_000);
afterAll(async () => {
  await env.db.close();
});

describe('comment HTML', () => {
  it('escapes text and renders quotes as blockquotes', () => {
    expect(
      commentBodyHtml({
        body: '<b>x</b>\n(quote)(quotefrom)Max(/quotefrom)Hallo(/quote)',
        legacyHtml: null,
      }),
    ).toBe(
      '&lt;b&gt;x&lt;/b&gt;<br><blockquote class="comment-quote"><cite>Max</cite> Hallo</blockquote>',
    );
  });
});

describe('server-rendered first page (spec §3, issue 17)', () => {
  it('the article carries the first 20 comments as HTML and the same page for the widget', async () => {
    const rows = await env.db.query<{ slug: string }>('SELECT slug FROM news WHERE id = $1', [
      newsId,
    ]);
    const page = await (await new Client(env.app).get(`/news/${rows[0]!.slug}`)).text();
    const host = /<div data-widget="comments"[^>]*>[\s\S]*?<\/ol>/.exec(page)?.[0] ?? '';
    expect(host.match(/<li class="ast-comment"/g)).toHaveLength(20);
    expect(host).toMatch(/<time datetime="[^"]+">\d\d\.\d\d\.\d\d \d\d:\d\d<\/time>/);
    const json = /<script type="application\/json" data-props>([\s\S]*?)<\/script>/.exec(host)?.[1];
    const props = commentsProps.parse({
      url: `/ajax/comments/${newsId}`,
      deleteUrl: '/d',
      reportUrl: '/r',
      ...(JSON.parse(json!) as object),
    });
    expect(props.firstPage?.comments).toHaveLength(20);
    expect(props.firstPage?.nextOffset).toBe(20);
  });

  it('in English the thread speaks English and marks the members’ German words', async () => {
    const rows = await env.db.query<{ slug: string }>('SELECT slug FROM news WHERE id = $1', [
      newsId,
    ]);
    const client = new Client(env.app);
    client.jar.set('FBDE_LANG', 'en');
    const page = flat(await (await client.get(`/news/${rows[0]!.slug}`)).text());
    expect(page).toMatch(/<p class="ast-comments__count">\d+ comments<\/p>/);
    expect(page).not.toMatch(/\d+ Kommentare/);
    expect(page).toContain('<div class="ast-comment__text" lang="de">');
  });

  it('never puts legacy HTML into the page as it is, and formats the time like the widget', () => {
    expect(
      serverCommentHtml('<b>Hi</b><img src=x onerror=alert(1)><script>x()</script>', true).value,
    ).toBe('Hi');
    expect(serverCommentHtml('a &amp; <b>b</b>', false).value).toBe('a &amp; <b>b</b>');
    expect(commentTime('2026-03-14T10:05:00Z')).toBe('14.03.26 11:05');
  });
});

describe('comment endpoints', () => {
  it('the long thread has hundreds of comments, pages of 20, replies as HTML', async () => {
    const client = new Client(env.app);
    const page = threadResponse.parse(await (await client.get(`/ajax/comments/${newsId}`)).json());
    expect(page.total).toBeGreaterThan(300);
    expect(page.comments).toHaveLength(20);
    expect(page.nextOffset).toBe(20);
    const withReplies = page.comments.find((c) => c.repliesUrl)!;
    const replies = await client.get(withReplies.repliesUrl!);
    expect(replies.headers.get('Content-Type')).toContain('text/html');
    expect((await replies.text()).match(/<article/g)).toHaveLength(withReplies.replyCount);
  });

  it('posting needs a login; poll errors report valid fields; success returns the HTML; delete and report', async () => {
    const anon = new Client(env.app);
    const refused = await anon.postForm(`/ajax/comments/${newsId}`, { message: 'Hallo Welt' });
    expect(refused.status).toBe(401);
    const max = await Client.loggedIn(env.app, 'max');
    const pollError = submitResponse.parse(
      await (
        await max.postForm(`/ajax/comments/${newsId}`, {
          message: 'Mit Umfrage',
          poll: '1',
          title: 'Derby',
          question: 'Wer?',
        })
      ).json(),
    );
    expect(pollError.error?.valid).toEqual({
      title: true,
      datumVon: false,
      question: true,
      answer1: false,
      answer2: false,
    });
    const ok = submitResponse.parse(
      await (
        await max.postForm(`/ajax/comments/${newsId}`, { message: '<script>x</script> Hallo' })
      ).json(),
    );
    expect(ok.html).toContain('&lt;script&gt;x&lt;/script&gt; Hallo');
    const first = threadResponse.parse(await (await max.get(`/ajax/comments/${newsId}`)).json())
      .comments[0]!;
    expect(first).toMatchObject({ name: 'Max Mustermann', deletable: true });

    const lena = await Client.loggedIn(env.app, 'lena');
    expect((await lena.postForm('/ajax/comments/delete', { id: String(first.id) })).status).toBe(
      403,
    );
    expect(
      toolResponse.parse(
        await (
          await lena.postForm('/ajax/comments/report', {
            id: String(first.id),
            message: 'Unpassend',
          })
        ).json(),
      ),
    ).toEqual({ success: true, reported: true });
    expect(
      toolResponse.parse(
        await (await max.postForm('/ajax/comments/delete', { id: String(first.id) })).json(),
      ),
    ).toEqual({ success: true, deleted: true });
    const after = threadResponse.parse(await (await max.get(`/ajax/comments/${newsId}`)).json())
      .comments[0]!;
    expect(after.id).not.toBe(first.id);
  });
});

describe('fan photos page', () => {
  it('shows each photo with its picture, in the page language', async () => {
    const guest = new Client(env.app);
    const page = flat(await (await guest.get('/fanfotos')).text());
    // Every card has its picture above the text (the cards had none: "Fanfotos" without photos).
    const cards = page.split('<li class="card" data-item=').slice(1);
    expect(cards.length).toBeGreaterThan(1);
    const pictures: string[] = [];
    for (const card of cards) {
      expect(card).toMatch(/^"[^"]+"> <img src="\/medien\/bilder\/p\d{4}\/m\.svg" alt=""/);
      pictures.push(/<img src="([^"]+)"/.exec(card)![1]!);
    }
    for (const src of pictures) {
      const picture = await guest.get(src);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    }
    // The floodlight game is a floodlight photo, the clubhouse a clubhouse: not one picture twice.
    expect(new Set(pictures).size).toBe(pictures.length);
    const client = new Client(env.app);
    client.jar.set('FBDE_LANG', 'en');
    const english = flat(await (await client.get('/fanfotos')).text());
    expect(english).toContain('<title>Fan photos');
    expect(english).not.toMatch(/<span aria-current="page">Fanfotos</);
  });
});

describe('fan poll endpoints', () => {
  it('questions, a vote per member, results that change', async () => {
    const max = await Client.loggedIn(env.app, 'max');
    const before = questionsResponse.parse(
      await (await max.get('/ajax/fan-poll/questions.json')).json(),
    );
    expect(before.poll).toMatchObject({ isopen: true, votedAnswer: 'none' });
    expect(before.poll!.week).toHaveLength(6);
    const vote = voteResponse.parse(
      await (
        await max.get(`/ajax/fan-poll/vote.json?id=${before.poll!.id}&votedAnswer=question3`, {
          'Sec-Fetch-Site': 'same-origin',
        })
      ).json(),
    );
    expect(vote.verification).toEqual({ id: before.poll!.id, votedAnswer: 'question3' });
    expect(vote.poll?.votes).toBe(before.poll!.votes! + 1);
    const twice = voteResponse.parse(
      await (
        await max.get(`/ajax/fan-poll/vote.json?id=${before.poll!.id}&votedAnswer=question1`, {
          'Sec-Fetch-Site': 'same-origin',
        })
      ).json(),
    );
    expect(twice).toMatchObject({
      success: false,
      error: { message: 'Du hast bereits abgestimmt.' },
    });
    const anon = voteResponse.parse(
      await (
        await new Client(env.app).get(
          `/ajax/fan-poll/vote.json?id=${before.poll!.id}&votedAnswer=question1`,
        )
      ).json(),
    );
    expect(anon.success).toBe(false);
  });
});

describe('report offense endpoint', () => {
  it('checks the captcha server-side and stores a valid report', async () => {
    const client = new Client(env.app);
    const captcha = captchaResponse.parse(await (await client.get('/ajax/captcha')).json());
    const fields = {
      action: 'report_offense',
      fw_url: 'http://localhost/news/x',
      firstname: 'Erika',
      lastname: 'Muster',
      email: 'erika@example.org',
      text: 'Beleidigung im Kommentar',
      reason: 'insult',
      'captcha-digest': captcha.digest,
      'article-uuid': `news-${newsId}`,
    };
    const wrong = reportResponse.parse(
      await (
        await client.postForm('/ajax/report-offense', { ...fields, 'captcha-code': '99' })
      ).json(),
    );
    expect(wrong).toMatchObject({
      success: false,
      error: { message: 'Die Sicherheitsfrage wurde falsch beantwortet.' },
    });
    // The wrong answer used up that digest; the widget asks for a new question.
    const next = captchaResponse.parse(await (await client.get('/ajax/captcha')).json());
    const ok = reportResponse.parse(
      await (
        await client.postForm('/ajax/report-offense', {
          ...fields,
          'captcha-digest': next.digest,
          'captcha-code': solveCaptcha(next.question),
        })
      ).json(),
    );
    expect(ok.success).toBe(true);
    const rows = await env.db.query<{ payload: string }>('SELECT payload FROM offense_reports');
    expect(JSON.parse(rows[0]!.payload)).toMatchObject({
      'article-uuid': `news-${newsId}`,
      reason: 'insult',
    });
  });
});

describe('the fan poll seed', () => {
  it("offers the XSS answer only behind the browser tests' switch", () => {
    expect(fanPollThirdAnswer({})).not.toMatch(/[<>]/);
    expect(fanPollThirdAnswer({ ANSTOSS_XSS_TESTING: '1' })).toBe(FAN_POLL_XSS_ANSWER);
  });
});
