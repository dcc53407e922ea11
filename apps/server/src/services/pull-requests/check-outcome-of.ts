import type { Finding } from '@driftwatch/engine';
import type { CheckAnnotation, CheckConclusion, CheckOutcome } from './code-host-publisher.js';

/** Drift that breaks readers of the docs: a documented API the change removed or renamed. */
function isBreaking(finding: Finding): boolean {
  return finding.severity === 'critical' || finding.severity === 'high';
}

function levelOf(finding: Finding): CheckAnnotation['level'] {
  if (isBreaking(finding)) return 'failure';
  return finding.severity === 'medium' ? 'warning' : 'notice';
}

function annotationOf(finding: Finding): CheckAnnotation | null {
  const where = finding.doc
    ? {
        path: finding.doc.path,
        startLine: finding.doc.line,
        endLine: Math.max(finding.doc.line, finding.doc.endLine),
      }
    : finding.code
      ? { path: finding.code.path, startLine: finding.code.line, endLine: finding.code.line }
      : null;
  if (!where) return null;
  const fix = finding.suggestions[0];
  return {
    ...where,
    level: levelOf(finding),
    title: finding.title,
    message: fix ? `${finding.description}\nFix: ${fix}` : finding.description,
  };
}

function conclusionOf(findings: Finding[], detectBreaking: boolean): CheckConclusion {
  if (findings.length === 0) return 'success';
  return detectBreaking && findings.some(isBreaking) ? 'failure' : 'neutral';
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * The check's result: success when the pull request leaves no drift, failure when it leaves
 * breaking drift and the repository asks to detect breaking changes, neutral otherwise.
 */
export function checkOutcomeOf(input: {
  findings: Finding[];
  fixed: number;
  detectBreaking: boolean;
}): CheckOutcome {
  const { findings, fixed } = input;
  const conclusion = conclusionOf(findings, input.detectBreaking);
  const title =
    findings.length === 0
      ? fixed > 0
        ? `All documentation drift fixed (${plural(fixed, 'finding', 'findings')})`
        : 'No documentation drift'
      : `${plural(findings.length, 'documentation drift', 'documentation drifts')} in this pull request`;
  const summary =
    findings.length === 0
      ? 'The docs agree with the code this pull request changes.'
      : findings.map((finding) => `- **${finding.severity}** ${finding.title}`).join('\n');
  return {
    conclusion,
    title,
    summary,
    annotations: findings.map(annotationOf).filter((annotation) => annotation !== null),
  };
}
