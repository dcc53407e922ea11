import { createOrganizationRequestSchema } from '@driftwatch/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field, fieldAria } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useCreateOrganization } from '../api/create-organization';

/** The team plans a new organization can start on; both begin with the 14-day trial. */
const teamPlans = [
  { value: 'team_pro', label: 'Team' },
  { value: 'pro', label: 'Pro' },
] as const;

/** The contract's name and slug rules; the plan has no default here, the person picks one. */
const createFormSchema = createOrganizationRequestSchema.pick({ name: true, slug: true }).extend({
  new_team_tier: z.enum(['team_pro', 'pro', ''], 'Select a team plan').refine((value) => value !== '', {
    message: 'Select a team plan',
  }),
});
type CreateForm = z.input<typeof createFormSchema>;
type CreateValues = z.output<typeof createFormSchema>;

/** Someone outside an organization creates one here and becomes its owner. */
export function CreateOrganizationForm() {
  const navigate = useNavigate();
  const form = useForm<CreateForm, unknown, CreateValues>({
    resolver: zodResolver(createFormSchema),
    defaultValues: { name: '', slug: '', new_team_tier: '' },
  });
  const { errors } = form.formState;
  const mutation = useCreateOrganization({
    onSuccess: (response) => {
      toast({
        title: 'Organization created',
        description: `${response.organization.name} is ready.`,
        variant: 'success',
      });
      // The wizard continues at the code-hosting step the new organization starts on.
      navigate('/setup');
    },
    onError: (error) =>
      toast({
        title: 'Error creating organization',
        description: errorMessage(error, 'Failed to create organization'),
        variant: 'error',
      }),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Create an organization</CardTitle>
        <CardDescription>
          Start a team on a 14-day free trial, no card required. You will be its owner.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={form.handleSubmit((values) =>
            mutation.mutate({
              name: values.name,
              slug: values.slug,
              new_team_tier: values.new_team_tier === 'pro' ? 'pro' : 'team_pro',
            }),
          )}
        >
          <Field id="organization-name" label="Organization name" error={errors.name?.message}>
            <Input
              id="organization-name"
              autoComplete="organization"
              maxLength={100}
              {...fieldAria('organization-name', errors.name?.message)}
              {...form.register('name')}
            />
          </Field>
          <Field
            id="organization-slug"
            label="Slug (optional)"
            error={errors.slug?.message}
            hint="Generated from the name when empty"
          >
            <Input
              id="organization-slug"
              maxLength={60}
              {...fieldAria('organization-slug', errors.slug?.message, 'hint')}
              {...form.register('slug')}
            />
          </Field>
          <Field id="organization-plan" label="Team plan" error={errors.new_team_tier?.message}>
            <NativeSelect
              id="organization-plan"
              {...fieldAria('organization-plan', errors.new_team_tier?.message)}
              {...form.register('new_team_tier')}
            >
              <option value="">Select a plan</option>
              {teamPlans.map((plan) => (
                <option key={plan.value} value={plan.value}>
                  {plan.label}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <div className="flex items-end">
            <Button type="submit" disabled={mutation.isPending} className="w-full sm:w-auto">
              {mutation.isPending ? 'Creating...' : 'Create Organization'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
