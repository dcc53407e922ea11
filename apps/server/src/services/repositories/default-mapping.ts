import { defaultMappingConfig } from '@driftwatch/contract';
import type { MappingConfigColumn } from '@driftwatch/db';

/** A fresh copy of the contract's default mapping, so no stored config shares arrays with the constant. */
export function defaultMapping(): MappingConfigColumn {
  const source = defaultMappingConfig;
  return {
    docFolders: [...source.docFolders],
    mainDocFile: source.mainDocFile,
    customMappingFile: source.customMappingFile,
    ignorePatterns: [...source.ignorePatterns],
    codePatterns: [...source.codePatterns],
    docPatterns: [...source.docPatterns],
    ignorePaths: [...source.ignorePaths],
    notionPageIds: [...source.notionPageIds],
  };
}
