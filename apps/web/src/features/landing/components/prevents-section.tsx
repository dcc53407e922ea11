import { BellRing, FileDiff, GitPullRequestArrow } from 'lucide-react';
import { SectionHeading } from './section-heading';

const items = [
  {
    icon: GitPullRequestArrow,
    title: 'Pull-request-aware drift checks',
    text: 'Every pull request is compared with the docs that describe the code it touches, before it merges.',
  },
  {
    icon: FileDiff,
    title: 'API and interface diffs',
    text: 'Renamed functions, removed parameters, changed endpoints and flags are matched against every mention in your docs.',
  },
  {
    icon: BellRing,
    title: 'Actionable alerts',
    text: 'Each finding names the file, the claim and the code, with a suggested fix — in the PR, in chat and by email.',
  },
];

export function PreventsSection() {
  return (
    <section aria-labelledby="prevents-heading" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="prevents-heading"
          eyebrow="What it prevents"
          title="Docs that quietly stop telling the truth"
          description="Outdated docs cost support tickets, failed integrations and lost trust. Driftwatch catches them as the code changes."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {items.map((item) => (
            <li key={item.title} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
              <span className="flex size-11 items-center justify-center rounded-xl bg-accent-600 text-white">
                <item.icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-2 text-slate-600">{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
