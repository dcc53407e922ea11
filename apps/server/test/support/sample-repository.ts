import { scanListResponseSchema } from '@driftwatch/contract';
import { waitFor } from './accounts.js';
import type { TestServer } from './start-test-server.js';

/** Connects the sample repository for the token's organization and waits for its first scan to succeed; its id. */
export async function connectScannedSample(server: TestServer, token: string): Promise<string> {
  const connected = await server.api<{ repository: { id: string } }>('POST', '/api/repositories/sample', {
    token,
  });
  if (connected.status !== 201) throw new Error(connected.text);
  const repositoryId = connected.body.repository.id;
  await waitFor(
    async () => {
      const scans = scanListResponseSchema.parse(
        (await server.api('GET', `/api/repositories/${repositoryId}/scans`, { token })).body,
      );
      return scans.scans[0]?.status === 'succeeded' ? true : undefined;
    },
    90_000,
    'the sample scan',
  );
  return repositoryId;
}
