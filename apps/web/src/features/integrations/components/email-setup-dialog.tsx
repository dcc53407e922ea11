import type { EmailIntegrationSetupRequest } from '@driftwatch/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Field, fieldAria, fieldDescriptionId } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { useSetUpEmailIntegration } from '../api/set-up-email-integration';
import { type EmailSetupFormInput, emailSetupFormSchema } from '../lib/email-setup-form-schema';

interface EmailSetupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The addresses saved so far (primary first); empty for a first setup. */
  savedEmails: string[];
}

/** Where email alerts go: one primary address and any number of additional ones. */
export function EmailSetupDialog({ open, onOpenChange, savedEmails }: EmailSetupDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Set up email alerts</DialogTitle>
          <DialogDescription>Choose the addresses that receive drift alerts by email.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from the saved addresses. */}
        <EmailSetupForm savedEmails={savedEmails} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function EmailSetupForm({ savedEmails, onDone }: { savedEmails: string[]; onDone: () => void }) {
  const [primary = '', ...additional] = savedEmails;
  const form = useForm<EmailSetupFormInput, unknown, EmailIntegrationSetupRequest>({
    resolver: zodResolver(emailSetupFormSchema),
    defaultValues: {
      primaryEmail: primary,
      additionalEmails: (additional.length > 0 ? additional : ['']).map((address) => ({ address })),
    },
  });
  const rows = useFieldArray({ control: form.control, name: 'additionalEmails' });
  const { errors } = form.formState;
  const setUp = useSetUpEmailIntegration({
    onSuccess: () => {
      toast({
        title: 'Email connected',
        description: 'Drift alerts can now be sent by email.',
        variant: 'success',
      });
      onDone();
    },
    onError: () =>
      toast({
        title: 'Setup Error',
        description: 'Unable to setup email integration. Please try again.',
        variant: 'error',
      }),
  });

  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit((payload) => setUp.mutate(payload))}>
      <Field id="email-primary" label="Primary email" error={errors.primaryEmail?.message}>
        <Input
          id="email-primary"
          type="email"
          placeholder="alerts@company.com"
          {...fieldAria('email-primary', errors.primaryEmail?.message)}
          {...form.register('primaryEmail')}
        />
      </Field>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">Additional emails</legend>
        {rows.fields.map((row, index) => {
          const inputId = `email-additional-${row.id}`;
          const error = errors.additionalEmails?.[index]?.address?.message;
          return (
            <div key={row.id} className="space-y-1">
              <div className="flex items-center gap-2">
                <Label htmlFor={inputId} className="sr-only">
                  Additional email {index + 1}
                </Label>
                <Input
                  id={inputId}
                  type="email"
                  placeholder="teammate@company.com"
                  {...fieldAria(inputId, error)}
                  {...form.register(`additionalEmails.${index}.address`)}
                />
                {rows.fields.length > 1 ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => rows.remove(index)}
                    aria-label={`Remove additional email ${index + 1}`}
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
        <Button variant="ghost" size="sm" onClick={() => rows.append({ address: '' })}>
          <Plus aria-hidden /> Add another email
        </Button>
      </fieldset>
      <DialogFooter>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={setUp.isPending}>
          {setUp.isPending ? <Spinner className="text-white" /> : null}
          Save
        </Button>
      </DialogFooter>
    </form>
  );
}
