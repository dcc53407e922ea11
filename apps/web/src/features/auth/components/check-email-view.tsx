import { MailCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

interface CheckEmailViewProps {
  email: string;
  message?: string;
  /** How long the link works, as the sentence says it. */
  lifetime?: string;
  backLabel?: string;
  resending: boolean;
  onResend: () => void;
  onBack: () => void;
}

/** After a sign-in, setup or sign-up confirmation link is sent: where it went, and how to get another one. */
export function CheckEmailView({
  email,
  message,
  lifetime = '15 minutes',
  backLabel = 'Back to sign in',
  resending,
  onResend,
  onBack,
}: CheckEmailViewProps) {
  return (
    <div className="space-y-6 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent-50 text-accent-600">
        <MailCheck className="size-6" aria-hidden />
      </span>
      <div className="space-y-2" role="status">
        <h2 className="text-xl font-semibold text-slate-900">Check your email</h2>
        <p className="text-sm text-slate-600">
          We sent a secure link to <span className="font-medium text-slate-900">{email}</span>. It expires in{' '}
          {lifetime}.
        </p>
        {message ? <p className="text-sm text-slate-600">{message}</p> : null}
      </div>
      <div className="grid gap-3">
        <Button variant="secondary" onClick={onResend} disabled={resending}>
          {resending ? <Spinner /> : null}
          Resend email
        </Button>
        <Button variant="ghost" onClick={onBack}>
          {backLabel}
        </Button>
      </div>
    </div>
  );
}
