/**
 * Articles that exist whatever the anchor day, under slugs that never change: tests and the
 * community seed address them by slug, never by their position in a list (which depends on the
 * date). The generated news around them vary with the anchor; these do not.
 */
import { addDays, berlinTime } from '../logic/dates.ts';
import { DEFAULT_ASSOCIATION_ID } from './lookups.ts';
import type { News } from './model.ts';
import { newsPictureNumber } from './pictures.ts';

/** Carries the long comment thread, the hostile comment fixtures and legacy-HTML replies. */
export const LONG_THREAD_SLUG = 'leserforum-was-bewegt-den-amateurfussball-in-der-region';

/** An article with a lead of usual length (two lines), shown whole. */
export const SHORT_LEAD_SLUG = 'schiedsrichter-lehrgang-24-neulinge-bestehen-die-pruefung';

interface FixedArticle {
  slug: string;
  title: string;
  teaser: string;
  paragraphs: string[];
  categoryId: string;
  /** Days before the anchor; published at 08:00 Berlin time. */
  daysBack: number;
}

const FIXED_ARTICLES: FixedArticle[] = [
  {
    slug: LONG_THREAD_SLUG,
    title: 'Leserforum: Was bewegt den Amateurfußball in der Region?',
    teaser:
      'Kunstrasen, Schiedsrichtermangel, Ehrenamt: Wir haben gefragt, was euch auf und neben dem Platz beschäftigt. Hier ist Platz für eure Meinung, ob ihr selbst spielt, pfeift, trainiert, am Grill steht oder jeden Sonntag am Spielfeldrand mitfiebert.',
    paragraphs: [
      'Jedes Wochenende stehen Tausende Ehrenamtliche an den Plätzen der Region, waschen Trikots, pfeifen Spiele und stehen am Grill. Was läuft gut, was muss besser werden?',
      'Schreibt uns in den Kommentaren, was euch bewegt. Die Redaktion liest mit und greift eure Themen in den kommenden Wochen auf.',
    ],
    categoryId: 'verband',
    daysBack: 9,
  },
  {
    slug: SHORT_LEAD_SLUG,
    title: 'Schiedsrichter-Lehrgang: 24 Neulinge bestehen die Prüfung',
    teaser:
      'Nach drei Wochenenden Theorie und einer Prüfung auf dem Platz pfeifen ab sofort 24 neue Unparteiische.',
    paragraphs: [
      'Der Lehrgang im Verbandsheim war ausgebucht: Regelkunde, Stellungsspiel und ein Lauftest standen auf dem Plan.',
      'Die ersten Einsätze folgen in den Jugendligen, begleitet von erfahrenen Paten aus den Schiedsrichtergruppen.',
    ],
    categoryId: 'schiedsrichter',
    daysBack: 23,
  },
];

/** The fixed articles with ids after the generated ones; slugs are reserved in `slugs`. */
export function fixedNews(anchor: string, firstId: number, slugs: Set<string>): News[] {
  return FIXED_ARTICLES.map((a, i) => {
    slugs.add(a.slug);
    return {
      id: firstId + i,
      slug: a.slug,
      title: a.title,
      teaser: a.teaser,
      body: a.paragraphs.join('\n\n'),
      categoryId: a.categoryId,
      associationId: DEFAULT_ASSOCIATION_ID,
      areaId: null,
      clubId: null,
      author: 'Redaktion',
      publishedAt: berlinTime(addDays(anchor, -a.daysBack), 8, 0),
      imageHue: newsPictureNumber(140 + i * 53, a.categoryId, i),
    };
  });
}
