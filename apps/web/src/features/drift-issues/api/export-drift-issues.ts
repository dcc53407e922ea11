import { driftIssueExportFileNames, routes } from '@driftwatch/contract';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import type { DriftIssueFilters } from './fetch-drift-issues';

/** The list as a CSV file, named from Content-Disposition (default drift-issues-export.csv). */
function exportDriftIssues(filters: Partial<DriftIssueFilters>) {
  return apiDownload({
    path: routes.driftIssues.export,
    query: { ...filters, format: 'csv' },
    fallbackFileName: driftIssueExportFileNames.csv,
  });
}

/** Saves a blob through a temporary link, which every browser supports. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
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
