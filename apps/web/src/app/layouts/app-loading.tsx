import { BrandMark } from '../../components/ui/brand-logo';
import { Spinner } from '../../components/ui/spinner';

/** Shown while the first screen's code loads, before the router can render anything. */
export function AppLoading() {
  return (
    <div
      className="flex min-h-dvh flex-col items-center justify-center gap-4"
      role="status"
      aria-live="polite"
    >
      <BrandMark className="size-10" />
      <Spinner />
      <span className="sr-only">Loading...</span>
    </div>
  );
}
