import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { fieldAria, fieldDescriptionId } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { useSendInvites } from '../hooks/use-send-invites';
import { type InviteFormInput, inviteFormSchema } from '../lib/invite-form-schema';
import { Celebration } from './celebration';

export function DoneStep({ organizationId }: { organizationId: string | null }) {
  const navigate = useNavigate();
  const invites = useSendInvites(organizationId);
  const form = useForm<InviteFormInput, unknown, string[]>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: { invites: [{ email: '' }] },
  });
  const rows = useFieldArray({ control: form.control, name: 'invites' });
  const errors = form.formState.errors.invites;

  const finish = (emails: string[]) => {
    if (emails.length === 0) {
      navigate('/repositories', { replace: true });
      return;
    }
    invites.mutate(emails);
  };

  return (
    <div className="space-y-8">
      <div className="space-y-4 text-center">
        <Celebration />
        <h2 className="text-2xl font-semibold text-slate-900">You&apos;re all set!</h2>
        <p className="text-sm text-slate-600">
          Your team is ready. Invite teammates now so they get drift alerts too, or do it later from Teams.
        </p>
      </div>
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit(finish)}>
        <fieldset className="space-y-3">
          <legend className="mb-1 text-sm font-medium text-slate-800">
            Invite teammates <span className="font-normal text-slate-500">(optional)</span>
          </legend>
          {rows.fields.map((row, index) => {
            const inputId = `invite-${row.id}`;
            const error = errors?.[index]?.email?.message;
            return (
              <div key={row.id} className="space-y-1">
                <div className="flex items-center gap-2">
                  <Label htmlFor={inputId} className="sr-only">
                    Teammate {index + 1} email
                  </Label>
                  <Input
                    id={inputId}
                    type="email"
                    placeholder="teammate@company.com"
                    autoComplete="off"
                    {...fieldAria(inputId, error)}
                    {...form.register(`invites.${index}.email`)}
                  />
                  {index > 0 ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      onClick={() => rows.remove(index)}
                      aria-label={`Remove teammate ${index + 1}`}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  ) : null}
                </div>
                {error ? (
                  <p id={fieldDescriptionId(inputId)} className="text-sm text-red-700" role="alert">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
          <Button variant="ghost" size="sm" onClick={() => rows.append({ email: '' })}>
            <Plus aria-hidden /> Add another teammate
          </Button>
        </fieldset>
        <Button type="submit" size="lg" className="w-full" disabled={invites.isPending || invites.isSuccess}>
          {invites.isPending ? <Spinner className="text-white" /> : null}
          Go to Repositories
        </Button>
      </form>
    </div>
  );
}
