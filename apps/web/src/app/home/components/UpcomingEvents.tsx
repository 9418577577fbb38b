import type { HotMatch } from '@app/contracts';
import { useState } from 'react';
import { SlideDots } from '../../../features/content';
import { GAME_ICONS, initials, useHotMatches, useLaunch } from '../../../features/games';
import { useTranslation } from '../../../i18n';
import { useStatus } from '../../../shared/api/get-status';
import { formatMatchTime } from '../../../shared/lib/date-time';
import { imageUrl } from '../../../shared/lib/image-cdn';
import { SvgIcon } from '../../../shared/ui/Icon';
import { pairs } from '../lib/pairs';

/** A team logo, or drawn initials when there is none or it fails to load. */
function TeamLogo({ src, name }: { src: string; name: string }) {
  const cdns = useStatus().data?.info.imageCDNs ?? [];
  const [failed, setFailed] = useState(false);
  if (src && !failed)
    return (
      <img
        className="event-logo"
        src={imageUrl(src, cdns)}
        alt=""
        loading="lazy"
        onError={() => setFailed(true)}
      />
    );
  return (
    <span className="event-logo event-logo-drawn" aria-hidden="true" data-testid="event-logo-drawn">
      {initials(name)}
    </span>
  );
}

function MatchCard({ match, onBet }: { match: HotMatch; onBet(match: HotMatch): void }) {
  const { t } = useTranslation();
  return (
    <article className="event-card" data-testid="event-match">
      <header className="event-league">{match.league}</header>
      <div className="event-teams">
        <div className="event-team">
          <TeamLogo src={match.homeTeamImageUrl} name={match.homeTeam} />
          <span data-testid="event-home">{match.homeTeam}</span>
        </div>
        <span className="event-vs">{t('home_events_vs')}</span>
        <div className="event-team">
          <TeamLogo src={match.awayTeamImageUrl} name={match.awayTeam} />
          <span data-testid="event-away">{match.awayTeam}</span>
        </div>
      </div>
      <time className="event-time" dateTime={match.matchTime} data-testid="event-time">
        {formatMatchTime(match.matchTime)}
      </time>
      <button
        type="button"
        className="btn btn-primary event-bet"
        onClick={() => onBet(match)}
        data-testid="event-bet"
      >
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
    <section className="home-section events" data-testid="home-events">
      <header className="home-section-head">
        <span className="home-section-icon" aria-hidden="true">
          <SvgIcon d={GAME_ICONS.ball} size={18} />
        </span>
        <h2>{t('home_events')}</h2>
      </header>
      <div
        className="events-track"
        onScroll={(e) =>
          setIndex(Math.round(e.currentTarget.scrollLeft / Math.max(1, e.currentTarget.clientWidth)))
        }
      >
        {slides.map((slide) => (
          <div
            key={slide.map((m) => `${m.nodeId}-${m.matchTime}-${m.homeTeam}`).join('|')}
            className="events-slide"
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
