import { ArrowLeft, Ban, CheckCircle2, FileSearch, GitCompare } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingScreen } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLiveUpdates } from '../../../lib/use-live-updates';
import { PushToLinearDialog, useLinearStatus } from '../../linear';
import { useDriftIssue } from '../api/fetch-drift-issue';
import { useUpdateIssueStatus } from '../api/update-drift-issue-status';
import { DiffViewerDialog } from '../components/diff-viewer-dialog';
import { IssueActivityTab } from '../components/issue-activity-tab';
import { SeverityBadge, StatusBadge } from '../components/issue-badges';
import { IssueCodeChangesTab } from '../components/issue-code-changes-tab';
import { IssueComments } from '../components/issue-comments';
import { IssueOverviewTab } from '../components/issue-overview-tab';
import { canViewDiff, IssueSidePanels } from '../components/issue-side-panels';
import { IssueTimelineTab } from '../components/issue-timeline-tab';

/** A load failure other than not-found goes back after 3 seconds, time enough to read the error. */
const BACK_AFTER_ERROR_MS = 3000;

/** The route takes an issue key (DRIFT-12) or an id; only an id is shortened to 8 characters. */
function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

export function DriftIssuePage() {
  const { issueId = '' } = useParams();
  const navigate = useNavigate();
  // Opened from a link in another tab there is no page to go back to; the list is the natural place.
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/drift-issues'));
  useLiveUpdates();
  const [diffOpen, setDiffOpen] = useState(false);
  const [linearOpen, setLinearOpen] = useState(false);
  const issue = useDriftIssue(issueId);
  const linear = useLinearStatus();
  const update = useUpdateIssueStatus();
  const notFound = issue.isError && isApiError(issue.error) && issue.error.code === 'NOT_FOUND';
  useDocumentTitle(issue.data ? `${issue.data.key} · ${issue.data.title}` : 'Drift issue');

  useEffect(() => {
    if (!issue.isError || notFound) return;
    toast({ title: 'Error loading issue', description: 'Failed to load issue details', variant: 'error' });
    const timer = setTimeout(() => navigate(-1), BACK_AFTER_ERROR_MS);
    return () => clearTimeout(timer);
  }, [issue.isError, notFound, navigate]);

  const breadcrumb = (
    <nav aria-label="Breadcrumb" className="mb-4 flex items-center gap-2 text-sm text-slate-600">
      <Button size="sm" variant="ghost" onClick={goBack} aria-label="Back">
        <ArrowLeft aria-hidden />
      </Button>
      <Link to="/drift-issues" className="font-medium text-accent-700 hover:underline">
        Issues
      </Link>
      <span aria-hidden>/</span>
      <span aria-current="page" className="font-mono">
        {issue.data?.key ?? (isUuid(issueId) ? issueId.slice(0, 8) : issueId)}
      </span>
    </nav>
  );

  if (issue.isPending)
    return (
      <>
        {breadcrumb}
        <LoadingScreen label="Loading issue…" />
      </>
    );
  if (notFound || !issue.data) {
    return (
      <>
        {breadcrumb}
        {notFound ? (
          <EmptyState
            icon={FileSearch}
            title="Issue not found"
            description="This drift issue does not exist in your organization, or it has been removed."
            action={
              <Button variant="secondary" onClick={goBack}>
                Go back
              </Button>
            }
          />
        ) : (
          <Alert tone="error" title="Error loading issue">
            Failed to load issue details
          </Alert>
        )}
      </>
    );
  }

  const data = issue.data;
  return (
    <>
      {breadcrumb}
      <header className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <h1 className="text-xl font-semibold tracking-tight break-words text-slate-900 sm:text-2xl">
            {data.title}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <SeverityBadge severity={data.severity} />
            <StatusBadge status={data.status} />
            <span className="text-sm text-slate-600">
              {data.type_label} · {data.repository_name}
            </span>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {data.status === 'open' ? (
            <>
              <Button
                onClick={() => update.mutate({ id: data.id, status: 'resolved' })}
                disabled={update.isPending}
              >
                <CheckCircle2 aria-hidden /> Resolve
              </Button>
              <Button
                variant="secondary"
                onClick={() => update.mutate({ id: data.id, status: 'ignored' })}
                disabled={update.isPending}
              >
                <Ban aria-hidden /> Ignore
              </Button>
            </>
          ) : null}
          {/* Below lg the side panel sits under the long tabs; the diff stays one tap away up here. */}
          {canViewDiff(data) ? (
            <Button variant="secondary" className="lg:hidden" onClick={() => setDiffOpen(true)}>
              <GitCompare aria-hidden /> View Diff
            </Button>
          ) : null}
        </div>
      </header>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-6">
          <Tabs defaultValue="overview">
            {/* Four equal tabs across a phone (a short label for Code Changes), so none hides off-screen. */}
            <TabsList className="grid w-full grid-cols-4 sm:inline-flex sm:w-auto [&>*]:justify-center [&>*]:px-1 sm:[&>*]:px-3">
              <TabsTrigger value="overview">Overview</TabsTrigger>
              <TabsTrigger value="timeline">Timeline</TabsTrigger>
              <TabsTrigger value="code">
                <span className="sm:hidden">Code</span>
                <span className="hidden sm:inline">Code Changes</span>
              </TabsTrigger>
              <TabsTrigger value="activity">Activity</TabsTrigger>
            </TabsList>
            <TabsContent value="overview">
              <IssueOverviewTab issue={data} />
            </TabsContent>
            <TabsContent value="timeline">
              <IssueTimelineTab issue={data} />
            </TabsContent>
            <TabsContent value="code">
              <IssueCodeChangesTab issue={data} />
            </TabsContent>
            <TabsContent value="activity">
              <IssueActivityTab issue={data} />
            </TabsContent>
          </Tabs>
          <IssueComments issueId={data.id} />
        </div>
        <IssueSidePanels
          issue={data}
          onViewDiff={() => setDiffOpen(true)}
          linearConnected={linear.data?.connected}
          linearNeedsReconnect={linear.data?.status === 'broken'}
          onPushToLinear={() => setLinearOpen(true)}
        />
      </div>
      <DiffViewerDialog issue={data} open={diffOpen} onOpenChange={setDiffOpen} />
      <PushToLinearDialog issue={data} open={linearOpen} onOpenChange={setLinearOpen} />
    </>
  );
}
