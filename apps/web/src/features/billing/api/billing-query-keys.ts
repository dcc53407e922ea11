/** Every billing query starts with 'plans', so one invalidation after a change refreshes the whole screen. */
export const billingQueryKeys = {
  all: ['plans'] as const,
  plans: () => ['plans', 'list'] as const,
  current: () => ['plans', 'current'] as const,
  usage: () => ['plans', 'usage'] as const,
  usageStats: () => ['plans', 'usage-stats'] as const,
  invoices: () => ['plans', 'invoices'] as const,
};
