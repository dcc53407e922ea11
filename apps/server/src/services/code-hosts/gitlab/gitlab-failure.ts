import { GitbeakerRequestError } from '@gitbeaker/rest';

/** The HTTP status GitLab answered with, when the failure is GitLab's answer (not the network). */
export function gitlabStatus(error: unknown): number | undefined {
  if (!(error instanceof GitbeakerRequestError)) return undefined;
  return error.cause?.response.status;
}
