import { MailCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

interface CheckEmailViewProps {
  email: string;
  message?: string;
  resending: boolean;
  onResend: () => void;
  onBack: () => void;
}

/** After a sign-in or setup link is sent: where it went, and how to get another one. */
export function CheckEmailView({ email, message, resending, onResend, onBack }: CheckEmailViewProps) {
  return (
    <div className="space-y-6 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent-50 text-accent-600">
        <MailCheck className="size-6" aria-hidden />
      </span>
      <div className="space-y-2" role="status">
        <h2 className="text-xl font-semibold text-slate-900">Check your email</h2>
        <p className="text-sm text-slate-600">
          We sent a secure link to <span className="font-medium text-slate-900">{email}</span>. It expires in
          15 minutes.
        </p>
        {message ? <p className="text-sm text-slate-600">{message}</p> : null}
      </div>
      <div className="grid gap-3">
        <Button variant="secondary" onClick={onResend} disabled={resending}>
          {resending ? <Spinner /> : null}
          Resend email
        </Button>
        <Button variant="ghost" onClick={onBack}>
          Back to sign in
        </Button>
      </div>
    </div>
  );
}
