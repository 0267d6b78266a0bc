/** Timeline geometry of the match quick view (spec §9 Charts and timeline). */
import { spreadMarks } from '@anstoss/ui';
import type { MatchEvents, QuickviewEvent } from './api.ts';

export const HEXAGON_WIDTH = 36;
export const HOME_ICON_OFFSET = 30; // px above the line
export const AWAY_ICON_OFFSET = 20; // px below the line
export const NARROW_CONTAINER = 710;
/** Icons are 12 px squares or discs (matchQuickview.css). */
export const ICON_SIZE = 12;

/** Right padding: 55 when the container is at most 710 px wide, else 30. */
export function rightPadding(containerWidth: number): number {
  return containerWidth <= NARROW_CONTAINER ? 55 : 30;
}

/** Icon offset from the line: home icons 30 px above (negative), away icons 20 px below. */
export function iconOffset(team: 'home' | 'away'): number {
  return team === 'home' ? -HOME_ICON_OFFSET : AWAY_ICON_OFFSET;
}

export type SectionKey = 'first-half' | 'second-half' | 'extra-time';

export interface TimelineSection {
  key: SectionKey;
  start: number;
  end: number;
  events: QuickviewEvent[];
}

/**
 * The sections to draw: first half, second half (folded into the first when durationSections is
 * 1), extra time when present.
 */
export function timelineSections(data: MatchEvents): TimelineSection[] {
  const s = data.sections;
  const first = s['first-half'];
  const second = s['second-half'];
  const extra = s['extra-time'];
  const list: TimelineSection[] = [];
  if (data.durationSections === 1) {
    list.push({
      key: 'first-half',
      start: 0,
      end: data.duration,
      events: [...(first?.events ?? []), ...(second?.events ?? [])],
    });
  } else {
    list.push({
      key: 'first-half',
      start: first?.start ?? 0,
      end: first?.end ?? data.duration / 2,
      events: first?.events ?? [],
    });
    list.push({
      key: 'second-half',
      start: second?.start ?? data.duration / 2,
      end: second?.end ?? data.duration,
      events: second?.events ?? [],
    });
  }
  if (extra && (extra.events.length > 0 || extra.end > extra.start)) {
    list.push({ key: 'extra-time', start: extra.start, end: extra.end, events: extra.events });
  }
  return list;
}

/** Total minutes on the line: the duration, plus extra time when drawn. */
export function totalMinutes(data: MatchEvents, sections: TimelineSection[]): number {
  return sections.some((s) => s.key === 'extra-time')
    ? data.duration + data.extraTimeDuration
    : data.duration;
}

/** x of a minute: the line runs from half a hexagon to width − right padding − half a hexagon. */
export function xOf(minute: number, total: number, containerWidth: number): number {
  const start = HEXAGON_WIDTH / 2;
  const end = containerWidth - rightPadding(containerWidth) - HEXAGON_WIDTH / 2;
  const clamped = Math.min(Math.max(minute, 0), total);
  return start + (total > 0 ? (clamped / total) * Math.max(0, end - start) : 0);
}

/** Icon class per event type: goal, goal own-goal, yellow-card, red-card, yellow-red-card, other. */
export function iconClass(type: string): string {
  const known = ['goal', 'goal own-goal', 'yellow-card', 'red-card', 'yellow-red-card'];
  return known.includes(type) ? type : `other ${type.replace(/[^a-z0-9-]/gi, '')}`.trim();
}

/**
 * Where the icons of one side sit: at their minute, apart by an icon and a pixel, within the
 * chart (spreadMarks). Stoppage time so fans out into the padding after the line. `xs` in the
 * order of the events.
 */
export function spreadIcons(xs: readonly number[], containerWidth: number): number[] {
  return spreadMarks(xs, ICON_SIZE, ICON_SIZE / 2, containerWidth - ICON_SIZE / 2);
}
