import type { DriftSeverity } from '@driftwatch/contract';
import type { DriftIssueMetadataColumn, NewDriftIssueRow } from '@driftwatch/db';
import type { Finding } from '@driftwatch/engine';
import { affectedFiles } from './describe-concerns.js';

/** A commit as an issue shows it. */
export interface IntroducingCommit {
  sha: string;
  message: string;
  author: string;
}

export interface ScannedCommit extends IntroducingCommit {
  /** Null for a pull-request check, which has no scans row. */
  scanId: string | null;
}

const severities: readonly DriftSeverity[] = ['critical', 'high', 'medium', 'low'];

function severityOf(finding: Finding): DriftSeverity {
  return severities.find((severity) => severity === finding.severity) ?? 'medium';
}

function isUrl(path: string): boolean {
  return /^https?:\/\//.test(path);
}

function findingMetadata(finding: Finding): DriftIssueMetadataColumn {
  const docPath = finding.doc?.path ?? null;
  const firstSuggestion = finding.suggestions[0] ?? null;
  return {
    doc_source_type: docPath === null ? null : isUrl(docPath) ? 'external' : 'repository',
    doc_location: docPath,
    doc_line: finding.doc?.line ?? null,
    doc_end_line: finding.doc?.endLine ?? null,
    doc_claim: finding.doc?.claim ?? null,
    code_location: finding.code?.path ?? null,
    code_line: finding.code?.line ?? null,
    code_reality: finding.code?.reality ?? null,
    actual_implementation: finding.code ? `${finding.code.path}:${finding.code.line}` : null,
    notion_page_id: null,
    // Detection never depends on an LLM; the engine's own suggestion is the fix.
    ai_suggestion: null,
    fix_action: firstSuggestion ? 'update_docs' : null,
    fix_details: firstSuggestion
      ? { doc_path: docPath, doc_line: finding.doc?.line ?? null, suggestion: firstSuggestion }
      : null,
    identifier: finding.identifier || null,
    analysis_type: 'repository_scan',
  };
}

/** The columns a scan refreshes on every detection of the same drift. */
export function detectionColumns(finding: Finding) {
  return {
    title: finding.title,
    description: finding.description,
    type: finding.type,
    category: finding.category,
    subtype: finding.subtype,
    severity: severityOf(finding),
    confidence: finding.confidence,
    affectedFiles: affectedFiles(finding),
    suggestions: finding.suggestions,
    metadata: findingMetadata(finding),
  };
}

/** The pull request a pr-category issue belongs to. */
export interface PullRequestLink {
  number: number;
  url: string;
}

export function newIssueRow(
  finding: Finding,
  scope: {
    organizationId: string;
    repositoryId: string;
    number: number;
    now: Date;
    pullRequest?: PullRequestLink | undefined;
  },
  commit: ScannedCommit,
  /** The commit that made the docs stale, when git could tell; otherwise the scanned commit. */
  introducedBy: IntroducingCommit = commit,
): NewDriftIssueRow {
  const where = finding.doc ? ` in ${finding.doc.path} line ${finding.doc.line}` : '';
  return {
    organizationId: scope.organizationId,
    repositoryId: scope.repositoryId,
    number: scope.number,
    key: `DRIFT-${scope.number}`,
    fingerprint: finding.fingerprint,
    ...detectionColumns(finding),
    status: 'open',
    commitSha: introducedBy.sha,
    commitMessage: introducedBy.message,
    author: introducedBy.author,
    detectionReason: `The ${finding.rule} rule found ${finding.identifier || 'a mismatch'}${where}.`,
    detectorName: `driftwatch-engine/${finding.rule}`,
    detectionCount: 1,
    lastDetectedAt: scope.now,
    lastCommitSha: commit.sha,
    firstScanId: commit.scanId,
    lastScanId: commit.scanId,
    pullRequestNumber: scope.pullRequest?.number ?? null,
    pullRequestUrl: scope.pullRequest?.url ?? null,
    createdAt: scope.now,
    updatedAt: scope.now,
  };
}
