import { z } from 'zod';
import { idSchema, timestampSchema } from './common.js';
import { describeCronProblem } from './cron.js';
import { notificationChannelSchema, notificationChannelTypeSchema } from './notification-channels.js';
import { optionalBody, scanSchema } from './scans.js';

/** `git` is any git URL or path on the server; github, gitlab and bitbucket arrive with their apps. */
export const repositoryProviders = ['github', 'gitlab', 'bitbucket', 'git'] as const;
export const repositoryProviderSchema = z.enum(repositoryProviders);
export type RepositoryProvider = z.infer<typeof repositoryProviderSchema>;
/** Providers that can be connected today. */
export const connectableProviders: readonly RepositoryProvider[] = ['git', 'github', 'gitlab', 'bitbucket'];

export const repositoryStatuses = ['monitored', 'paused', 'error'] as const;
export const repositoryStatusSchema = z.enum(repositoryStatuses);
export type RepositoryStatus = z.infer<typeof repositoryStatusSchema>;
export const driftStatuses = ['inSync', 'driftDetected'] as const;
export const driftStatusSchema = z.enum(driftStatuses);
export type DriftStatus = z.infer<typeof driftStatusSchema>;
export const scheduleTypeSchema = z.enum(['onPush', 'daily', 'weekly', 'custom']);
export type ScheduleType = z.infer<typeof scheduleTypeSchema>;

/** The mapping a repository gets when it is connected without one. */
export const defaultMappingConfig = {
  docFolders: ['/docs/', '/documentation/'],
  mainDocFile: 'README.md',
  customMappingFile: null,
  ignorePatterns: ['*.test.js', '*.md.bak', 'node_modules/*'],
  codePatterns: ['*.go', '*.js', '*.ts', '*.py', '*.java'],
  docPatterns: ['*.md', 'docs/*', 'README*'],
  ignorePaths: ['node_modules', '.git', 'vendor'],
  notionPageIds: [] as string[],
} as const;

/** The schedule a repository gets when connected without one: on push, both detections on, every 24 hours. */
export const defaultScanSchedule = {
  type: 'onPush',
  customCron: null,
  scanFrequency: 24,
  detectAPIChanges: true,
  detectBreaking: true,
} as const;

const pattern = z.string().trim().min(1, 'Patterns cannot be empty').max(300);
const patternList = z.array(pattern).max(200);

export const mappingConfigSchema = z.object({
  docFolders: patternList,
  mainDocFile: z.string().trim().max(300),
  customMappingFile: z.string().trim().max(300).nullable(),
  ignorePatterns: patternList,
  codePatterns: patternList,
  docPatterns: patternList,
  ignorePaths: patternList,
  notionPageIds: z.array(z.string().trim().min(1).max(100)).max(500),
});
export type MappingConfig = z.infer<typeof mappingConfigSchema>;

export const scanFrequencySchema = z
  .number()
  .int('Scan frequency is a whole number of hours')
  .min(1, 'Scan frequency must be between 1 and 720 hours')
  .max(720, 'Scan frequency must be between 1 and 720 hours');

