import { liveTicketResponseSchema, routes } from '@driftwatch/contract';
import { apiRequest } from './api-client';

/** EventSource cannot send headers, so the bearer token is traded for a 60-second stream ticket. */
export function fetchLiveTicket() {
  return apiRequest({ method: 'POST', path: routes.live.ticket, schema: liveTicketResponseSchema });
}
