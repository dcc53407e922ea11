import { Send } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field, fieldAria } from '../../../components/ui/field';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useSendInvitations } from '../hooks/use-send-invitations';
import { parseAddresses } from '../lib/parse-addresses';

interface InviteFormProps {
  organizationId: string;
  disabled: boolean;
}

/** Several addresses at once, one call each; the ones that fail stay in the box with the server's reason. */
export function InviteForm({ organizationId, disabled }: InviteFormProps) {
  const [text, setText] = useState('');
  const [role, setRole] = useState<'member' | 'admin'>('member');
  const [error, setError] = useState<string>();
  const send = useSendInvitations(organizationId);

  async function submit() {
    const addresses = parseAddresses(text);
    if (addresses.length === 0) {
      setError('Enter at least one email address');
      return;
    }
    setError(undefined);
    const outcome = await send.mutateAsync({ addresses, role });
    setText(outcome.failures.map((failure) => failure.email).join('\n'));
    if (outcome.sent.length > 0)
      toast({
        title: outcome.sent.length === 1 ? 'Invitation sent' : `${outcome.sent.length} invitations sent`,
        description: outcome.sent.join(', '),
        variant: 'success',
      });
  }

  const failures = send.data?.failures ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Invite members</CardTitle>
        <CardDescription>Each address gets an email with a link that works for 7 days.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit().catch((failure: unknown) =>
              toast({
                title: 'Invitation failed',
                description: errorMessage(failure, 'Invitation failed'),
                variant: 'error',
              }),
            );
          }}
        >
          <Field
            id="invite-emails"
            label="Email addresses"
            error={error}
            hint="Separate several addresses with commas or new lines"
          >
            <Textarea
              id="invite-emails"
              rows={3}
              value={text}
              disabled={disabled}
              placeholder="teammate@example.com"
              onChange={(event) => setText(event.target.value)}
              {...fieldAria('invite-emails', error, 'hint')}
            />
          </Field>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <Field id="invite-role" label="Invite as">
              <NativeSelect
                id="invite-role"
                value={role}
                disabled={disabled}
                onChange={(event) => setRole(event.target.value === 'admin' ? 'admin' : 'member')}
                className="sm:w-48"
              >
                <option value="member">Member</option>
                <option value="admin">Admin</option>
              </NativeSelect>
            </Field>
            <Button type="submit" disabled={disabled || send.isPending}>
              <Send aria-hidden /> {send.isPending ? 'Sending...' : 'Send Invites'}
            </Button>
          </div>
        </form>
        {failures.length > 0 ? (
          <Alert tone="error" title="Invitation failed">
            <p>
              {failures.length} {failures.length === 1 ? 'invitation' : 'invitations'} failed:
            </p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {failures.map((failure) => (
                <li key={failure.email}>
                  <span className="font-medium">{failure.email}</span>: {failure.message}
                </li>
              ))}
            </ul>
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}
