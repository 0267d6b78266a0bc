/**
 * Server-rendered community markup (issue 5): the comment HTML the comments widget sanitises and
 * shows, the replies fragment, and the widget hosts of the article page and the start page.
 */
import { html, jsonForScript, raw, type SafeHtml } from '../html.ts';
import { formatDate, formatTime, isoString } from '../logic/dates.ts';
import type { CommentRow } from '../repo/comments.ts';
import { widgetHost } from './widgetHosts.ts';
import { currentLang } from '../i18n/current.ts';
import { tr } from '../i18n/pages.ts';

const QUOTE = /\(quote\)\(quotefrom\)([\s\S]*?)\(\/quotefrom\)([\s\S]*?)\(\/quote\)/g;

/**
 * A comment's text as HTML: everything escaped, line breaks kept, and the quote markup
 * `(quote)(quotefrom)name(/quotefrom)text(/quote)` shown as a blockquote. Imported legacy rows
 * carry raw HTML and pass through unchanged: the widget must sanitise (and does).
 */
export function commentBodyHtml(row: Pick<CommentRow, 'body' | 'legacyHtml'>): string {
  if (row.legacyHtml) return row.legacyHtml;
  const escaped = html`${row.body}`.value;
  const quoted = escaped.replace(
    QUOTE,
    (_all, name: string, text: string) =>
      `<blockquote class="comment-quote"><cite>${name}</cite> ${text}</blockquote>`,
  );
  return quoted.replace(/\r?\n/g, '<br>');
}

function pollHtml(row: CommentRow): SafeHtml | null {
  const p = row.poll;
  if (!p) return null;
  return html`<div class="comment-poll">
    <p class="comment-poll__title">${p.title} <span>(${tr('ab {date}', { date: p.datumVon })})</span></p>
    <p>${p.question}</p>
    <ul><li>${p.answer1}</li><li>${p.answer2}</li></ul>
  </div>`;
}

/** A whole comment as an article (used for replies and for a freshly posted comment). */
export function commentArticle(row: CommentRow): string {
  return html`<article class="comment" data-comment-id="${row.id}">
    <p class="comment__meta"><strong class="comment__author">${row.authorName}</strong>
      <time datetime="${isoString(row.createdAt)}">${tr('{date}, {time} Uhr', { date: formatDate(row.createdAt), time: formatTime(row.createdAt) })}</time></p>
    <div class="comment__text">${raw(commentBodyHtml(row))}</div>
    ${pollHtml(row)}
  </article>`.value;
}

/** The HTML of a comment's own text (plus its poll), as the thread endpoint sends it. */
export function commentContentHtml(row: CommentRow): string {
  return `${commentBodyHtml(row)}${pollHtml(row)?.value ?? ''}`;
}

export function repliesFragment(rows: CommentRow[]): string {
  return rows.map(commentArticle).join('');
}

/** The first page of a thread as the comments endpoint answers it (routes/community.ts). */
export interface ThreadPageData {
  total: number;
  nextOffset: number | null;
  comments: {
    id: number;
    name: string;
    date: string;
    html: string;
    repliesUrl: string | null;
    replyCount: number;
    deletable: boolean;
  }[];
}

