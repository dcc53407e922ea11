import type { SetupStep } from '@driftwatch/contract';

export const wizardSteps: { id: SetupStep; label: string }[] = [
  { id: 'team', label: 'Team' },
  { id: 'github_app', label: 'GitHub' },
  { id: 'integrations', label: 'Integrations' },
  { id: 'done', label: 'Complete' },
];

export const TEAM_TO_CODE_HOSTING_DELAY_MS = 800;
export const CELEBRATION_MS = 1500;
export const INVITE_SUCCESS_REDIRECT_MS = 1500;
export const INVITE_FAILURE_REDIRECT_MS = 500;
export const INSTALL_REDIRECT_MS = 700;

export function stepIndex(step: SetupStep): number {
  return wizardSteps.findIndex((candidate) => candidate.id === step);
}
