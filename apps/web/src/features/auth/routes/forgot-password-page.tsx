import { forgotPasswordRequestSchema } from '@driftwatch/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field, fieldAria } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from '../components/auth-card';

type ForgotInput = z.input<typeof forgotPasswordRequestSchema>;
type ForgotOutput = z.output<typeof forgotPasswordRequestSchema>;

export function ForgotPasswordPage() {
  useDocumentTitle('Reset your password');
  const form = useForm<ForgotInput, unknown, ForgotOutput>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;
  const mutation = useRequestPasswordReset({
    onError: (error) =>
      toast({
        title: 'Request failed',
        description: errorMessage(error, 'Please try again.'),
        variant: 'error',
      }),
  });
  const backLink = (
    <Link to="/signin" className="font-medium text-accent-700 hover:underline">
      Back to sign in
    </Link>
  );

  if (mutation.isSuccess) {
    return (
      <AuthCard title="Check your email" footer={backLink}>
        <div className="space-y-4 text-center" role="status">
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent-50 text-accent-600">
            <MailCheck className="size-6" aria-hidden />
          </span>
          <p className="text-sm text-slate-600">
            If an account exists for{' '}
            <span className="font-medium text-slate-900">{mutation.variables.email}</span>, we sent a link to
            reset its password. The link expires in 15 minutes.
          </p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      description="Enter the email you sign in with and we will send you a link to choose a new password."
      footer={backLink}
    >
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        className="space-y-4"
      >
        <Field id="forgot-email" label="Email" error={errors.email?.message}>
          <Input
            id="forgot-email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            {...fieldAria('forgot-email', errors.email?.message)}
            {...form.register('email')}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
          {mutation.isPending ? <Spinner className="text-white" /> : null}
          Send reset link
        </Button>
      </form>
    </AuthCard>
  );
}
