import { driftIssueExportFileNames, routes } from '@driftwatch/contract';
import { ApiError, ERROR_MESSAGES } from '../../../lib/api-error';
import { buildQuery } from '../../../lib/build-query';
import { mapErrorResponse } from '../../../lib/map-error-response';
import { getAuthToken } from '../../../lib/storage';
import { fileNameFromDisposition } from '../lib/file-name-from-disposition';
import type { DriftIssueFilters } from './fetch-drift-issues';

/**
 * The export is a file, not JSON, so it bypasses the JSON client but keeps its error mapping.
 * Returns the file and the name from Content-Disposition (default drift-issues-export.csv).
 */
export async function exportDriftIssues(
  filters: Partial<DriftIssueFilters>,
): Promise<{ blob: Blob; fileName: string }> {
  const token = getAuthToken();
  let response: Response;
  try {
    response = await fetch(`${routes.driftIssues.export}${buildQuery({ ...filters, format: 'csv' })}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError('NETWORK_ERROR', ERROR_MESSAGES.NETWORK_ERROR);
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Plain-text error bodies are read as they are.
    }
    throw mapErrorResponse(response.status, body);
  }
  const fileName = fileNameFromDisposition(
    response.headers.get('content-disposition'),
    driftIssueExportFileNames.csv,
  );
  return { blob: await response.blob(), fileName };
}

/** Saves a blob through a temporary link, which every browser supports. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
