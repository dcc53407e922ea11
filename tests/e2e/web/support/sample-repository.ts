import { type APIRequestContext, expect } from '@playwright/test';

interface ScanSummary {
  id: string;
  status: string;
  commitSha: string | null;
}

async function latestScan(
  request: APIRequestContext,
  token: string,
  repositoryId: string,
): Promise<ScanSummary | undefined> {
  const response = await request.get(`/api/repositories/${repositoryId}/scans`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { scans: ScanSummary[] }).scans[0];
}

/** Waits until the repository's latest scan is `scanId` (any scan when left out) and has succeeded. */
export async function waitForScan(
  request: APIRequestContext,
  token: string,
  repositoryId: string,
  scanId?: string,
): Promise<ScanSummary> {
  let scan: ScanSummary | undefined;
  await expect
    .poll(
      async () => {
        scan = await latestScan(request, token, repositoryId);
        return scan && (!scanId || scan.id === scanId) ? scan.status : undefined;
      },
      { timeout: 120_000, intervals: [500] },
    )
    .toBe('succeeded');
  if (!scan) throw new Error('No scan');
  return scan;
}

/** Connects the acme-orders sample through the API and waits for its first scan to succeed. */
export async function connectScannedSample(request: APIRequestContext, token: string): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const connected = await request.post('/api/repositories/sample', { headers, data: {} });
  expect(connected.status(), await connected.text()).toBe(201);
  const { repository } = (await connected.json()) as { repository: { id: string } };
  await waitForScan(request, token, repository.id);
  return repository.id;
}
