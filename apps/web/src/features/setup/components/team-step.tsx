import { createOrganizationRequestSchema } from '@driftwatch/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Sparkles, Users } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, fieldAria } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useCreateOrganization } from '../api/create-organization';
import { suggestTeamName } from '../lib/suggest-team-name';
import { StepHeading } from './step-heading';

interface TeamStepProps {
  userName: string;
  userEmail: string;
  onCreated: () => void;
}

/** The contract's rule for the name; the wizard always starts the team plan's trial. */
const teamFormSchema = createOrganizationRequestSchema.pick({ name: true });
type TeamForm = z.input<typeof teamFormSchema>;
type TeamValues = z.output<typeof teamFormSchema>;

export function TeamStep({ userName, userEmail, onCreated }: TeamStepProps) {
  const form = useForm<TeamForm, unknown, TeamValues>({
    resolver: zodResolver(teamFormSchema),
    defaultValues: { name: '' },
  });
  const name = form.watch('name');
  const nameError = form.formState.errors.name?.message;
  const suggestion = suggestTeamName(userName, userEmail);
  const mutation = useCreateOrganization();

  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={form.handleSubmit((values) =>
        mutation.mutate(
          { name: values.name, new_team_tier: 'team_pro' },
          {
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
          },
        ),
      )}
    >
      <StepHeading
        icon={Users}
        title="Create your team"
        description="Your team owns repositories, alerts and drift issues."
      />
      <Field id="team-name" label="Team name" error={nameError}>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="team-name"
            placeholder={suggestion}
            maxLength={100}
            autoComplete="organization"
            {...fieldAria('team-name', nameError)}
            {...form.register('name')}
          />
          <Button
            variant="secondary"
            onClick={() => form.setValue('name', suggestion, { shouldValidate: true })}
            className="shrink-0"
          >
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
