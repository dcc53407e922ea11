import { z } from 'zod';

const resourceSchema = z.object({
  /** The cloud id: the site's part of the gateway path /ex/confluence/{cloudId}. */
  id: z.string().min(1),
  url: z.string(),
  name: z.string(),
  scopes: z.array(z.string()),
  avatarUrl: z.string().optional(),
});
export type AtlassianResource = z.infer<typeof resourceSchema>;

/** The sites an OAuth token may reach (GET {ATLASSIAN_API_URL}/oauth/token/accessible-resources). */
export async function listAccessibleResources(
  apiUrl: string,
  accessToken: string,
): Promise<AtlassianResource[]> {
  const response = await fetch(`${apiUrl}/oauth/token/accessible-resources`, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Error(`Atlassian answered ${response.status} to accessible-resources`);
  return z.array(resourceSchema).parse(await response.json());
}