export const cronExpressionSchema = z
  .string()
  .trim()
  .max(120)
  .superRefine((value, context) => {
    const problem = describeCronProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

export const scanScheduleSchema = z.object({
  type: scheduleTypeSchema,
  customCron: z.string().nullable(),
  scanFrequency: z.number().int(),
  detectAPIChanges: z.boolean(),
  detectBreaking: z.boolean(),
});
export type ScanSchedule = z.infer<typeof scanScheduleSchema>;

/** What a request may send for a schedule; a custom type needs a valid cron expression. */
export const scanScheduleInputSchema = z
  .object({
    type: scheduleTypeSchema.optional(),
    customCron: cronExpressionSchema.nullable().optional(),
    scanFrequency: scanFrequencySchema.optional(),
    detectAPIChanges: z.boolean().optional(),
    detectBreaking: z.boolean().optional(),
  })
  .superRefine((value, context) => {
    if (value.type === 'custom' && !value.customCron) {
      context.addIssue({
        code: 'custom',
        path: ['customCron'],
        message: 'Enter a cron expression for a custom schedule',
      });
    }
  });

export const repositoryMetaSchema = z.object({
  tags: z.array(z.string().trim().min(1).max(50)).max(50),
  notes: z.string().max(5000),
});
export type RepositoryMeta = z.infer<typeof repositoryMetaSchema>;

/**
 * How Driftwatch learns of a code host's pushes and pull requests: webhook has the host call on
 * each one; poll asks the host at the schedule's interval (scanFrequency, in hours), for a server
 * the host cannot reach.
 */
export const changeDetectionSchema = z.enum(['webhook', 'poll']);
export type ChangeDetection = z.infer<typeof changeDetectionSchema>;

export const repositorySchema = z.object({
  id: idSchema,
  name: z.string(),
  repoName: z.string(),
  fullName: z.string(),
  /** What is cloned: the git URL (without credentials) or the path on the server. */
  url: z.string(),
  /** The browsable page of the repository, when the host has one ("View Repository"). */
  webUrl: z.string().nullable(),
  defaultBranch: z.string(),
  provider: repositoryProviderSchema,
  platform: repositoryProviderSchema,
  externalId: z.string(),
  language: z.string().nullable(),
  description: z.string().nullable(),
  isPrivate: z.boolean(),
  connected: z.literal(true),
  status: repositoryStatusSchema,
  /** Why the status is error, in words. */
  statusMessage: z.string().nullable(),
  lastScanAt: timestampSchema.nullable(),
  lastDriftStatus: driftStatusSchema.nullable(),
  mappingConfig: mappingConfigSchema,
  scanSchedule: scanScheduleSchema,
  notificationConfig: z.array(notificationChannelSchema),
  /** Active notification channels: the card's active alert count and the alerts filter. */
  activeAlerts: z.number().int(),
  openIssues: z.number().int(),
  lastScan: scanSchema.nullable(),
  nextScanAt: timestampSchema.nullable(),
  hasCredentials: z.boolean(),
  /** Null for a repository no code host serves (a git URL, a local path): nothing to detect from. */
  changeDetection: changeDetectionSchema.nullable(),
  meta: repositoryMetaSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Repository = z.infer<typeof repositorySchema>;

/** A repository that can be connected: from the provider, or a sample that ships with Driftwatch. */
export const availableRepositorySchema = z.object({
  id: z.null(),
  connected: z.literal(false),
  provider: repositoryProviderSchema,
  externalId: z.string(),
  name: z.string(),
  fullName: z.string(),
  url: z.string(),
  defaultBranch: z.string().nullable(),
  language: z.string().nullable(),
  description: z.string().nullable(),
  isPrivate: z.boolean(),
  /** Set for samples: connect them with POST /api/repositories/sample { name }. */
  sampleName: z.string().nullable(),
});
export type AvailableRepository = z.infer<typeof availableRepositorySchema>;

export const listRepositoriesQuerySchema = z.object({
  /** true: connected only; false: available only; absent: both, connected first. */
  connected: z.enum(['true', 'false']).optional(),
});

export const repositoryListResponseSchema = z.object({
  repositories: z.array(z.union([repositorySchema, availableRepositorySchema])),
});
export type RepositoryListResponse = z.infer<typeof repositoryListResponseSchema>;

export const repositoryResponseSchema = z.object({ repository: repositorySchema });
export type RepositoryResponse = z.infer<typeof repositoryResponseSchema>;

export const repositoryCredentialsSchema = z.object({
  token: z.string().trim().min(1, 'Enter the access token').max(1000),
  username: z.string().trim().min(1).max(200).optional(),
});

export const connectRepositoryRequestSchema = z.strictObject({
  provider: repositoryProviderSchema,
  /** The git URL or the absolute path on the server. */
  url: z
    .string('Enter the repository URL or path')
    .trim()
    .min(1, 'Enter the repository URL or path')
    .max(2000),
  /** Derived from the URL when left out. */
  externalId: z.string().trim().min(1).max(500).optional(),
  name: z.string().trim().min(1).max(200).optional(),
  fullName: z.string().trim().min(1).max(400).optional(),
  /** Detected from the remote when left out. */
  defaultBranch: z.string().trim().min(1).max(250).optional(),
  language: z.string().trim().max(100).optional(),
  description: z.string().trim().max(2000).optional(),
  isPrivate: z.boolean().optional(),
  mappingConfig: mappingConfigSchema.partial().optional(),
  scanSchedule: scanScheduleInputSchema.optional(),
  meta: repositoryMetaSchema.partial().optional(),
  /** A token for a private HTTPS remote; stored encrypted, never returned. */
  credentials: repositoryCredentialsSchema.optional(),
  /**
   * GitLab and Bitbucket: webhook (the default) has the code host call on pushes and pull requests;
   * poll asks the code host at the schedule's interval instead, for a server it cannot reach.
   */
  changeDetection: changeDetectionSchema.optional(),
});
export type ConnectRepositoryRequest = z.input<typeof connectRepositoryRequestSchema>;

export const connectSampleRequestSchema = optionalBody(
  z
    .strictObject({
      name: z
        .string()
        .trim()
        .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Unknown sample')
        .default('acme-orders'),
    })
    .default({ name: 'acme-orders' }),
);
export type ConnectSampleRequest = z.input<typeof connectSampleRequestSchema>;

export const connectRepositoryResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  repository: repositorySchema,
  /** The first scan, queued on connect. */
  scan: scanSchema.nullable(),
});
export type ConnectRepositoryResponse = z.infer<typeof connectRepositoryResponseSchema>;

export const alertChannelInputSchema = z.object({
  type: notificationChannelTypeSchema,
  /** Emails separated by commas, a Slack or Teams channel without #, or an HTTPS webhook URL. */
  target: z.string().trim().min(1, 'Please enter a target for notifications.').max(2000),
  active: z.boolean().default(true),
});

export const updateRepositoryConfigRequestSchema = z.strictObject({
  codePatterns: patternList.optional(),
  docPatterns: patternList.optional(),
  ignorePaths: patternList.optional(),
  scanFrequency: scanFrequencySchema.optional(),
  detectAPIChanges: z.boolean().optional(),
  detectBreaking: z.boolean().optional(),
  /** Replaces the repository's channels: one per entry, listening to every dialog event. */
  alertChannels: z.array(alertChannelInputSchema).max(20).optional(),
  mappingConfig: mappingConfigSchema.partial().optional(),
  scanSchedule: scanScheduleInputSchema.optional(),
  meta: repositoryMetaSchema.partial().optional(),
  /** Pausing stops scheduled scans; manual scans still run. */
  status: z.enum(['monitored', 'paused']).optional(),
  defaultBranch: z.string().trim().min(1).max(250).optional(),
  credentials: repositoryCredentialsSchema.nullable().optional(),
  /** Only for a repository on a code host that can be polled (GitHub, GitLab). */
  changeDetection: changeDetectionSchema.optional(),
});
export type UpdateRepositoryConfigRequest = z.input<typeof updateRepositoryConfigRequestSchema>;

export const repositoryParamsSchema = z.object({ id: idSchema });

export const suggestedConfigResponseSchema = z.object({
  commitSha: z.string(),
  mappingConfig: mappingConfigSchema,
  /** Why each part was suggested, in words. */
  reasons: z.array(z.string()),
});
export type SuggestedConfigResponse = z.infer<typeof suggestedConfigResponseSchema>;

export const detectResponseSchema = z.object({
  commitSha: z.string(),
  defaultBranch: z.string(),
  primaryLanguage: z.string().nullable(),
  languages: z.array(z.object({ language: z.string(), bytes: z.number(), files: z.number() })),
  docFolders: z.array(z.string()),
  mainDocFile: z.string().nullable(),
  codeFileCount: z.number().int(),
  docFileCount: z.number().int(),
});
export type DetectResponse = z.infer<typeof detectResponseSchema>;

export const defaultFolderLimit = 5000;

export const folderListQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be between 1 and 5000')
    .max(defaultFolderLimit, 'limit must be between 1 and 5000')
    .default(defaultFolderLimit),
});

export const folderSearchQuerySchema = z.object({
  q: z.string('Enter text to search for').trim().min(1, 'Enter text to search for').max(200),
  limit: z.coerce.number().int().min(1).max(defaultFolderLimit).default(100),
});

export const folderListResponseSchema = z.object({
  commitSha: z.string(),
  folders: z.array(z.string()),
  truncated: z.boolean(),
});
export type FolderListResponse = z.infer<typeof folderListResponseSchema>;

export const docSourceLinkParamsSchema = z.object({ id: idSchema, sourceId: idSchema });
