import { Compass } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button-link';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent-50 text-accent-600">
        <Compass className="size-7" aria-hidden />
      </span>
      <p className="mt-6 text-sm font-semibold text-accent-700">404</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-2 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <ButtonLink to="/" className="mt-8">
        Go back home
      </ButtonLink>
    </div>
  );
}
