import { liveRoutes, liveTicketResponseSchema } from '@driftwatch/contract';
import { apiRequest } from './api-client';

/** EventSource cannot send headers, so the bearer token is traded for a 60-second stream ticket. */
export function fetchLiveTicket() {
  return apiRequest({ method: 'POST', path: liveRoutes.ticket, schema: liveTicketResponseSchema });
}
