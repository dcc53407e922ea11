import { driftIssueExportFileNames, routes } from '@driftwatch/contract';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import type { DriftIssueFilters } from './fetch-drift-issues';

/** The list as a CSV file, named from Content-Disposition (default drift-issues-export.csv). */
function exportDriftIssues(filters: Partial<DriftIssueFilters>) {
  return apiDownload({
    path: routes.driftIssues.export,
    query: { ...filters, format: 'csv' },
    fallbackFileName: driftIssueExportFileNames.csv,
  });
}

/** Downloads the filtered list and hands it to the browser as a file. */
export function useExportDriftIssues() {
  return useMutation({
    mutationFn: async (filters: Partial<DriftIssueFilters>) => {
      const { blob, fileName } = await exportDriftIssues(filters);
      saveFile(blob, fileName);
      return fileName;
    },
  });
}
