import { z } from 'zod';

const project = z.object({ id: z.number().int() });

/** The fields of GitLab's push event this server reads (the payload has many more). */
const gitlabPushEventSchema = z.object({
  object_kind: z.literal('push'),
  ref: z.string(),
  after: z.string(),
  project,
});

/** The fields of GitLab's merge request event this server reads. */
const gitlabMergeRequestEventSchema = z.object({
  object_kind: z.literal('merge_request'),
  project,
  object_attributes: z.object({
    iid: z.number().int(),
    title: z.string().default(''),
    url: z.string(),
    action: z.string().optional(),
    state: z.string(),
    target_branch: z.string(),
    last_commit: z.object({ id: z.string() }),
  }),
});

export const gitlabWebhookEventSchema = z.discriminatedUnion('object_kind', [
  gitlabPushEventSchema,
  gitlabMergeRequestEventSchema,
]);

/** The project a delivery names, read before anything else to find whose hook it claims to be. */
export const gitlabEventProjectSchema = z.object({ project });
