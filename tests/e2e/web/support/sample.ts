import { type APIRequestContext, expect } from '@playwright/test';

/** Connects the acme-orders sample through the API and waits for its first scan to succeed. */
export async function connectScannedSample(request: APIRequestContext, token: string): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const connected = await request.post('/api/repositories/sample', { headers, data: {} });
  expect(connected.status(), await connected.text()).toBe(201);
  const { repository } = (await connected.json()) as { repository: { id: string } };
  await expect
    .poll(
      async () => {
        const scans = (await (
          await request.get(`/api/repositories/${repository.id}/scans`, { headers })
        ).json()) as {
          scans: Array<{ status: string }>;
        };
        return scans.scans[0]?.status;
      },
      { timeout: 120_000, intervals: [500] },
    )
    .toBe('succeeded');
  return repository.id;
}
