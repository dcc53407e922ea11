import { type LiveEvent, liveEventSchema, liveEventTypes } from '@driftwatch/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type DocSourceProgress, docSourceProgressKey, docSourceProgressRoot } from './doc-source-progress';
import { fetchLiveTicket } from './fetch-live-ticket';
import { queryRoots } from './query-roots';

/** Live progress of a repository's running scan, from scan.* events. */
export interface LiveScanState {
  phase: string;
  done: number;
  total: number;
}

/** Tickets last 60 seconds, so a dropped stream is reopened with a fresh one after a pause. */
const RECONNECT_DELAY_MS = 5000;

/**
 * Subscribes to the organization's event stream and invalidates the queries the events touch
 * (repositories, drift issues, dashboard panels, doc sources), so screens update without a Refresh.
 * Returns live scan progress; a doc source's progress goes to the query cache (docSourceProgressKey).
 */
export function useLiveUpdates(): Record<string, LiveScanState> {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<Record<string, LiveScanState>>({});

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const handle = (event: LiveEvent) => {
      if (event.type === 'doc_source.progress') {
        const state: DocSourceProgress = { phase: event.phase, done: event.done, total: event.total };
        queryClient.setQueryData(docSourceProgressKey(event.docSourceId), state);
        return;
      }
      if (event.type === 'doc_source.finished') {
        queryClient.setQueryData<DocSourceProgress | null>(docSourceProgressKey(event.docSourceId), null);
        void queryClient.invalidateQueries({ queryKey: queryRoots.docSources });
      }
      if (event.type === 'scan.started' || event.type === 'scan.progress') {
        const state =
          event.type === 'scan.progress'
            ? { phase: event.phase, done: event.done, total: event.total }
            : { phase: 'starting', done: 0, total: 0 };
        setProgress((current) => ({ ...current, [event.repositoryId]: state }));
        if (event.type === 'scan.progress') return;
      }
      if (event.type === 'scan.finished') {
        setProgress(({ [event.repositoryId]: _finished, ...rest }) => rest);
      }
      void queryClient.invalidateQueries({ queryKey: queryRoots.repositories });
      // Every other event changes a figure, an activity entry or a repository's health.
      void queryClient.invalidateQueries({ queryKey: queryRoots.dashboard });
      if (event.type !== 'scan.started' && event.type !== 'repository.updated') {
        void queryClient.invalidateQueries({ queryKey: queryRoots.driftIssues });
      }
    };

    const open = async () => {
      try {
        const ticket = await fetchLiveTicket();
        if (stopped) return;
        source = new EventSource(ticket.url);
        for (const type of liveEventTypes) {
          source.addEventListener(type, (message) => {
            if (!(message instanceof MessageEvent) || typeof message.data !== 'string') return;
            const parsed = liveEventSchema.safeParse(JSON.parse(message.data));
            if (parsed.success) handle(parsed.data);
          });
        }
        source.addEventListener('error', () => {
          source?.close();
          source = null;
          if (!stopped) retry = setTimeout(open, RECONNECT_DELAY_MS);
        });
        // Whatever happened while the stream was down is picked up by refetching once it is up.
        source.addEventListener('ready', () => {
          // A sync that finished while the stream was down sent its "finished" to nobody.
          queryClient.setQueriesData<DocSourceProgress | null>({ queryKey: docSourceProgressRoot }, null);
          void queryClient.invalidateQueries({ queryKey: queryRoots.docSources });
          void queryClient.invalidateQueries({ queryKey: queryRoots.repositories });
          void queryClient.invalidateQueries({ queryKey: queryRoots.driftIssues });
          void queryClient.invalidateQueries({ queryKey: queryRoots.dashboard });
        });
      } catch {
        if (!stopped) retry = setTimeout(open, RECONNECT_DELAY_MS * 2);
      }
    };
    void open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [queryClient]);

  return progress;
}
