import { KeyRound, ShieldCheck, Trash2 } from 'lucide-react';

const items = [
  {
    icon: KeyRound,
    title: 'Least-privilege access',
    text: 'The GitHub App asks only for what a check needs: read access to code and write access to checks and comments.',
  },
  {
    icon: Trash2,
    title: 'No long-term code storage',
    text: 'Code is read to extract facts for a scan and is not kept afterwards. Only findings and their evidence are stored.',
  },
  {
    icon: ShieldCheck,
    title: 'Role-based access and audit trails',
    text: 'Owners, admins and members see what their role allows, and every change to an issue is recorded.',
  },
];

export function SecuritySection() {
  return (
    <section aria-labelledby="security-heading" className="bg-slate-900 py-20 text-white sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-accent-200 uppercase">
            Security and privacy
          </p>
          <h2 id="security-heading" className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">
            Built to be trusted with your code
          </h2>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {items.map((item) => (
            <li key={item.title} className="rounded-2xl border border-slate-700 bg-slate-800/60 p-6">
              <item.icon className="size-6 text-accent-200" aria-hidden />
              <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 text-slate-300">{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
