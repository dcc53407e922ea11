import { AlertTriangle, Bot, FileText, GitPullRequest, Hash } from 'lucide-react';
import type { ReactNode } from 'react';

export interface DemoScene {
  caption: string;
  body: ReactNode;
}

function Line({ kind, children }: { kind: 'add' | 'del' | 'ctx'; children: ReactNode }) {
  const styles = {
    add: 'bg-emerald-50 text-emerald-900',
    del: 'bg-red-50 text-red-900',
    ctx: 'text-slate-700',
  };
  const sign = { add: '+', del: '-', ctx: ' ' };
  return (
    <div className={`flex gap-3 px-4 py-0.5 ${styles[kind]}`}>
      <span className="w-3 select-none text-slate-400" aria-hidden>
        {sign[kind]}
      </span>
      <span className="whitespace-pre">{children}</span>
    </div>
  );
}

const codeChange = (
  <div className="font-mono text-xs sm:text-sm">
    <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-2 font-sans text-sm text-slate-700">
      <GitPullRequest className="size-4 text-emerald-600" aria-hidden />
      <span className="font-medium">#218 Rename user creation API</span>
      <span className="text-slate-500">src/users.ts</span>
    </div>
    <div className="py-2">
      <Line kind="ctx">{'// Creates a user account'}</Line>
      <Line kind="del">{'export function createUser(name, email) {'}</Line>
      <Line kind="add">{'export function createAccount(name, email, role) {'}</Line>
      <Line kind="ctx">{'  return db.accounts.insert({ name, email, role });'}</Line>
      <Line kind="ctx">{'}'}</Line>
    </div>
  </div>
);

const docsScan = (
  <div className="relative overflow-hidden p-4 text-sm">
    <div className="mb-3 flex items-center gap-2 text-slate-700">
      <FileText className="size-4 text-accent-600" aria-hidden />
      <span className="font-medium">docs/api.md</span>
    </div>
    <div className="space-y-2 text-slate-700">
      <p className="font-semibold text-slate-900">Creating users</p>
      <p>
        Call{' '}
        <code className="rounded bg-amber-100 px-1 font-mono text-amber-900 ring-2 ring-amber-300">
          createUser(name, email)
        </code>{' '}
        to add a user to your workspace.
      </p>
      <p className="text-slate-500">It returns the new user record.</p>
    </div>
    <div className="demo-scan pointer-events-none absolute inset-x-0 top-0 h-10 bg-gradient-to-b from-accent-200/0 via-accent-200/60 to-accent-200/0" />
  </div>
);

const prComment = (
  <div className="p-4 text-sm">
    <div className="flex items-start gap-3">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-600 text-white">
        <Bot className="size-4" aria-hidden />
      </span>
      <div className="flex-1 rounded-lg border border-slate-200">
        <div className="border-b border-slate-200 bg-slate-50 px-3 py-2 text-slate-600">
          <span className="font-medium text-slate-900">driftwatch</span> commented on #218
        </div>
        <div className="space-y-2 px-3 py-3 text-slate-700">
          <p className="flex items-center gap-2 font-medium text-red-700">
            <AlertTriangle className="size-4" aria-hidden /> 1 documentation drift found
          </p>
          <p>
            <code className="font-mono">docs/api.md</code> documents{' '}
            <code className="font-mono">createUser()</code>, renamed to{' '}
            <code className="font-mono">createAccount()</code> in this pull request.
          </p>
          <p className="text-slate-500">
            Suggested fix: rename the call and document the new role parameter.
          </p>
        </div>
      </div>
    </div>
  </div>
);

const teamAlert = (
  <div className="grid gap-3 p-4 text-sm sm:grid-cols-2">
    <div className="rounded-lg border border-slate-200 p-3">
      <p className="mb-2 flex items-center gap-1 font-medium text-slate-900">
        <Hash className="size-4 text-slate-500" aria-hidden /> docs-alerts
      </p>
      <p className="text-slate-700">
        <span className="font-medium">Driftwatch</span>: new critical drift in acme/api — createUser()
        renamed.
      </p>
    </div>
    <div className="rounded-lg border border-slate-200 p-3">
      <p className="mb-2 font-medium text-slate-900">Dashboard</p>
      <div className="flex items-center justify-between gap-2">
        <span className="font-mono text-xs text-slate-600">DRIFT-42</span>
        <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800">Critical</span>
        <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">
          Resolved
        </span>
      </div>
    </div>
  </div>
);

export const demoScenes: DemoScene[] = [
  { caption: 'A pull request renames a public function.', body: codeChange },
  { caption: 'Driftwatch scans the docs that describe it.', body: docsScan },
  { caption: 'The pull request gets a precise comment with a fix.', body: prComment },
  { caption: 'Your team is alerted and tracks the issue to resolution.', body: teamAlert },
];

export const SCENE_MS = 4500;
