import type { Repository, ScheduleType, UpdateRepositoryConfigRequest } from '@driftwatch/contract';
import { splitLines, splitPatterns } from './split-patterns';

/** The configuration dialog's fields as the user edits them (text, before splitting). */
export interface ConfigForm {
  docFolders: string;
  mainDocFile: string;
  customMappingFile: string;
  codePatterns: string;
  docPatterns: string;
  ignorePatterns: string;
  scheduleType: ScheduleType;
  customCron: string;
  detectAPIChanges: boolean;
  detectBreaking: boolean;
  tags: string;
  notes: string;
}

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
  };
}
