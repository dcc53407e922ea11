import {
  type FakeConfluence,
  startFakeConfluence,
} from '../../../../apps/server/test/support/fakes/confluence/start-fake-confluence.js';
import { type DriftwatchServer, startServerBeside } from './start-driftwatch-server.js';

export interface ConfluenceConfiguredServer extends DriftwatchServer {
  confluence: FakeConfluence;
}

/**
 * A Driftwatch server of its own whose Atlassian settings point at a local fake Confluence Cloud,
 * so the browser can go through Atlassian's authorize page and back and the server reads spaces
 * and pages from the fake.
 */
export async function startConfluenceConfiguredServer(): Promise<ConfluenceConfiguredServer> {
  const confluence = await startFakeConfluence();
  return { ...(await startServerBeside(confluence)), confluence };
}
