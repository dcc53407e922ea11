import type { Invitation } from '@driftwatch/contract';
import { Mail, RotateCw, X } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';

interface PendingInvitationsProps {
  organizationId: string;
  invitations: Invitation[];
  disabled: boolean;
}

/** Invitations not yet accepted: resend mails a fresh 7-day link, revoke kills the link. */
export function PendingInvitations({ organizationId, invitations, disabled }: PendingInvitationsProps) {
  const [revoking, setRevoking] = useState<Invitation>();
  const resend = useResendInvitation({
    onSuccess: (response) => toast({ title: response.message, variant: 'success' }),
    onError: (error) =>
      toast({
        title: 'Invitation failed',
        description: errorMessage(error, 'Invitation failed'),
        variant: 'error',
      }),
  });
  const revoke = useRevokeInvitation({
    onSuccess: (response) => toast({ title: response.message, variant: 'success' }),
    onError: (error) =>
      toast({ title: 'Update failed', description: errorMessage(error, 'Update failed'), variant: 'error' }),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Pending invitations</CardTitle>
      </CardHeader>
      <CardContent>
        {invitations.length === 0 ? (
          <p className="text-sm text-slate-600">No pending invitations.</p>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label="Pending invitations">
            {invitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
                <Mail className="hidden size-4 shrink-0 text-slate-500 sm:block" aria-hidden />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-slate-900">{invitation.email}</p>
                  <p className="text-sm text-slate-600">
                    {invitation.inviter ? `Invited by ${invitation.inviter} · ` : ''}
                    Expires {formatDate(invitation.expires_at)}
                  </p>
                </div>
                <Badge className="self-start capitalize sm:self-center">{invitation.role}</Badge>
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={disabled || resend.isPending}
                    aria-label={`Resend invitation to ${invitation.email}`}
                    onClick={() => resend.mutate({ organizationId, invitationId: invitation.id })}
                  >
                    <RotateCw aria-hidden /> Resend
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={disabled || revoke.isPending}
                    aria-label={`Revoke invitation to ${invitation.email}`}
                    onClick={() => setRevoking(invitation)}
                  >
                    <X aria-hidden /> Revoke
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={revoking !== undefined}
        onOpenChange={(open) => {
          if (!open) setRevoking(undefined);
        }}
        title="Revoke invitation?"
        description={`The link sent to ${revoking?.email ?? ''} will stop working.`}
        confirmLabel="Revoke"
        onConfirm={() => {
          if (revoking) revoke.mutate({ organizationId, invitationId: revoking.id });
        }}
      />
    </Card>
  );
}
