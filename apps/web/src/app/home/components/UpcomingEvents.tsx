import type { HotMatch } from '@app/contracts';
import { useState } from 'react';
import { SlideDots } from '../../../features/content';
import { GAME_ICONS, initials, useHotMatches, useLaunch } from '../../../features/games';
import { useTranslation } from '../../../i18n';
import { useStatus } from '../../../shared/api/get-status';
import { formatMatchTime } from '../../../shared/lib/date-time';
import { imageUrl } from '../../../shared/lib/image-cdn';
import { pairs } from '../lib/pairs';
import { SectionHead } from './HomeSection';
import * as sectionStyles from './sections.module.css';
import * as styles from './upcoming-events.module.css';

/** A team logo, or drawn initials when there is none or it fails to load. */
function TeamLogo({ src, name }: { src: string; name: string }) {
  const cdns = useStatus().data?.info.imageCDNs ?? [];
  const [failed, setFailed] = useState(false);
  if (src && !failed)
    return (
      <img
        className={styles.logo}
        src={imageUrl(src, cdns)}
        alt=""
        loading="lazy"
        onError={() => setFailed(true)}
      />
    );
  return (
    <span className={styles.logo} aria-hidden="true" data-testid="event-logo-drawn">
      {initials(name)}
    </span>
  );
}

function MatchCard({ match, onBet }: { match: HotMatch; onBet(match: HotMatch): void }) {
  const { t } = useTranslation();
  return (
    <article data-testid="event-match">
      <header>{match.league}</header>
      <div className={styles.teams}>
        <div>
          <TeamLogo src={match.homeTeamImageUrl} name={match.homeTeam} />
          <span data-testid="event-home">{match.homeTeam}</span>
        </div>
        <span>{t('home_events_vs')}</span>
        <div>
          <TeamLogo src={match.awayTeamImageUrl} name={match.awayTeam} />
          <span data-testid="event-away">{match.awayTeam}</span>
        </div>
      </div>
      <time dateTime={match.matchTime} data-testid="event-time">
        {formatMatchTime(match.matchTime)}
      </time>
      <button type="button" className="btn btn-primary" onClick={() => onBet(match)} data-testid="event-bet">
        {t('home_bet_now')}
      </button>
    </article>
  );
}

/**
 * The upcoming events (R-HOME-25 … R-HOME-27, R-HOME-08): two matches per slide; "Bet now" opens
 * the match's sports game through the generic launcher (guests log in first). Hidden when empty.
 */
export function UpcomingEvents() {
  const { t } = useTranslation();
  const launch = useLaunch();
  const matches = useHotMatches().data?.list ?? [];
  const [index, setIndex] = useState(0);
  if (matches.length === 0) return null;
  const slides = pairs(matches);
  const bet = (m: HotMatch) =>
    void launch({
      vassalage: m.vendor,
      supportPlay: m.supportPlay,
      nodeId: m.nodeId,
      category: 'SPORTS',
      gameName: `${m.homeTeam} – ${m.awayTeam}`,
    });
  return (
    <section className={sectionStyles.section} data-testid="home-events">
      <SectionHead icon={GAME_ICONS.ball} title={t('home_events')} />
      <div
        className={styles.track}
        onScroll={(e) =>
          setIndex(Math.round(e.currentTarget.scrollLeft / Math.max(1, e.currentTarget.clientWidth)))
        }
      >
        {slides.map((slide) => (
          <div
            key={slide.map((m) => `${m.nodeId}-${m.matchTime}-${m.homeTeam}`).join('|')}
            data-testid="events-slide"
          >
            {slide.map((m) => (
              <MatchCard key={`${m.nodeId}-${m.matchTime}-${m.homeTeam}`} match={m} onBet={bet} />
            ))}
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <SlideDots keys={slides.map((slide, i) => slide[0]?.matchTime ?? i)} index={index} />
      )}
    </section>
  );
}
