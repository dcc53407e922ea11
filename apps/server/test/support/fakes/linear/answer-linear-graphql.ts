import { randomUUID } from 'node:crypto';
import type { FakeLinearIssue, FakeLinearState } from './fake-linear-state.js';

export interface GraphqlAnswer {
  status: number;
  body: unknown;
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
 * issueCreate, issue, workflowState) with Linear's shapes; anything else is a GraphQL error.
 */
export function answerLinearGraphql(
  state: FakeLinearState,
  request: GraphqlRequest,
  baseUrl: string,
): GraphqlAnswer {
  const variables = request.variables ?? {};
  const field = rootField(request.query);
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
