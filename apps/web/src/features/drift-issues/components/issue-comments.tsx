import { createDriftIssueCommentRequestSchema } from '@driftwatch/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { MessageSquare } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, fieldAria } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-error';
import { countOf } from '../../../lib/count-of';
import { formatDateTime } from '../../../lib/format-date';
import { useAddDriftIssueComment } from '../api/add-drift-issue-comment';
import { useDriftIssueComments } from '../api/fetch-drift-issue-comments';
import { CommentMarkdown } from './comment-markdown';
import { InfoCard } from './info-card';

type CommentInput = z.input<typeof createDriftIssueCommentRequestSchema>;
type CommentOutput = z.output<typeof createDriftIssueCommentRequestSchema>;

const fieldId = 'issue-comment';

/** The issue's conversation: each comment with its author and time, newest last, and a box to add one. */
export function IssueComments({ issueId }: { issueId: string }) {
  const comments = useDriftIssueComments(issueId);
  const add = useAddDriftIssueComment(issueId);
  const form = useForm<CommentInput, unknown, CommentOutput>({
    resolver: zodResolver(createDriftIssueCommentRequestSchema),
    defaultValues: { comment: '' },
  });
  const fieldError = form.formState.errors.comment?.message;
  // One place for each failure: a typing problem under the box, a failed send in the form's alert.
  const submit = form.handleSubmit((values) =>
    add.mutate(values, { onSuccess: () => form.reset({ comment: '' }) }),
  );
  const count = comments.data?.length ?? 0;

  return (
    <InfoCard
      title="Comments"
      aside={
        comments.data ? <span className="text-xs text-slate-500">{countOf(count, 'comment')}</span> : null
      }
    >
      {comments.isPending ? (
        <Spinner />
      ) : comments.isError ? (
        <Alert tone="error" title="Error loading comments">
          {errorMessage(comments.error, 'Failed to load comments')}
        </Alert>
      ) : count === 0 ? (
        <p className="text-sm text-slate-600">No comments yet. Start the conversation below.</p>
      ) : (
        <ol className="space-y-4" aria-label="Comments">
          {comments.data.map((comment) => (
            <li key={comment.id} className="flex gap-3">
              <MessageSquare className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
              <article className="min-w-0 flex-1 space-y-1">
                <p className="text-xs text-slate-500">
                  <span className="font-medium text-slate-900">{comment.author.name}</span> ·{' '}
                  <time dateTime={comment.created_at}>{formatDateTime(comment.created_at)}</time>
                </p>
                <CommentMarkdown text={comment.comment} />
              </article>
            </li>
          ))}
        </ol>
      )}
      <form noValidate onSubmit={submit} className="mt-5 space-y-3 border-t border-slate-100 pt-4">
        <Field id={fieldId} label="Add a comment" error={fieldError} hint="Markdown is supported.">
          <Textarea
            id={fieldId}
            className="min-h-24"
            placeholder="What did you find? Who is fixing it?"
            maxLength={5000}
            {...fieldAria(fieldId, fieldError, 'Markdown is supported.')}
            {...form.register('comment')}
          />
        </Field>
        {add.isError ? (
          <Alert tone="error" title="Comment not added">
            {errorMessage(add.error, 'Please try again')}
          </Alert>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? <Spinner className="text-white" /> : null}
            Add comment
          </Button>
        </div>
      </form>
    </InfoCard>
  );
}
