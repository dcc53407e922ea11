import { ButtonLink } from '../../../components/ui/button-link';

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
        <ButtonLink to="/signup" size="lg" variant="secondary">
          Start Free Trial
        </ButtonLink>
      </div>
    </section>
  );
}
