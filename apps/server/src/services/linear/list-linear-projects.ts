import type { LinearProjectsResponse } from '@driftwatch/contract';
import type { ServerContext } from '../../server-context.js';
import { callLinear } from './call-linear.js';

/** The projects of one Linear team with their state (planned, started, paused, completed, ...). */
export async function listLinearProjects(
  context: ServerContext,
  organizationId: string,
  teamId: string,
): Promise<LinearProjectsResponse> {
  const projects = await callLinear(context, organizationId, async (linear) => {
    const connection = await linear.projects({
      first: 250,
      filter: { accessibleTeams: { id: { eq: teamId } } },
    });
    return connection.nodes;
  });
  return {
    projects: projects
      .map((project) => ({ id: project.id, name: project.name, state: project.state }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}
