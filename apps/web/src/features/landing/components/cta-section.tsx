import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

export function CtaSection() {
  return (
    <section aria-labelledby="cta-heading" className="bg-accent-600 py-16">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 text-center">
        <h2 id="cta-heading" className="text-3xl font-semibold tracking-tight text-white">
          Find your first drift issue in minutes
        </h2>
        <p className="text-lg text-accent-100">
          Connect a repository, and Driftwatch shows where the docs went stale.
        </p>
        <Button size="lg" variant="secondary" asChild>
          <Link to="/signup">Start Free Trial</Link>
        </Button>
      </div>
    </section>
  );
}
