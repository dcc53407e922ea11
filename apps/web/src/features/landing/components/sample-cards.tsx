import { Bot, GitPullRequest, Hash, LayoutDashboard } from 'lucide-react';
import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

function SampleCard({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white shadow-sm">
      <p className="flex items-center gap-2 border-b border-slate-200 px-5 py-3 text-sm font-medium text-slate-700">
        {icon}
        {label}
      </p>
      <div className="flex-1 p-5 text-sm">{children}</div>
    </li>
  );
}

const severityStyles = {
  Critical: 'bg-red-100 text-red-800',
  Warning: 'bg-amber-100 text-amber-800',
  Info: 'bg-sky-100 text-sky-800',
} as const;

const dashboardItems: { severity: keyof typeof severityStyles; title: string; repo: string }[] = [
  { severity: 'Critical', title: 'POST /v1/orders documents a removed field', repo: 'acme/api' },
  { severity: 'Warning', title: 'README example uses old CLI flag --out', repo: 'acme/cli' },
  { severity: 'Info', title: 'Notion page links to a moved guide', repo: 'acme/docs' },
];

export function SampleCards() {
  return (
    <section aria-labelledby="samples-heading" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="samples-heading"
          eyebrow="Where you see it"
          title="Drift shows up where you already work"
        />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          <SampleCard
            icon={<GitPullRequest className="size-4 text-emerald-600" aria-hidden />}
            label="Pull-request comment"
          >
            <div className="flex gap-3">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-600 text-white">
                <Bot className="size-4" aria-hidden />
              </span>
              <div className="space-y-2 text-slate-700">
                <p className="font-medium text-slate-900">2 docs out of date in this PR</p>
                <p>
                  <code className="font-mono text-xs">docs/webhooks.md</code> still lists the{' '}
                  <code className="font-mono text-xs">retries</code> option removed in{' '}
                  <code className="font-mono text-xs">src/webhooks.ts</code>.
                </p>
                <p className="text-slate-500">Suggested fix included · Confidence 94%</p>
              </div>
            </div>
          </SampleCard>
          <SampleCard icon={<Hash className="size-4 text-slate-500" aria-hidden />} label="Chat daily scan">
            <div className="space-y-2 text-slate-700">
              <p>
                <span className="font-medium text-slate-900">Driftwatch</span>{' '}
                <span className="text-xs text-slate-500">9:00 AM</span>
              </p>
              <p>Daily scan of Notion “API Guide”: 3 new drift issues, 5 resolved since yesterday.</p>
              <ul className="list-inside list-disc text-slate-600">
                <li>1 critical in acme/api</li>
                <li>2 warnings in acme/web</li>
              </ul>
            </div>
          </SampleCard>
          <SampleCard
            icon={<LayoutDashboard className="size-4 text-accent-600" aria-hidden />}
            label="Dashboard"
          >
            <ul className="space-y-3">
              {dashboardItems.map((item) => (
                <li key={item.title} className="flex items-start gap-3">
                  <span
                    className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${severityStyles[item.severity]}`}
                  >
                    {item.severity}
                  </span>
                  <span className="text-slate-700">
                    {item.title} <span className="text-slate-500">· {item.repo}</span>
                  </span>
                </li>
              ))}
            </ul>
          </SampleCard>
        </ul>
      </div>
    </section>
  );
}
