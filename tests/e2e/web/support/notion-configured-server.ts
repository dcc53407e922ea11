import {
  type FakeNotion,
  startFakeNotion,
} from '../../../../apps/server/test/support/fakes/notion/start-fake-notion.js';
import { type DriftwatchServer, startServerBeside } from './start-driftwatch-server.js';

export interface NotionConfiguredServer extends DriftwatchServer {
  notion: FakeNotion;
}

/**
 * A Driftwatch server of its own whose Notion settings point at a local fake Notion, so the browser
 * can go through Notion's authorize page and back and the server reads pages from the fake.
 */
export async function startNotionConfiguredServer(): Promise<NotionConfiguredServer> {
  const notion = await startFakeNotion();
  return { ...(await startServerBeside(notion)), notion };
}
