import { useMemo } from 'react';
import './falling-stars.css';

/** The falling-star decoration has exactly 40 elements. */
export const STAR_COUNT = 40;

/** Deterministic pseudo-random spread so server-free renders and tests are stable. */
const spread = (i: number, salt: number) => ((i * 37 + salt * 11) % 100) / 100;

export function FallingStars() {
  const stars = useMemo(
    () =>
      Array.from({ length: STAR_COUNT }, (_, i) => ({
        insetInlineStart: `${spread(i, 1) * 100}%`,
        animationDelay: `${(spread(i, 3) * 8).toFixed(2)}s`,
        animationDuration: `${(4 + spread(i, 7) * 6).toFixed(2)}s`,
        blockSize: `${40 + Math.round(spread(i, 5) * 60)}px`,
      })),
    [],
  );
  return (
    <div className="mk-stars-fall" aria-hidden="true" data-testid="falling-stars">
      {stars.map((style, i) => (
        <span key={i} className="mk-stars-fall__star" style={style} />
      ))}
    </div>
  );
}
