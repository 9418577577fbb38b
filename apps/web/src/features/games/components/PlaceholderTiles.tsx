import { LIMITS } from '@app/contracts';

const KEYS = Array.from({ length: LIMITS.placeholderItems }, (_, i) => `placeholder-${i}`);

/** 4 placeholder tiles while a list loads (R-HOME-13). */
export function PlaceholderTiles({ className = 'game-tile' }: { className?: string }) {
  return (
    <>
      {KEYS.map((key) => (
        <div
          key={key}
          className={`${className} placeholder`}
          data-testid="placeholder-tile"
          aria-hidden="true"
        />
      ))}
    </>
  );
}
