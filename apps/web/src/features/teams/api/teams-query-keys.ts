/** Every query of the teams feature starts with the root, so one invalidation refreshes the screen. */
export const teamsQueryKeys = {
  all: ['teams'] as const,
  organizations: () => ['teams', 'organizations'] as const,
  organization: (id: string) => ['teams', 'organization', id] as const,
  status: (id: string) => ['teams', 'organization', id, 'status'] as const,
  transitionOptions: () => ['teams', 'transition-options'] as const,
};
