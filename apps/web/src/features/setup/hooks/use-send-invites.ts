import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { countOf } from '../../../lib/count-of';
import { toast } from '../../../lib/toast';
import { inviteTeammate } from '../api/invite-teammate';
import { INVITE_FAILURE_REDIRECT_MS, INVITE_SUCCESS_REDIRECT_MS } from '../lib/setup-steps';

interface InviteOutcome {
  sent: string[];
  failed: { email: string; reason: string }[];
}

/** One invite call per address, in parallel; then on to /repositories (sooner if none succeeded). */
export function useSendInvites(organizationId: string | null) {
  const navigate = useNavigate();
  const goToRepositories = (delay: number) =>
    setTimeout(() => navigate('/repositories', { replace: true }), delay);

  return useMutation({
    mutationFn: async (emails: string[]): Promise<InviteOutcome> => {
      if (!organizationId) throw new Error('No organization found');
      const results = await Promise.allSettled(emails.map((email) => inviteTeammate(organizationId, email)));
      const outcome: InviteOutcome = { sent: [], failed: [] };
      results.forEach((result, index) => {
        const email = emails[index] ?? '';
        if (result.status === 'fulfilled') outcome.sent.push(email);
        else outcome.failed.push({ email, reason: errorMessage(result.reason, 'Invitation failed') });
      });
      return outcome;
    },
    onSuccess: ({ sent, failed }) => {
      if (sent.length > 0) {
        toast({
          title: 'Invitations sent',
          description: `${countOf(sent.length, 'teammate')} invited.`,
          variant: 'success',
        });
      }
      if (failed.length > 0) {
        toast({
          title: `${countOf(failed.length, 'invitation')} failed`,
          description: failed.map((item) => `${item.email}: ${item.reason}`).join('; '),
          variant: 'error',
        });
      }
      goToRepositories(sent.length > 0 ? INVITE_SUCCESS_REDIRECT_MS : INVITE_FAILURE_REDIRECT_MS);
    },
    onError: () => {
      toast({ title: 'No organization found', variant: 'error' });
      goToRepositories(INVITE_FAILURE_REDIRECT_MS);
    },
  });
}
