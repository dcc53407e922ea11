import { MailOpen } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format-date';
import { useTransitionOptions } from '../api/fetch-transition-options';
import { CreateOrganizationForm } from './create-organization-form';

/** Outside an organization: create one, or see the teams that invited this address. */
export function NoOrganizationView() {
  const options = useTransitionOptions();
  const invitations = (options.data?.options ?? []).flatMap((option) =>
    option.type === 'join_organization' ? [option] : [],
  );
  return (
    <div className="space-y-6">
      <CreateOrganizationForm />
      {invitations.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>Invitations for you</CardTitle>
            <CardDescription>Open the link in the invitation email to join.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="divide-y divide-slate-200">
              {invitations.map((invitation) => (
                <li key={invitation.invitation_id} className="flex items-center gap-3 py-3">
                  <MailOpen className="size-4 shrink-0 text-slate-500" aria-hidden />
                  <div className="min-w-0">
                    <p className="truncate font-medium text-slate-900">{invitation.organization_name}</p>
                    <p className="text-sm text-slate-600">
                      {invitation.inviter
                        ? `${invitation.inviter} invited you as ${invitation.role}`
                        : `Invited as ${invitation.role}`}{' '}
                      · expires {formatDate(invitation.expires_at)}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
