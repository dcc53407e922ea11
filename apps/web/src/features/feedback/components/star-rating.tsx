import { Star } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { nextRating, ratingLabels } from '../lib/rating-labels';

interface StarRatingProps {
  value: number | null;
  onChange: (value: number | null) => void;
}

/** Optional 1-5 rating; each star is a toggle button so keyboard and screen-reader users can set or clear it. */
export function StarRating({ value, onChange }: StarRatingProps) {
  const label = value === null ? 'No rating' : ratingLabels[value - 1];
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">
        Rating <span className="font-normal text-slate-500">(optional)</span>
      </legend>
      <div className="flex items-center gap-3">
        <div className="flex gap-1">
          {ratingLabels.map((name, index) => {
            const star = index + 1;
            const filled = value !== null && star <= value;
            return (
              <button
                key={name}
                type="button"
                onClick={() => onChange(nextRating(value, star))}
                aria-pressed={value === star}
                aria-label={`${star} star${star > 1 ? 's' : ''}: ${name}`}
                title={name}
                className="rounded-md p-1 text-slate-300 transition-colors hover:text-amber-400"
              >
                <Star className={cn('size-6', filled && 'fill-amber-400 text-amber-400')} aria-hidden />
              </button>
            );
          })}
        </div>
        <span className="text-sm text-slate-600" aria-live="polite">
          {label}
        </span>
      </div>
    </fieldset>
  );
}
