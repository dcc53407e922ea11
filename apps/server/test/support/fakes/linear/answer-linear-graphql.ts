import { randomUUID } from 'node:crypto';
import type { FakeLinearIssue, FakeLinearState } from './fake-linear-state.js';

export interface GraphqlAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

interface GraphqlRequest {
  query: string;
  variables?: Record<string, unknown>;
}

/** Linear's error shape: a message, and extensions.type that the SDK turns into its error classes. */
function graphqlError(type: string, message: string, userPresentableMessage: string): GraphqlAnswer {
  return {
    status: 400,
    body: {
      errors: [{ message, extensions: { type, userError: true, userPresentableMessage } }],
      data: null,
    },
  };
}

export const notAuthenticated: GraphqlAnswer = {
  status: 400,
  body: {
    errors: [
      {
        message: 'Authentication required, not authenticated',
        extensions: {
          type: 'authentication error',
          code: 'AUTHENTICATION_ERROR',
          statusCode: 401,
          userError: true,
          userPresentableMessage: 'You need to authenticate to access this operation.',
        },
      },
    ],
    data: null,
  },
};

/**
 * Linear over its request budget: HTTP 400 with a RATELIMITED error, and the budget in the
 * X-RateLimit-Requests-* headers (the reset as epoch milliseconds).
 */
function rateLimited(state: FakeLinearState): GraphqlAnswer {
  return {
    status: 400,
    headers: {
      'x-ratelimit-requests-limit': '1500',
      'x-ratelimit-requests-remaining': '0',
      'x-ratelimit-requests-reset': String(state.rateLimitResetAt),
    },
    body: {
      errors: [
        {
          message: 'Rate limit exceeded',
          extensions: {
            type: 'ratelimited',
            code: 'RATELIMITED',
            statusCode: 429,
            userError: true,
            userPresentableMessage: 'You have exceeded the rate limit. Please try again later.',
          },
        },
      ],
      data: null,
    },
  };
}

function notFound(entity: string): GraphqlAnswer {
  return graphqlError('invalid input', `Entity not found: ${entity}`, `Could not find referenced ${entity}.`);
}

/** The operation's first root field: `query teams(...) { teams(` -> teams. */
function rootField(query: string): string | undefined {
  const afterHeader = query.slice(query.indexOf('{') + 1);
  return /^\s*([A-Za-z_]\w*)/.exec(afterHeader)?.[1];
}

function connection<T>(nodes: T[]) {
  return {
    nodes,
    pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
  };
}

function issueNode(state: FakeLinearState, issue: FakeLinearIssue, baseUrl: string) {
  return {
    __typename: 'Issue',
    id: issue.id,
    number: issue.number,
    identifier: issue.identifier,
    title: issue.title,
    description: issue.description,
    priority: issue.priority,
    priorityLabel: ['No priority', 'Urgent', 'High', 'Medium', 'Low'][issue.priority] ?? 'No priority',
    url: state.issueUrl(issue, baseUrl),
    branchName: `lin/${issue.identifier.toLowerCase()}`,
    createdAt: issue.createdAt,
    updatedAt: issue.updatedAt,
    trashed: false,
    state: { id: issue.stateId },
    team: { id: issue.teamId },
    project: issue.projectId ? { id: issue.projectId } : null,
    labelIds: [],
    previousIdentifiers: [],
    reactions: [],
    reactionData: [],
    sharedAccess: {
      isShared: false,
      sharedWithCount: 0,
      viewerHasOnlySharedAccess: false,
      disallowedIssueFields: [],
      sharedWithUsers: [],
    },
  };
}

