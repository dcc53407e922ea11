import { zodResolver } from '@hookform/resolvers/zod';
import { LinkIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSetupPassword } from '../api/setup-password';
import { AuthCard } from '../components/auth-card';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { type PasswordSetupFormValues, passwordSetupFormSchema } from '../lib/password-setup-form-schema';

export function PasswordSetupPage() {
  useDocumentTitle('Set your password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const form = useForm<PasswordSetupFormValues>({
    resolver: zodResolver(passwordSetupFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const mutation = useSetupPassword({
    onSuccess: (response) => {
      completeSignIn(response.token, response.user);
      toast({ title: 'Password set', description: 'Your account is ready.', variant: 'success' });
      navigate('/dashboard', { replace: true });
    },
    onError: (error) => {
      const invalidLink =
        isApiError(error) && (error.status === 400 || error.status === 404 || error.status === 410);
      toast({
        title: invalidLink ? 'Invalid or expired link' : 'Setup failed',
        description: errorMessage(error, 'The setup link may have expired. Please try signing in again.'),
        variant: 'error',
      });
    },
  });

  if (!token) {
    return (
      <AuthCard title="Invalid Setup Link" description="No setup token found">
        <div className="space-y-6 text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
            <LinkIcon className="size-6" aria-hidden />
          </span>
          <p className="text-sm text-slate-600">
            This link is missing its token. Open the link from your email again, or request a new one from the
            sign-in page.
          </p>
          <ButtonLink to="/signin" variant="secondary" className="w-full">
            Back to sign in
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Set up your password" description="Choose a password to finish setting up your account.">
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => mutation.mutate({ token, ...values }))}
        className="space-y-4"
      >
        <NewPasswordFields
          idPrefix="setup"
          passwordLabel="Create password"
          hint="At least 8 characters."
          password={{ error: errors.password?.message, ...form.register('password') }}
          confirm={{ error: errors.confirmPassword?.message, ...form.register('confirmPassword') }}
        />
        <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
          {mutation.isPending ? <Spinner className="text-white" /> : null}
          Complete Setup
        </Button>
      </form>
    </AuthCard>
  );
}
