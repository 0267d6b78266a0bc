import type { useTranslation } from '@anstoss/i18n';
import type { MatchPhase, SectionEndKind } from '../logic.ts';

type TFunction = ReturnType<typeof useTranslation>['t'];

/** Spoken and visible name of an event type (literal keys, so the repository check sees them). */
export function eventLabel(t: TFunction, typeId: number): string {
  switch (typeId) {
    case 1:
    case 100:
      return t('anstoss.liveTicker.event.goal');
    case 12:
      return t('anstoss.liveTicker.event.ownGoal');
    case 2:
      return t('anstoss.liveTicker.event.yellowCard');
    case 3:
      return t('anstoss.liveTicker.event.redCard');
    case 9:
      return t('anstoss.liveTicker.event.yellowRedCard');
    case 4:
      return t('anstoss.liveTicker.event.substitution');
    // A note of the reporter (off the post, a chance): outside the shoot-out, where 28 is a miss.
    case 28:
      return t('anstoss.liveTicker.event.note');
    default:
      return t('anstoss.liveTicker.event.other');
  }
}

export function sectionLabel(t: TFunction, sectionTypeId: number): string {
  switch (sectionTypeId) {
    case 2:
      return t('anstoss.liveTicker.section.firstHalf');
    case 3:
      return t('anstoss.liveTicker.section.secondHalf');
    case 4:
      return t('anstoss.liveTicker.section.extraTimeFirst');
    case 5:
      return t('anstoss.liveTicker.section.extraTimeSecond');
    case 6:
      return t('anstoss.liveTicker.section.penalties');
    default:
      return '';
  }
}

/** The line that opens a section: "Anpfiff", "Anpfiff zur 2. Halbzeit" … */
export function sectionStartLabel(t: TFunction, sectionTypeId: number): string {
  switch (sectionTypeId) {
    case 3:
      return t('anstoss.liveTicker.start.secondHalf');
    case 4:
      return t('anstoss.liveTicker.start.extraTimeFirst');
    case 5:
      return t('anstoss.liveTicker.start.extraTimeSecond');
    case 6:
      return t('anstoss.liveTicker.start.penalties');
    default:
      return t('anstoss.liveTicker.start.firstHalf');
  }
}

/** The line that ends a section: one text ("Halbzeit", "Abpfiff"), never label + "beendet". */
export function sectionEndLabel(t: TFunction, end: SectionEndKind): string {
  switch (end) {
    case 'halftime':
      return t('anstoss.liveTicker.end.halftime');
    case 'final':
      return t('anstoss.liveTicker.end.final');
    case 'extraTimeHalf':
      return t('anstoss.liveTicker.end.extraTimeHalf');
    case 'extraTime':
      return t('anstoss.liveTicker.end.extraTime');
    case 'shootout':
      return t('anstoss.liveTicker.end.shootout');
    default:
      return t('anstoss.liveTicker.end.regular');
  }
}

/** The state of the match under the score, without the running clock. */
export function phaseLabel(
  t: TFunction,
  phase: MatchPhase,
  durationSections: number,
  extras: { kickoff: string | null; shootout: string | null },
): string {
  switch (phase.kind) {
    case 'scheduled':
      return extras.kickoff
        ? t('anstoss.liveTicker.phase.scheduled', { time: extras.kickoff })
        : t('anstoss.liveTicker.phase.notStarted');
    case 'running':
      return sectionLabel(t, phase.section);
    case 'break':
      if (phase.after === 2 && durationSections !== 1)
        return t('anstoss.liveTicker.phase.halftime');
      if (phase.after === 4) return t('anstoss.liveTicker.phase.extraTimeBreak');
      if (phase.after === 5) return t('anstoss.liveTicker.phase.beforeShootout');
      return t('anstoss.liveTicker.phase.beforeExtraTime');
    case 'shootout':
      return t('anstoss.liveTicker.phase.shootout', { score: extras.shootout ?? '0:0' });
    case 'finished':
      return t('anstoss.liveTicker.phase.finished');
  }
}
