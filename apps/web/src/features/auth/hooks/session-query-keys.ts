export const sessionKeys = {
  all: ['session'] as const,
  profile: (token: string | null) => ['session', 'profile', token] as const,
};
