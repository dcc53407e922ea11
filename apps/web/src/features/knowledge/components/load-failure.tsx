import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';

interface LoadFailureProps {
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** A failed load named by what was being loaded, with the reason and a way to ask again. */
export function LoadFailure({ title, error, onRetry }: LoadFailureProps) {
  return (
    <div
      className="flex flex-col items-center gap-2 rounded-xl border border-red-200 bg-red-50 p-6 text-center"
      role="alert"
    >
      <p className="text-sm font-medium text-red-900">{title}</p>
      <p className="text-xs text-red-800">{errorMessage(error, 'Please try again')}</p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        <RotateCw aria-hidden /> Try again
      </Button>
    </div>
  );
}
