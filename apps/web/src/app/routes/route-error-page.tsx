import { AlertTriangle } from 'lucide-react';
import { Button } from '../../components/ui/button';

/** Shown when a screen fails to load (for example a chunk missing after a deploy). */
export function RouteErrorPage() {
  return (
    <div className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center px-4 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
        <AlertTriangle className="size-7" aria-hidden />
      </span>
      <h1 className="mt-6 text-2xl font-semibold text-slate-900">Something went wrong</h1>
      <p className="mt-2 text-slate-600">This page could not be loaded. Reloading usually fixes it.</p>
      <div className="mt-8 flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <Button variant="secondary" asChild>
          <a href="/">Go home</a>
        </Button>
      </div>
    </div>
  );
}
