import { PlayCircle, Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';

export function HeroSection({ onWatchDemo }: { onWatchDemo: () => void }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-accent-50 via-white to-white">
      <div className="mx-auto max-w-7xl px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-24 lg:px-8">
        <p className="inline-flex items-center gap-2 rounded-full border border-accent-200 bg-white px-3 py-1 text-sm font-medium text-accent-800">
          <Sparkles className="size-4" aria-hidden /> Early preview · 14-day free trial
        </p>
        <h1 className="mx-auto mt-6 max-w-4xl text-4xl font-semibold tracking-tight text-slate-900 sm:text-6xl">
          Catch documentation drift before your users do
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600 sm:text-xl">
          Driftwatch flags where your docs no longer match your code — in every pull request and in scheduled
          scans of your external documentation — and alerts your team in chat and email.
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <ButtonLink to="/signup" size="lg" className="w-full sm:w-auto">
            Start Free Trial
          </ButtonLink>
          <Button size="lg" variant="secondary" onClick={onWatchDemo} className="w-full sm:w-auto">
            <PlayCircle aria-hidden /> Watch Demo
          </Button>
        </div>
        <p className="mt-4 text-sm text-slate-600">
          No credit card required · First drift issue found in minutes
        </p>
      </div>
    </section>
  );
}
