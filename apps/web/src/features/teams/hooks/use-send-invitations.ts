import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-error';
import { inviteMember } from '../api/invite-member';
import { teamsQueryKeys } from '../api/teams-query-keys';

export interface InvitationOutcome {
  sent: string[];
  failures: Array<{ email: string; message: string }>;
}

/** One call per address, all at once; every failure keeps the server's text. */
export function useSendInvitations(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ addresses, role }: { addresses: string[]; role: 'member' | 'admin' }) => {
      const results = await Promise.allSettled(
        addresses.map((email) => inviteMember({ organizationId, email, role })),
      );
      return results.reduce<InvitationOutcome>(
        (outcome, result, index) => {
          const email = addresses[index] ?? '';
          if (result.status === 'fulfilled') outcome.sent.push(email);
          else outcome.failures.push({ email, message: errorMessage(result.reason, 'Invitation failed') });
          return outcome;
        },
        { sent: [], failures: [] },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamsQueryKeys.all }),
  });
}