function createIssue(state: FakeLinearState, input: Record<string, unknown>): GraphqlAnswer {
  state.issueCreates.push(input);
  const team = state.teams.find((item) => item.id === input.teamId);
  if (!team) return notFound('Team');
  if (typeof input.title !== 'string' || input.title.trim() === '') {
    return graphqlError('invalid input', 'Argument Validation Error', 'Title must not be empty.');
  }
  const projectId = typeof input.projectId === 'string' ? input.projectId : null;
  if (projectId && !state.projects.some((item) => item.id === projectId && item.teamIds.includes(team.id))) {
    return notFound('Project');
  }
  const id = typeof input.id === 'string' ? input.id : randomUUID();
  if (state.issues.has(id)) {
    return graphqlError('invalid input', 'Issue with this id already exists', 'The issue already exists.');
  }
  const number = [...state.issues.values()].filter((item) => item.teamId === team.id).length + 1;
  const now = new Date().toISOString();
  const issue: FakeLinearIssue = {
    id,
    number,
    identifier: `${team.key}-${number}`,
    title: input.title,
    description: typeof input.description === 'string' ? input.description : '',
    priority: typeof input.priority === 'number' ? input.priority : 0,
    teamId: team.id,
    projectId,
    stateId: 'state-todo',
    createdAt: now,
    updatedAt: now,
  };
  state.issues.set(id, issue);
  return {
    status: 200,
    body: {
      data: {
        issueCreate: {
          __typename: 'IssuePayload',
          lastSyncId: state.nextSyncId(),
          issue: { id },
          success: true,
        },
      },
    },
  };
}

/**
 * Answers the GraphQL operations Driftwatch sends through the SDK (viewer, teams, projects,
 * issueCreate, issue, issues by id, workflowState) with Linear's shapes; anything else is a GraphQL error.
 */
export function answerLinearGraphql(
  state: FakeLinearState,
  request: GraphqlRequest,
  baseUrl: string,
): GraphqlAnswer {
  const variables = request.variables ?? {};
  const field = rootField(request.query);
  state.operations.push(field ?? '');
  if (state.requestsBeforeRateLimit !== null) {
    if (state.requestsBeforeRateLimit <= 0) return rateLimited(state);
    state.requestsBeforeRateLimit -= 1;
  }
  switch (field) {
    case 'viewer':
      return {
        status: 200,
        body: {
          data: {
            viewer: {
              __typename: 'User',
              ...state.viewer,
              avatarUrl: null,
              organization: { id: state.organization.id, name: state.organization.name },
            },
          },
        },
      };
    case 'teams':
      return {
        status: 200,
        body: {
          data: {
            teams: connection(state.teams.map((team) => ({ __typename: 'Team', ...team, private: false }))),
          },
        },
      };
    case 'projects': {
      const filter = variables.filter as { accessibleTeams?: { id?: { eq?: string } } } | undefined;
      const teamId = filter?.accessibleTeams?.id?.eq;
      const projects = state.projects.filter((project) => !teamId || project.teamIds.includes(teamId));
      return {
        status: 200,
        body: {
          data: {
            projects: connection(
              projects.map(({ teamIds: _teams, ...project }) => ({
                __typename: 'Project',
                ...project,
                url: `${baseUrl}/${state.organization.urlKey}/project/${project.id}`,
              })),
            ),
          },
        },
      };
    }
    case 'issueCreate':
      return createIssue(state, (variables.input ?? {}) as Record<string, unknown>);
    case 'issues': {
      // Linear's IssueFilter on ids: { id: { in: [...] } }; `first` caps the page (at most 250).
      const filter = variables.filter as { id?: { in?: string[] } } | undefined;
      const ids = filter?.id?.in;
      const first = typeof variables.first === 'number' ? variables.first : 50;
      const issues = [...state.issues.values()]
        .filter((issue) => !ids || ids.includes(issue.id))
        .slice(0, first);
      return {
        status: 200,
        body: {
          data: {
            issues: connection(
              issues.map((issue) => ({
                ...issueNode(state, issue, baseUrl),
                state: state.states.find((item) => item.id === issue.stateId) ?? null,
              })),
            ),
          },
        },
      };
    }
    case 'issue': {
      const issue = state.issues.get(String(variables.id));
      if (!issue) return notFound('Issue');
      return { status: 200, body: { data: { issue: issueNode(state, issue, baseUrl) } } };
    }
    case 'workflowState': {
      const workflowState = state.states.find((item) => item.id === variables.id);
      if (!workflowState) return notFound('WorkflowState');
      return {
        status: 200,
        body: { data: { workflowState: { __typename: 'WorkflowState', ...workflowState } } },
      };
    }
    default:
      return graphqlError(
        'graphql error',
        `Cannot query field "${field}" on type "Query".`,
        'Unknown field.',
      );
  }
}
