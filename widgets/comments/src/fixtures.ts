import { withPortalIds } from '@anstoss/api/testing';
import type { ThreadAnswer } from './api.ts';

/** Schema-valid sample thread, shared by tests and stories. Includes hostile markup. */
export const threadFixture: ThreadAnswer = {
  success: true,
  total: 3,
  nextOffset: null,
  comments: [
    {
      id: 11,
      name: 'Max M.',
      date: '2026-03-14T10:00:00Z',
      html: 'Starkes Spiel der <b>Zweiten</b>!',
      repliesUrl: '/ajax/comments/replies/11',
      replyCount: 2,
      deletable: true,
    },
    {
      id: 12,
      name: '<svg onload=alert("xss-name")>Hacker',
      date: '2026-03-14T09:00:00Z',
      html: '<img src=x onerror="alert(\'xss\')"><script>alert(1)</script><a href="javascript:alert(2)">Klick</a> Hallo',
      repliesUrl: null,
      replyCount: 0,
      deletable: false,
    },
    {
      id: 13,
      name: 'Lena K.',
      date: '2026-03-14T08:00:00Z',
      html: '<blockquote class="comment-quote"><cite>Max M.</cite> Zitat</blockquote> Meine Meinung',
      repliesUrl: null,
      replyCount: 0,
      deletable: false,
    },
  ],
};

export const repliesFixture =
  '<article class="comment"><p><strong>Tom B.</strong></p><div class="comment__text">Sehe ich auch so.</div></article><article class="comment"><p><strong>Eva S.</strong></p><div class="comment__text">Ich nicht <img src=x onerror=alert(3)></div></article>';

export const emptyThreadFixture: ThreadAnswer = {
  success: true,
  total: 0,
  nextOffset: null,
  comments: [],
};

export const schemaMismatchThread = { success: true, comments: [{ id: 'x' }] };

/** threadFixture as the real portal spells it: 32-character comment ids. */
export const portalIdThread = withPortalIds(threadFixture);
