import { type ConnectSource, connectSourceSchema } from '@driftwatch/contract';

/** The page to return to, read from the flow's passed-on query values (integrations by default). */
export function connectSourceFromParams(params: Record<string, string>): ConnectSource {
  const parsed = connectSourceSchema.safeParse(params.source);
  return parsed.success ? parsed.data : 'integrations';
}
