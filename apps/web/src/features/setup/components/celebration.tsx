import { PartyPopper } from 'lucide-react';
import { type CSSProperties, useEffect, useState } from 'react';
import { cn } from '../../../lib/cn';
import { CELEBRATION_MS } from '../lib/setup-steps';

const PIECES = Array.from({ length: 18 }, (_, index) => index);
const COLOURS = ['bg-accent-500', 'bg-emerald-400', 'bg-amber-400', 'bg-sky-400', 'bg-rose-400'];

function pieceStyle(piece: number): CSSProperties {
  const angle = (piece / PIECES.length) * 2 * Math.PI;
  const distance = 56 + (piece % 3) * 16;
  // Custom properties drive the shared `confetti` keyframes in index.css.
  return {
    '--dx': `${Math.round(Math.cos(angle) * distance)}px`,
    '--dy': `${Math.round(Math.sin(angle) * distance)}px`,
    '--rot': `${piece * 40}deg`,
    animationDuration: `${CELEBRATION_MS}ms`,
  } as CSSProperties;
}

/** A short burst of confetti around the icon, removed after the 1500 ms celebration. */
export function Celebration() {
  const [active, setActive] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setActive(false), CELEBRATION_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className="relative mx-auto flex size-16 items-center justify-center" data-celebrating={active}>
      <span className="flex size-16 animate-pop items-center justify-center rounded-full bg-emerald-100 text-emerald-600">
        <PartyPopper className="size-8" aria-hidden />
      </span>
      {active
        ? PIECES.map((piece) => (
            <span
              key={piece}
              aria-hidden
              className={cn('confetti-piece absolute size-2 rounded-sm', COLOURS[piece % COLOURS.length])}
              style={pieceStyle(piece)}
            />
          ))
        : null}
    </div>
  );
}
