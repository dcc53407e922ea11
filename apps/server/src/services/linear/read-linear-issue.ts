import type { LinearIssue } from '@driftwatch/contract';
import type { LinearClient } from '@linear/sdk';

export interface ReadLinearIssue extends LinearIssue {
  teamId: string | null;
  projectId: string | null;
}

/** The issue as Linear has it now, with the name of its workflow state (Todo, In Progress, Done...). */
export async function readLinearIssue(linear: LinearClient, id: string): Promise<ReadLinearIssue> {
  const issue = await linear.issue(id);
  const state = await issue.state;
  return {
    id: issue.id,
    identifier: issue.identifier,
    title: issue.title,
    url: issue.url,
    state: state?.name ?? null,
    priority: issue.priority,
    teamId: issue.teamId ?? null,
    projectId: issue.projectId ?? null,
  };
}