const COMMENT_TIME = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "14.03.26 11:00", as the widget shows it (dd.MM.yy HH:mm), so taking over moves nothing. */
export function commentTime(iso: string): string {
  const p = Object.fromEntries(
    COMMENT_TIME.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
}

/**
 * A comment's HTML for the page itself. Our own comments are escaped already; imported legacy
 * HTML is never put into the page as it is (the server has no sanitiser): its tags are dropped
 * and the text is escaped. The widget, taking over, shows the sanitised original.
 */
export function serverCommentHtml(htmlText: string, legacy: boolean): SafeHtml {
  if (!legacy) return raw(htmlText);
  const text = htmlText
    .replace(/<(script|style|template|iframe|object|noscript)[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>?/g, ' ')
    .replace(/&(?:[a-z]+|#\d+);/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return html`${text}`;
}

/**
 * Spec §3: comments are server-rendered HTML. The first page of the thread is in the article's
 * HTML, readable without JavaScript; the same page as JSON in the host's props script lets the
 * comments widget take it over (tools, replies, quoting) without fetching it again.
 */
export function commentsThreadHost(
  newsId: number,
  page: ThreadPageData,
  legacyIds: ReadonlySet<number> = new Set(),
): SafeHtml {
  const count =
    page.total === 1 ? tr('1 Kommentar') : tr('{count} Kommentare', { count: page.total });
  // Members write German: inside an English page their words say so (WCAG 3.1.2).
  const german = currentLang() === 'de' ? null : html` lang="de"`;
  return html`<div data-widget="comments" data-url="/ajax/comments/${newsId}" data-delete-url="/ajax/comments/delete" data-report-url="/ajax/comments/report"><script type="application/json" data-props>${jsonForScript({ firstPage: { success: true, ...page } })}</script><div class="ast-widget ast-comments">
      <p class="ast-comments__count">${count}</p>
      ${
        page.comments.length === 0
          ? html`<p>${tr('Noch keine Kommentare. Schreib den ersten!')}</p>`
          : html`<ol class="ast-comments__list">${page.comments.map(
              (c) => html`<li class="ast-comment" data-comment-id="${c.id}"><article>
                <p class="ast-comment__meta"><strong class="ast-comment__author">${c.name}</strong> <time datetime="${c.date}">${commentTime(c.date)}</time></p>
                <div class="ast-comment__text"${german}>${serverCommentHtml(c.html, legacyIds.has(c.id))}</div>
              </article></li>`,
            )}</ol>`
      }
    </div></div>`;
}

/** The thread, the comment form and the report-offense button under a news article. */
export function articleCommunity(
  newsId: number,
  loggedIn: boolean,
  thread?: { page: ThreadPageData; legacyIds: ReadonlySet<number> },
): SafeHtml {
  return html`<section class="community" aria-labelledby="comments-title" id="kommentare">
    <h2 id="comments-title">${tr('Kommentare')}</h2>
    ${
      loggedIn
        ? null
        : html`<p class="community__hint">
            ${tr('{login}, um mitzudiskutieren.').split('{login}')[0]}<a
              href="/login"
              data-login-trigger
              >${tr('Melde dich an')}</a
            >${tr('{login}, um mitzudiskutieren.').split('{login}')[1]}
          </p>`
    }
    ${widgetHost('comment-form', {
      action: `/ajax/comments/${newsId}`,
      maxLength: '1000',
      poll: 'true',
      draftKey: `news-${newsId}`,
    })}
    ${
      thread
        ? commentsThreadHost(newsId, thread.page, thread.legacyIds)
        : widgetHost('comments', {
            url: `/ajax/comments/${newsId}`,
            deleteUrl: '/ajax/comments/delete',
            reportUrl: '/ajax/comments/report',
          })
    }
    ${widgetHost('report-offense', {
      action: '/ajax/report-offense',
      captchaUrl: '/ajax/captcha',
      articleUuid: `news-${newsId}`,
    })}
  </section>`;
}

/** The weekly fan poll of the start page. */
export function fanPollHost(): SafeHtml {
  return html`<section class="fan-poll-section" aria-labelledby="fan-poll-title">
    <h2 id="fan-poll-title">${tr('Fan-Umfrage der Woche')}</h2>
    ${widgetHost('fan-poll', {
      questionsUrl: '/ajax/fan-poll/questions.json',
      voteUrl: '/ajax/fan-poll/vote.json',
      pollTextUrl: '/ajax/fan-poll/text.json',
    })}
  </section>`;
}

export interface FanPhotoItem {
  id: string;
  ownerId: string;
  title: string;
  description: string;
  average: number;
  votes: number;
}

/** A picture drawn for a fan photo (the news scenes), the same for the same item. */
function fanPhotoPicture(id: string): string {
  let hue = 0;
  for (const char of id) hue = (hue * 31 + char.charCodeAt(0)) % 360;
  return `/bilder/news/mittel/${hue}.svg`;
}

/** The fan photos page body: user items with the rating, report and edit tools. */
export function fanPhotosBody(
  items: FanPhotoItem[],
  userId: string | null,
  isAdmin: boolean,
  ratings: Record<string, number>,
): SafeHtml {
  const german = currentLang() === 'de' ? null : html` lang="de"`;
  return html`<h1>${tr('Fanfotos')}</h1>
    <p>
      ${tr('Bilder unserer Community. Bewerte sie, melde Unpassendes oder bearbeite deine eigenen.')}
    </p>
    <ul class="card-grid fan-photos">
      ${items.map(
        (item) => html`<li class="card" data-item="${item.id}">
          <img src="${fanPhotoPicture(item.id)}" alt="" width="640" height="360" loading="lazy" decoding="async" />
          <div class="card__body">
          <h2 class="card__title"${german}>${item.title}</h2>
          <p${german}>${item.description}</p>
          <p class="card__meta">${tr('{count} Bewertungen', { count: item.votes })}</p>
          ${
            userId === item.ownerId
              ? html`<p class="card__meta">${tr('Deinen eigenen Beitrag kannst du nicht bewerten.')}</p>`
              : widgetHost('rating', {
                  url: `/ajax/items/${item.id}/rating`,
                  itemId: item.id,
                  rating: String(ratings[item.id] ?? 0),
                  average: item.average.toFixed(2),
                })
          }
          ${widgetHost('report-tool', { url: `/ajax/items/${item.id}/report`, itemId: item.id })}
          ${
            userId && (userId === item.ownerId || isAdmin)
              ? widgetHost('edit-item', {
                  url: `/ajax/items/${item.id}/edit`,
                  itemId: item.id,
                  title: item.title,
                  description: item.description,
                })
              : null
          }
          </div>
        </li>`,
      )}
    </ul>`;
}
