import { z } from 'zod';
import { bitbucketPullRequestSchema } from './bitbucket-objects.js';

const repository = z.object({ uuid: z.string(), full_name: z.string() });

/** The fields of Bitbucket's repo:push payload this server reads (the payload has many more). */
export const bitbucketPushEventSchema = z.object({
  repository,
  push: z.object({
    changes: z.array(
      z.object({
        // Null when the push deleted the branch.
        new: z
          .object({ type: z.string(), name: z.string(), target: z.object({ hash: z.string() }) })
          .nullable(),
      }),
    ),
  }),
});

/** The fields of Bitbucket's pullrequest:created and pullrequest:updated payloads this server reads. */
export const bitbucketPullRequestEventSchema = z.object({
  repository,
  pullrequest: bitbucketPullRequestSchema,
});

/** The repository a delivery names, read before anything else to find whose hook it claims to be. */
export const bitbucketEventRepositorySchema = z.object({ repository });
