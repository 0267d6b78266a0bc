import { useId } from 'react';
import { safeUrl } from '@anstoss/api';
import { useTranslation } from '@anstoss/i18n';
import { ErrorText, Loader, type ErrorMessage } from '@anstoss/ui';
import type { ClubEntry, TeamEntry } from '../api.ts';

export interface TeamListProps {
  club: ClubEntry;
  status: 'idle' | 'loading' | 'ready' | 'error';
  teams: TeamEntry[];
  error: ErrorMessage | null;
  onRetry: () => void;
}

/** The chosen club's teams, each linking to its page. */
export function TeamList({ club, status, teams, error, onRetry }: TeamListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section
      className="ast-club-search__teams"
      aria-labelledby={headingId}
      aria-busy={status === 'loading' || undefined}
    >
      <h2 id={headingId} className="ast-club-search__teams-title">
        {t('anstoss.clubSearch.teamsOf', { club: club.name })}
      </h2>
      {status === 'loading' && <Loader />}
      {status === 'error' && <ErrorText message={error ?? undefined} onRetry={onRetry} />}
      {status === 'ready' &&
        (teams.length === 0 ? (
          <p>{t('anstoss.clubSearch.noTeams')}</p>
        ) : (
          <ul className="ast-club-search__team-list">
            {teams.map((team) => (
              <li key={String(team.id)}>
                {team.url && safeUrl(team.url) ? (
                  <a href={team.url}>{team.name}</a>
                ) : (
                  <span>{team.name}</span>
                )}
                {team.competition ? (
                  <span className="ast-club-search__competition"> · {team.competition}</span>
                ) : null}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
