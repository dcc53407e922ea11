import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field, fieldAria } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { type OauthEmailFormValues, oauthEmailFormSchema } from '../lib/oauth-form-schemas';

interface OauthEmailStepProps {
  pending: boolean;
  onSubmit: (values: OauthEmailFormValues) => void;
}

/** The first step: the address decides whether the person signs in or creates an account. */
export function OauthEmailStep({ pending, onSubmit }: OauthEmailStepProps) {
  const form = useForm<OauthEmailFormValues>({
    resolver: zodResolver(oauthEmailFormSchema),
    defaultValues: { email: '' },
  });
  const error = form.formState.errors.email?.message;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      <Field id="oauth-email" label="Email" error={error}>
        <Input
          id="oauth-email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          {...fieldAria('oauth-email', error)}
          {...form.register('email')}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? <Spinner className="text-white" /> : null}
        Continue
      </Button>
    </form>
  );
}
