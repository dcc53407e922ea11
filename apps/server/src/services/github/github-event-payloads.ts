import { z } from 'zod';

/** The fields of GitHub's webhook payloads Driftwatch acts on (GitHub's documented shapes). */
const installation = z.object({ id: z.number().int() });
const repository = z.object({
  id: z.number().int(),
  full_name: z.string(),
  default_branch: z.string().optional(),
});

export const installationEventSchema = z.object({
  action: z.string(),
  installation: installation.extend({ account: z.object({ login: z.string() }).nullish() }),
});

export const installationRepositoriesEventSchema = z.object({
  action: z.string(),
  installation,
  repositories_removed: z.array(z.object({ id: z.number().int() })).default([]),
});

export const pushEventSchema = z.object({
  ref: z.string(),
  after: z.string(),
  deleted: z.boolean().default(false),
  installation,
  repository,
});

export const pullRequestEventSchema = z.object({
  action: z.string(),
  number: z.number().int(),
  installation,
  repository,
  pull_request: z.object({
    html_url: z.string(),
    title: z.string().default(''),
    base: z.object({ sha: z.string() }),
    head: z.object({ sha: z.string() }),
  }),
});
