import type { useTranslation } from '@anstoss/i18n';

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
    case 29:
      return t('anstoss.liveTicker.event.sectionEnd');
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
