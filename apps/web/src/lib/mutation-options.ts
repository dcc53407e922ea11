import type { UseMutationOptions } from '@tanstack/react-query';

/**
 * What a screen may add to an API call's mutation (toasts, navigation): every option but the call
 * itself, typed from the call's payload and answer.
 */
export type MutationOptionsFor<Call extends (payload: never) => Promise<unknown>> = Omit<
  UseMutationOptions<Awaited<ReturnType<Call>>, Error, Parameters<Call>[0]>,
  'mutationFn'
>;
