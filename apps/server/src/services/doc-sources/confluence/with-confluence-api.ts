import type { ServerContext } from '../../../server-context.js';
import { docProviderFailure } from '../doc-provider-failure.js';
import { openDocProviderReader } from '../open-doc-provider-reader.js';
import type { OpenedConfluence } from './open-confluence-api.js';
import { toDocProviderError } from './to-doc-provider-error.js';

/**
 * Runs one request against the organization's Confluence. A failure Confluence answers is recorded
 * on the connection (a refused token marks it broken) and thrown as the API's doc-provider error.
 */
export async function withConfluenceApi<T>(
  context: ServerContext,
  organizationId: string,
  request: (confluence: OpenedConfluence) => Promise<T>,
): Promise<T> {
  try {
    const opened = await openDocProviderReader(context, organizationId, 'confluence');
    try {
      if (!opened.confluence) throw new Error('The Confluence reader has no API');
      return await request(opened.confluence);
    } catch (error) {
      const failure = toDocProviderError(error);
      await opened.reportFailure(failure);
      throw failure;
    }
  } catch (error) {
    throw docProviderFailure(error);
  }
}
