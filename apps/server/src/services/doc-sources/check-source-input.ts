import {
  confluencePageIdSchema,
  type DocSourceProvider,
  type FieldError,
  notionPageIdSchema,
} from '@driftwatch/contract';
import { findCurrentIntegration, findRepository } from '@driftwatch/db';
import type { z } from 'zod';
import { requestFailed, validationFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { cronParserProblem } from '../repositories/compute-next-scan.js';

const providers: Record<DocSourceProvider, { name: string; pageIdSchema: z.ZodType<string> }> = {
  notion: { name: 'Notion', pageIdSchema: notionPageIdSchema },
  confluence: { name: 'Confluence', pageIdSchema: confluencePageIdSchema },
};

/** Refuses what the request schema cannot know: page ids of the wrong shape, a cron the scheduler rejects, foreign repositories. */
export async function checkSourceInput(
  context: ServerContext,
  organizationId: string,
  input: {
    provider: DocSourceProvider;
    pageIds?: readonly string[] | undefined;
    customCron?: string | null | undefined;
    repositoryIds?: readonly string[] | undefined;
  },
): Promise<void> {
  const fields: FieldError[] = [];
  const { name, pageIdSchema } = providers[input.provider];
  (input.pageIds ?? []).forEach((id, index) => {
    if (!pageIdSchema.safeParse(id).success)
      fields.push({ path: `scope.pageIds.${index}`, message: `${id} is not a ${name} page id` });
  });
  const cronProblem = input.customCron ? cronParserProblem(input.customCron) : null;
  if (cronProblem) fields.push({ path: 'schedule.customCron', message: cronProblem });
  for (const [index, repositoryId] of (input.repositoryIds ?? []).entries()) {
    if (!(await findRepository(context.db, organizationId, repositoryId)))
      fields.push({ path: `repositoryIds.${index}`, message: 'No such repository' });
  }
  if (fields.length > 0) throw validationFailed(fields);
  const found = await findCurrentIntegration(context.db, organizationId, input.provider);
  if (found?.integration.status !== 'connected')
    throw requestFailed(
      'integration_not_connected',
      `${name} is not connected. Connect it on the Integrations page.`,
      409,
    );
}
