import { randomUUID } from 'node:crypto';
import {
  findDriftIssue,
  insertRepository,
  insertScan,
  listDriftIssueActivity,
  setDriftIssueStatus,
} from '@driftwatch/db';
import { createTestDatabase, type TestDatabase, testEngines } from '@driftwatch/db/testing';
import { listRepositoryIssueStates } from '@driftwatch/db/worker';
import type { Finding } from '@driftwatch/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMapping } from '../src/services/repositories/default-mapping.js';
import { reconcileFindings, scannerName } from '../src/services/scans/reconcile-findings.js';
import { createOrganizationOwner } from './support/create-test-worker.js';

function finding(fingerprint: string, overrides: Partial<Finding> = {}): Finding {
  return {
    fingerprint,
    category: 'internal_docs',
    subtype: 'parameter_mismatch',
    type: 'internal_parameter_mismatch',
    severity: 'high',
    confidence: 0.9,
    title: `Drift ${fingerprint}`,
    description: 'The docs name a parameter the code does not take.',
    identifier: 'Client.send',
    doc: { path: 'docs/api.md', line: 4, endLine: 5, claim: 'send(message, retries)' },
    code: { path: 'src/client.ts', line: 10, reality: 'send(message, maxRetries)' },
    suggestions: ['Rename retries to maxRetries'],
    rule: 'api-references',
    ...overrides,
  };
}

