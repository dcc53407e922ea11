import type { LinearTeamsResponse } from '@driftwatch/contract';
import type { ServerContext } from '../../server-context.js';
import { callLinear } from './call-linear.js';

/** The teams the connected Linear user can create issues in, by name. */
export async function listLinearTeams(
  context: ServerContext,
  organizationId: string,
): Promise<LinearTeamsResponse> {
  const teams = await callLinear(context, organizationId, async (linear) => {
    const connection = await linear.teams({ first: 250 });
    return connection.nodes;
  });
  return {
    teams: teams
      .map((team) => ({ id: team.id, name: team.name, key: team.key }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}
