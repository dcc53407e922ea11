import { z } from 'zod';

/** A page of a Bitbucket list: `values`, and `next` (a full URL) while more pages follow. */
export function bitbucketPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ values: z.array(item), next: z.string().optional() });
}

const link = z.object({ href: z.string() });

/** The fields of Bitbucket's repository object this server reads. */
export const bitbucketRepositorySchema = z.object({
  uuid: z.string(),
  name: z.string(),
  full_name: z.string(),
  description: z.string().nullish(),
  language: z.string().nullish(),
  is_private: z.boolean(),
  mainbranch: z.object({ name: z.string() }).nullish(),
  links: z.object({
    html: link,
    clone: z.array(z.object({ name: z.string(), href: z.string() })).default([]),
  }),
});
export type BitbucketRepository = z.infer<typeof bitbucketRepositorySchema>;

export const bitbucketAccountSchema = z.object({
  uuid: z.string().optional(),
  username: z.string().nullish(),
  nickname: z.string().nullish(),
  display_name: z.string().nullish(),
  links: z.object({ avatar: link.optional() }).partial().optional(),
});

export const bitbucketCommitSchema = z.object({ hash: z.string() });

export const bitbucketBranchSchema = z.object({ name: z.string(), target: bitbucketCommitSchema });

const pullRequestEnd = z.object({
  branch: z.object({ name: z.string() }),
  // Bitbucket abbreviates these hashes (12 characters) in pull requests and their events.
  commit: bitbucketCommitSchema.nullish(),
  repository: z.object({ uuid: z.string().optional(), full_name: z.string() }).nullish(),
});

export const bitbucketPullRequestSchema = z.object({
  id: z.number().int(),
  title: z.string().default(''),
  state: z.string(),
  links: z.object({ html: link }),
  source: pullRequestEnd,
  destination: pullRequestEnd,
});
export type BitbucketPullRequest = z.infer<typeof bitbucketPullRequestSchema>;

export const bitbucketCommentSchema = z.object({
  id: z.number().int(),
  deleted: z.boolean().default(false),
  content: z.object({ raw: z.string().nullish() }),
});

export const bitbucketWebhookSchema = z.object({ uuid: z.string() });
