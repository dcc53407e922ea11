import type { Repository, ScheduleType } from '@driftwatch/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Field, fieldAria } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { type RadioCardOption, RadioCards } from '../../../components/ui/radio-cards';
import { Switch } from '../../../components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useUpdateRepositoryConfig } from '../api/update-repository-config';
import {
  buildConfigPayload,
  type ConfigForm,
  configFormFrom,
  configFormSchema,
} from '../lib/build-config-payload';
import { eventListLabel } from '../lib/event-labels';
import { ChangeDetectionField } from './change-detection-field';

const scheduleOptions: RadioCardOption<ScheduleType>[] = [
  { value: 'onPush', label: 'On Push', hint: 'Scan every push to the default branch' },
  { value: 'daily', label: 'Daily', hint: 'Scan once a day' },
  { value: 'weekly', label: 'Weekly', hint: 'Scan once a week' },
  { value: 'custom', label: 'Custom', hint: 'Scan on a cron schedule' },
];

interface RepositoryConfigDialogProps {
  repository: Repository;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function RepositoryConfigDialog({ repository, open, onOpenChange }: RepositoryConfigDialogProps) {
  const id = useId();
  const [tab, setTab] = useState('mapping');
  const form = useForm<ConfigForm>({
    resolver: zodResolver(configFormSchema),
    defaultValues: configFormFrom(repository),
  });
  const { errors } = form.formState;
  const { reset } = form;
  useEffect(() => {
    if (open) reset(configFormFrom(repository));
  }, [open, repository, reset]);
  const scheduleType = form.watch('scheduleType');

  const save = useUpdateRepositoryConfig(repository.id);
  // The only field that can be wrong is on the Scan Schedule tab: show it there, whichever tab is open.
  const submit = form.handleSubmit(
    (values) =>
      save.mutate(buildConfigPayload(values), {
        onSuccess: () => {
          toast({ title: 'Configuration Updated', variant: 'success' });
          onOpenChange(false);
        },
        onError: (error) =>
          toast({
            title: 'Configuration not saved',
            description: errorMessage(error, 'Failed to update repository configuration.'),
            variant: 'error',
          }),
      }),
    () => setTab('schedule'),
  );

  const text = (
    key:
      | 'mainDocFile'
      | 'customMappingFile'
      | 'codePatterns'
      | 'docPatterns'
      | 'ignorePatterns'
      | 'customCron'
      | 'tags',
    label: string,
    hint?: string,
    placeholder?: string,
  ) => {
    const error = errors[key]?.message;
    return (
      <Field id={`${id}-${key}`} label={label} hint={hint} error={error}>
        <Input
          id={`${id}-${key}`}
          placeholder={placeholder}
          {...fieldAria(`${id}-${key}`, error, hint)}
          {...form.register(key)}
        />
      </Field>
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Configure {repository.name}</DialogTitle>
          <DialogDescription>
            Choose which files are code and docs, when scans run, and how the repository is labelled.
          </DialogDescription>
        </DialogHeader>
        {/* A fixed height from sm up: switching tabs must not make the centred dialog jump. */}
        <Tabs value={tab} onValueChange={setTab} className="sm:min-h-[33rem]">
          <TabsList className="grid w-full grid-cols-2 sm:flex sm:justify-start [&>*]:justify-center">
            <TabsTrigger value="mapping">File Mapping</TabsTrigger>
            <TabsTrigger value="schedule">Scan Schedule</TabsTrigger>
            <TabsTrigger value="notifications">Notifications</TabsTrigger>
            <TabsTrigger value="metadata">Metadata</TabsTrigger>
          </TabsList>
          <TabsContent value="mapping" className="space-y-4">
            <Field id={`${id}-docFolders`} label="Documentation folders" hint="One folder per line.">
              <Textarea
                id={`${id}-docFolders`}
                className="min-h-20 font-mono"
                {...form.register('docFolders')}
              />
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              {text('mainDocFile', 'Main documentation file', undefined, 'README.md')}
              {text('customMappingFile', 'Custom mapping file (optional)', undefined, '.driftwatch.yml')}
            </div>
            {text('codePatterns', 'Code patterns', 'Comma separated, e.g. *.ts, *.py')}
            {text('docPatterns', 'Documentation patterns', 'Comma separated, e.g. *.md, docs/*')}
            {text('ignorePatterns', 'Ignore patterns', 'Comma separated, e.g. *.test.js, node_modules/*')}
          </TabsContent>
          <TabsContent value="schedule" className="space-y-4">
            <RadioCards
              legend="Schedule type"
              options={scheduleOptions}
              registration={form.register('scheduleType')}
            />
            {scheduleType === 'custom'
              ? text(
                  'customCron',
                  'Cron expression',
                  'Five fields: minute hour day month weekday.',
                  '0 6 * * 1-5',
                )
              : null}
            {repository.changeDetection ? <ChangeDetectionField form={form} /> : null}
            {(
              [
                [
                  'detectAPIChanges',
                  'API Changes Detection',
                  'Flag documentation that no longer matches the public API.',
                ],
                [
                  'detectBreaking',
                  'Breaking Changes Detection',
                  'Flag removed or renamed parameters, methods and endpoints.',
                ],
              ] as const
            ).map(([key, label, hint]) => (
              <div
                key={key}
                className="flex items-center justify-between gap-4 rounded-lg border border-slate-200 p-3"
              >
                <div>
                  <Label htmlFor={`${id}-${key}`}>{label}</Label>
                  <p className="text-xs text-slate-600">{hint}</p>
                </div>
                <Controller
                  control={form.control}
                  name={key}
                  render={({ field }) => (
                    <Switch id={`${id}-${key}`} checked={field.value} onCheckedChange={field.onChange} />
                  )}
                />
              </div>
            ))}
          </TabsContent>
          <TabsContent value="notifications">
            {repository.notificationConfig.length === 0 ? (
              <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
                No notification channels. Use Add Alert on the repository card to add one.
              </p>
            ) : (
              <ul className="space-y-2">
                {repository.notificationConfig.map((channel) => (
                  <li key={channel.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                    <p className="font-medium text-slate-900 capitalize">
                      {channel.type} · {channel.active ? 'Active' : 'Inactive'}
                    </p>
                    <p className="break-all text-slate-700">
                      {[...channel.emails, ...channel.channels, channel.webhookUrl ?? '']
                        .filter(Boolean)
                        .join(', ')}
                    </p>
                    <p className="text-xs text-slate-500">Events: {eventListLabel(channel.events)}</p>
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
          <TabsContent value="metadata" className="space-y-4">
            {text('tags', 'Tags', 'Comma separated, e.g. api, payments')}
            <Field id={`${id}-notes`} label="Notes">
              <Textarea id={`${id}-notes`} {...form.register('notes')} />
            </Field>
          </TabsContent>
        </Tabs>
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} disabled={save.isPending}>
            Save Configuration
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