describe.each(testEngines())('reconciling scan findings on %s', (engine) => {
  let database: TestDatabase;
  let organizationId: string;
  let repositoryId: string;
  const scope = () => ({ organizationId, repositoryId, now: new Date() });

  async function scanRow(): Promise<string> {
    const row = await insertScan(database.handle.db, {
      organizationId,
      repositoryId,
      trigger: 'manual',
      options: { includePrChecks: false, includeExternalDocs: true },
    });
    return row.id;
  }
  const commit = async (sha: string) => ({
    scanId: await scanRow(),
    sha,
    message: `Commit ${sha}`,
    author: 'Ada',
  });
  const issue = async (fingerprint: string) => {
    const states = await listRepositoryIssueStates(database.handle.db, repositoryId);
    const state = states.find((candidate) => candidate.fingerprint === fingerprint);
    return state ? findDriftIssue(database.handle.db, organizationId, state.id) : undefined;
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const owner = await createOrganizationOwner(database.handle.db);
    organizationId = owner.organizationId;
    const repository = await insertRepository(database.handle.db, {
      organizationId,
      provider: 'git',
      externalId: 'file:///srv/repo',
      name: 'repo',
      fullName: 'repo',
      url: '/srv/repo',
      mappingConfig: defaultMapping(),
      scanSchedule: {
        type: 'onPush',
        customCron: null,
        scanFrequency: 24,
        detectAPIChanges: true,
        detectBreaking: true,
      },
      meta: { tags: [], notes: '' },
    });
    repositoryId = repository.id;
  });
  afterAll(async () => database?.destroy());

  it('creates new issues with sequential keys and every drift issue field', async () => {
    const result = await reconcileFindings(database.handle.db, {
      scope: scope(),
      commit: await commit('a'.repeat(40)),
      findings: [finding('f1'), finding('f2', { severity: 'critical' }), finding('f3'), finding('f1')],
    });
    expect(result.created.map((row) => row.key).sort()).toEqual(['DRIFT-1', 'DRIFT-2', 'DRIFT-3']);
    const first = await issue('f1');
    expect(first).toMatchObject({
      status: 'open',
      detectionCount: 1,
      commitSha: 'a'.repeat(40),
      affectedFiles: [
        { path: 'docs/api.md', functions: [], classes: [], exports: [] },
        { path: 'src/client.ts', functions: ['send'], classes: ['Client'], exports: [] },
      ],
    });
    expect(first?.metadata).toMatchObject({
      doc_location: 'docs/api.md',
      doc_claim: 'send(message, retries)',
      code_reality: 'send(message, maxRetries)',
    });
  });

  it('re-detects known issues, resolves vanished ones, keeps ignored ones silent, and numbers on', async () => {
    const f3 = await issue('f3');
    if (!f3) throw new Error('f3 missing');
    await setDriftIssueStatus(database.handle.db, organizationId, [f3.id], {
      status: 'ignored',
      now: new Date(),
      resolvedBy: null,
      resolvedByUserId: null,
      resolution: null,
    });
    const result = await reconcileFindings(database.handle.db, {
      scope: scope(),
      commit: await commit('b'.repeat(40)),
      findings: [finding('f1', { title: 'Drift f1, reworded' }), finding('f3'), finding('f4')],
    });
    expect(result.created.map((row) => row.key)).toEqual(['DRIFT-4']);
    expect(result.redetected.map((row) => row.fingerprint)).toEqual(['f1']);
    expect(result.resolved.map((row) => row.fingerprint)).toEqual(['f2']);
    expect(result.silenced).toBe(1);
    expect(await issue('f1')).toMatchObject({
      status: 'open',
      detectionCount: 2,
      title: 'Drift f1, reworded',
      lastCommitSha: 'b'.repeat(40),
      commitSha: 'a'.repeat(40),
    });
    expect(await issue('f2')).toMatchObject({
      status: 'resolved',
      resolvedBy: scannerName,
      resolution: `No longer detected by the scan of commit bbbbbbb.`,
    });
    expect(await issue('f3')).toMatchObject({ status: 'ignored', detectionCount: 2 });
  });

  it('re-opens a resolved issue that comes back', async () => {
    const result = await reconcileFindings(database.handle.db, {
      scope: scope(),
      commit: await commit('c'.repeat(40)),
      findings: [finding('f1'), finding('f2'), finding('f3'), finding('f4')],
    });
    expect(result.reopened.map((row) => row.fingerprint)).toEqual(['f2']);
    const f2 = await issue('f2');
    expect(f2).toMatchObject({
      status: 'open',
      resolvedAt: null,
      resolvedBy: null,
      detectionCount: 2,
    });
    // The row holds only the present; the history keeps the scanner's resolution and the regression.
    const history = await listDriftIssueActivity(database.handle.db, organizationId, f2?.id ?? '');
    expect(
      history.map((entry) => [
        entry.kind,
        entry.actorName,
        entry.fromStatus,
        entry.toStatus,
        entry.commitSha,
        entry.note,
      ]),
    ).toEqual([
      ['detected', scannerName, null, 'open', 'a'.repeat(40), null],
      [
        'status_changed',
        scannerName,
        'open',
        'resolved',
        'b'.repeat(40),
        'No longer detected by the scan of commit bbbbbbb.',
      ],
      ['reopened', scannerName, 'resolved', 'open', 'c'.repeat(40), null],
    ]);
    // Re-detections that change no status, and ignored issues found again, add nothing.
    const f1 = await issue('f1');
    const f3 = await issue('f3');
    expect(
      (await listDriftIssueActivity(database.handle.db, organizationId, f1?.id ?? '')).map(
        (entry) => entry.kind,
      ),
    ).toEqual(['detected']);
    expect(
      (await listDriftIssueActivity(database.handle.db, organizationId, f3?.id ?? '')).map(
        (entry) => entry.kind,
      ),
    ).toEqual(['detected']);
  });

  it('stores the commit that introduced a new drift, keeping the scanned one as the last detection', async () => {
    const introduced = { sha: 'e'.repeat(40), message: 'Rename retries to maxRetries', author: 'Grace' };
    const result = await reconcileFindings(database.handle.db, {
      scope: scope(),
      commit: await commit('f'.repeat(40)),
      findings: [finding('f1'), finding('f2'), finding('f3'), finding('f4'), finding('f6'), finding('f7')],
      introducedBy: new Map([
        ['f6', introduced],
        ['f1', { sha: '1'.repeat(40), message: 'ignored for known issues', author: 'x' }],
      ]),
    });
    expect(result.created.map((row) => row.fingerprint).sort()).toEqual(['f6', 'f7']);
    expect(await issue('f6')).toMatchObject({
      commitSha: introduced.sha,
      commitMessage: introduced.message,
      author: 'Grace',
      lastCommitSha: 'f'.repeat(40),
    });
    // Without an answer from git the scanned commit stands in.
    expect(await issue('f7')).toMatchObject({ commitSha: 'f'.repeat(40), author: 'Ada' });
    expect(await issue('f1')).toMatchObject({ commitSha: 'a'.repeat(40), lastCommitSha: 'f'.repeat(40) });
  });

  it('writes nothing when the reconciliation fails half-way', async () => {
    const before = await issue('f1');
    // A scan id that does not exist breaks the insert of the new issue after the re-detections ran.
    await expect(
      reconcileFindings(database.handle.db, {
        scope: scope(),
        commit: { scanId: randomUUID(), sha: 'd'.repeat(40), message: 'x', author: 'x' },
        findings: [finding('f1'), finding('f5')],
      }),
    ).rejects.toThrow();
    const after = await issue('f1');
    expect(after?.detectionCount).toBe(before?.detectionCount);
    expect(after?.lastCommitSha).toBe(before?.lastCommitSha);
    expect(await issue('f5')).toBeUndefined();
    const f2 = await issue('f2');
    expect(f2).toMatchObject({ status: 'open' });
    expect(
      (await listDriftIssueActivity(database.handle.db, organizationId, f2?.id ?? '')).at(-1)?.kind,
    ).toBe('reopened');
  });
});
