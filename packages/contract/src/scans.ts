import { z } from 'zod';
import { idSchema, timestampSchema } from './common.js';

export const scanStatuses = ['queued', 'running', 'succeeded', 'failed'] as const;
export const scanStatusSchema = z.enum(scanStatuses);
export type ScanStatus = z.infer<typeof scanStatusSchema>;
export const scanTriggers = ['manual', 'schedule', 'push', 'connect'] as const;
export const scanTriggerSchema = z.enum(scanTriggers);
export type ScanTrigger = z.infer<typeof scanTriggerSchema>;

/**
 * Scan options with their defaults: PR checks off, external docs on (the doc sources linked to the
 * repository are checked against the scanned commit too). An unknown option is refused, so a
 * misspelt one is never silently ignored.
 */
export const scanOptionsSchema = z
  .strictObject({
    include_pr_checks: z.boolean().default(false),
    include_external_docs: z.boolean().default(true),
  })
  .default({ include_pr_checks: false, include_external_docs: true });

/** A POST without a body arrives as null; it means "all defaults". */
export function optionalBody<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => value ?? undefined, schema);
}

export const triggerScanRequestSchema = optionalBody(
  z
    .strictObject({
      /** A commit sha (7 to 40 hex digits) or a branch; the default branch's head when left out. */
      commitSha: z
        .string()
        .trim()
        .max(200)
        .regex(/^[A-Za-z0-9._/-]+$/, 'Use a commit sha or a branch name')
        .refine(
          (value) => !value.startsWith('-') && !value.includes('..'),
          'Use a commit sha or a branch name',
        )
        .optional(),
      options: scanOptionsSchema,
    })
    .default({ options: { include_pr_checks: false, include_external_docs: true } }),
);
export type TriggerScanRequest = z.input<typeof triggerScanRequestSchema>;

/** A scan lists at most this many of the files it could not read; a count says how many there were. */
export const listedSkippedFilesLimit = 100;

export const scanSchema = z.object({
  id: idSchema,
  repositoryId: idSchema,
  status: scanStatusSchema,
  trigger: scanTriggerSchema,
  requestedRevision: z.string().nullable(),
  commitSha: z.string().nullable(),
  commitMessage: z.string().nullable(),
  commitAuthor: z.string().nullable(),
  options: z.object({ include_pr_checks: z.boolean(), include_external_docs: z.boolean() }),
  attempts: z.number().int(),
  startedAt: timestampSchema.nullable(),
  finishedAt: timestampSchema.nullable(),
  durationMs: z.number().int().nullable(),
  findingsCount: z.number().int().nullable(),
  issuesCreated: z.number().int().nullable(),
  issuesRedetected: z.number().int().nullable(),
  issuesResolved: z.number().int().nullable(),
  stats: z
    .object({ codeFiles: z.number(), docFiles: z.number(), bytes: z.number(), durationMs: z.number() })
    .nullable(),
  /**
   * Files the engine left unread (nested too deep, over the time budget, crashing the parser), so
   * their drift is not reported; by path, at most `listedSkippedFilesLimit`. Empty until it finishes.
   */
  skippedFiles: z.array(z.object({ path: z.string(), reason: z.string() })).max(listedSkippedFilesLimit),
  /** How many files were left unread, listed or not. */
  skippedFileCount: z.number().int(),
  /** The last failure; kept while retries run so the user can see why. */
  error: z.string().nullable(),
  createdAt: timestampSchema,
});
export type Scan = z.infer<typeof scanSchema>;

export const triggerScanResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  scan: scanSchema,
});
export type TriggerScanResponse = z.infer<typeof triggerScanResponseSchema>;

export const scanListQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be between 1 and 100')
    .max(100, 'limit must be between 1 and 100')
    .default(20),
});

export const scanListResponseSchema = z.object({ scans: z.array(scanSchema) });
export type ScanListResponse = z.infer<typeof scanListResponseSchema>;

export const scanResponseSchema = z.object({ scan: scanSchema });
export type ScanResponse = z.infer<typeof scanResponseSchema>;

export const scanParamsSchema = z.object({ id: idSchema });
