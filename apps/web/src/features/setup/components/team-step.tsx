import { useMutation } from '@tanstack/react-query';
import { Sparkles, Users } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { createOrganization } from '../api/create-organization';
import { suggestTeamName } from '../lib/suggest-team-name';
import { StepHeading } from './step-heading';

interface TeamStepProps {
  userName: string;
  userEmail: string;
  onCreated: () => void;
}

export function TeamStep({ userName, userEmail, onCreated }: TeamStepProps) {
  const [name, setName] = useState('');
  const suggestion = suggestTeamName(userName, userEmail);
  const mutation = useMutation({
    mutationFn: () => createOrganization({ name: name.trim(), new_team_tier: 'team_pro' }),
    onSuccess: (response) => {
      toast({
        title: 'Team created',
        description: `${response.organization.name} is ready.`,
        variant: 'success',
      });
      onCreated();
    },
    onError: (error) =>
      toast({
        title: 'Error creating organization',
        description: errorMessage(error, 'Failed to create organization'),
        variant: 'error',
      }),
  });

  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim()) mutation.mutate();
      }}
    >
      <StepHeading
        icon={Users}
        title="Create your team"
        description="Your team owns repositories, alerts and drift issues."
      />
      <Field id="team-name" label="Team name">
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="team-name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder={suggestion}
            maxLength={100}
            autoComplete="organization"
          />
          <Button variant="secondary" onClick={() => setName(suggestion)} className="shrink-0">
            <Sparkles aria-hidden /> Use suggestion
          </Button>
        </div>
      </Field>
      <Alert tone="info" title="Team plan with free trial">
        Start your 14-day free trial, no card required
      </Alert>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={!name.trim() || mutation.isPending || mutation.isSuccess}
      >
        {mutation.isPending ? <Spinner className="text-white" /> : null}
        Create team
      </Button>
    </form>
  );
}
