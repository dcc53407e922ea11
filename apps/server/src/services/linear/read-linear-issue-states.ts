import { type LinearClient, parseLinearError } from '@linear/sdk';

/** Linear's documented maximum page size; one request reads this many issues. */
export const linearStatesBatchSize = 50;

const issueStatesQuery = `query driftwatchIssueStates($filter: IssueFilter, $first: Int) {
  issues(filter: $filter, first: $first) {
    nodes { id url state { name } team { id } project { id } }
  }
}`;

interface IssueStatesData {
  issues: {
    nodes: Array<{
      id: string;
      url: string;
      state: { name: string } | null;
      team: { id: string } | null;
      project: { id: string } | null;
    }>;
  };
}

export interface LinearIssueState {
  url: string;
  status: string | null;
  teamId: string | null;
  projectId: string | null;
}

/**
 * The workflow state of up to 50 Linear issues in one GraphQL request (the SDK's `issue` reads one
 * issue and then its state, two requests each). An issue Linear no longer has is absent from the map.
 */
export async function readLinearIssueStates(
  linear: LinearClient,
  ids: readonly string[],
): Promise<Map<string, LinearIssueState>> {
  try {
    const data = await linear.client.request<IssueStatesData, { filter: unknown; first: number }>(
      issueStatesQuery,
      { filter: { id: { in: ids } }, first: linearStatesBatchSize },
    );
    return new Map(
      data.issues.nodes.map((node) => [
        node.id,
        {
          url: node.url,
          status: node.state?.name ?? null,
          teamId: node.team?.id ?? null,
          projectId: node.project?.id ?? null,
        },
      ]),
    );
  } catch (error) {
    // Raw requests skip the SDK's own error parsing; its classes say rate limit or refused token.
    throw error instanceof Error ? parseLinearError(error) : error;
  }
}
