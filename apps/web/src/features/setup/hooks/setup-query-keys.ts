export const setupKeys = {
  state: (token: string | null) => ['session', 'setup-state', token] as const,
};
