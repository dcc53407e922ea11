import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { useSendInvites } from '../hooks/use-send-invites';
import { qualifyingInvites } from '../lib/qualifying-invites';
import { Celebration } from './celebration';

interface InviteRow {
  key: number;
  email: string;
}

export function DoneStep({ organizationId }: { organizationId: string | null }) {
  const navigate = useNavigate();
  const [rows, setRows] = useState<InviteRow[]>([{ key: 0, email: '' }]);
  const [nextKey, setNextKey] = useState(1);
  const invites = useSendInvites(organizationId);

  const update = (key: number, email: string) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, email } : row)));
  const remove = (key: number) => setRows((current) => current.filter((row) => row.key !== key));
  const add = () => {
    setRows((current) => [...current, { key: nextKey, email: '' }]);
    setNextKey((key) => key + 1);
  };

  const finish = () => {
    const emails = qualifyingInvites(rows.map((row) => row.email));
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
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          finish();
        }}
      >
        <fieldset className="space-y-3">
          <legend className="mb-1 text-sm font-medium text-slate-800">
            Invite teammates <span className="font-normal text-slate-500">(optional)</span>
          </legend>
          {rows.map((row, index) => (
            <div key={row.key} className="flex items-center gap-2">
              <Label htmlFor={`invite-${row.key}`} className="sr-only">
                Teammate {index + 1} email
              </Label>
              <Input
                id={`invite-${row.key}`}
                type="email"
                value={row.email}
                onChange={(event) => update(row.key, event.target.value)}
                placeholder="teammate@company.com"
                autoComplete="off"
              />
              {index > 0 ? (
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => remove(row.key)}
                  aria-label={`Remove teammate ${index + 1}`}
                >
                  <Trash2 aria-hidden />
                </Button>
              ) : null}
            </div>
          ))}
          <Button variant="ghost" size="sm" onClick={add}>
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
