import {
  changeDetectionSchema,
  cronExpressionSchema,
  type Repository,
  scanFrequencySchema,
  scheduleTypeSchema,
  type UpdateRepositoryConfigRequest,
} from '@driftwatch/contract';
import { z } from 'zod';
import { splitLines, splitPatterns } from './split-patterns';

/**
 * The configuration dialog's fields as the user edits them (text, before splitting). A custom
 * schedule's cron expression is checked with the contract's rule, so a bad one is named next to the
 * field before anything is sent.
 */
export const configFormSchema = z
  .object({
    docFolders: z.string(),
    mainDocFile: z.string(),
    customMappingFile: z.string(),
    codePatterns: z.string(),
    docPatterns: z.string(),
    ignorePatterns: z.string(),
    scheduleType: scheduleTypeSchema,
    customCron: z.string(),
    detectAPIChanges: z.boolean(),
    detectBreaking: z.boolean(),
    /** Null for a repository no code host serves: the dialog offers no choice. */
    changeDetection: changeDetectionSchema.nullable(),
    /** The polling interval in hours, as typed (the schedule's scan frequency). */
    pollHours: z.string(),
    tags: z.string(),
    notes: z.string(),
  })
  .superRefine((form, context) => {
    if (form.changeDetection === 'poll') {
      const typed = form.pollHours.trim();
      const hours = scanFrequencySchema.safeParse(Number(typed));
      const problem =
        typed === '' || Number.isNaN(Number(typed))
          ? 'Enter a number of hours'
          : hours.error?.issues[0]?.message;
      if (problem) context.addIssue({ code: 'custom', path: ['pollHours'], message: problem });
    }
    if (form.scheduleType !== 'custom') return;
    const cron = cronExpressionSchema.safeParse(form.customCron);
    if (!cron.success) {
      context.addIssue({
        code: 'custom',
        path: ['customCron'],
        message: cron.error.issues[0]?.message ?? 'Invalid schedule',
      });
    }
  });
export type ConfigForm = z.infer<typeof configFormSchema>;

export function configFormFrom(repository: Repository): ConfigForm {
  const { mappingConfig, scanSchedule, meta } = repository;
  return {
    docFolders: mappingConfig.docFolders.join('\n'),
    mainDocFile: mappingConfig.mainDocFile,
    customMappingFile: mappingConfig.customMappingFile ?? '',
    codePatterns: mappingConfig.codePatterns.join(', '),
    docPatterns: mappingConfig.docPatterns.join(', '),
    ignorePatterns: mappingConfig.ignorePatterns.join(', '),
    scheduleType: scanSchedule.type,
    customCron: scanSchedule.customCron ?? '',
    detectAPIChanges: scanSchedule.detectAPIChanges,
    detectBreaking: scanSchedule.detectBreaking,
    changeDetection: repository.changeDetection,
    pollHours: String(scanSchedule.scanFrequency),
    tags: meta.tags.join(', '),
    notes: meta.notes,
  };
}

/** Patterns split on commas, folders on newlines, trimmed, empties dropped. */
export function buildConfigPayload(form: ConfigForm): UpdateRepositoryConfigRequest {
  const codePatterns = splitPatterns(form.codePatterns);
  const docPatterns = splitPatterns(form.docPatterns);
  const customMappingFile = form.customMappingFile.trim();
  const custom = form.scheduleType === 'custom';
  return {
    codePatterns,
    docPatterns,
    detectAPIChanges: form.detectAPIChanges,
    detectBreaking: form.detectBreaking,
    mappingConfig: {
      docFolders: splitLines(form.docFolders),
      mainDocFile: form.mainDocFile.trim(),
      customMappingFile: customMappingFile === '' ? null : customMappingFile,
      codePatterns,
      docPatterns,
      ignorePatterns: splitPatterns(form.ignorePatterns),
    },
    scanSchedule: {
      type: form.scheduleType,
      customCron: custom ? form.customCron.trim() : null,
      detectAPIChanges: form.detectAPIChanges,
      detectBreaking: form.detectBreaking,
    },
    meta: { tags: splitPatterns(form.tags), notes: form.notes },
    ...(form.changeDetection ? { changeDetection: form.changeDetection } : {}),
    ...(form.changeDetection === 'poll' ? { scanFrequency: Number(form.pollHours) } : {}),
  };
}
