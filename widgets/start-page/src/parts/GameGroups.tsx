import { useTranslation } from '@anstoss/i18n';
import { safeUrl } from '@anstoss/api';
import type { Game, GameGroup } from '../api.ts';
import { kickoffText, teamView } from '../logic.ts';

function TeamName({ team }: { team: Game['homeTeam'] }) {
  const { name, href } = teamView(team);
  return href ? <a href={href}>{name}</a> : <span>{name}</span>;
}

/** Groups of games (each with homeTeam and guestTeam), or a short note when there are none. */
export function GameGroups({ groups, empty }: { groups: GameGroup[]; empty: string }) {
  const { t } = useTranslation();
  if (groups.length === 0) return <p className="ast-start__none">{empty}</p>;
  return (
    <>
      {groups.map((group, g) => (
        <section key={g} className="ast-start__group" aria-label={group.title || undefined}>
          {group.title && <h3 className="ast-start__group-title">{group.title}</h3>}
          <ul className="ast-start__games">
            {group.games.map((game, i) => {
              const kickoff = kickoffText(game.kickoff, group.title);
              const href = game.url && safeUrl(game.url) ? game.url : null;
              return (
                <li key={game.id ?? i} className="ast-start__game">
                  <span className="ast-start__teams">
                    <TeamName team={game.homeTeam} />
                    <span aria-hidden="true"> – </span>
                    <span className="ast-visually-hidden"> {t('anstoss.startPage.versus')} </span>
                    <TeamName team={game.guestTeam} />
                  </span>
                  <span className="ast-start__meta">
                    {game.result ? <strong>{game.result}</strong> : null}
                    {kickoff ? <span>{kickoff}</span> : null}
                    {game.competition ? <span>{game.competition}</span> : null}
                    {href ? <a href={href}>{t('anstoss.startPage.toGame')}</a> : null}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
