import type { ListPage } from '@ohmstead/contracts/admin-lists';
import { type StatusEnvelope, statusEnvelopeSchema } from '@ohmstead/contracts/http';
import {
  type AddTicketCommentRequest,
  type AssignTicketRequest,
  type SetTicketStatusRequest,
  type TicketDashboard,
  ticketDashboardSchema,
  type TicketDetail,
  ticketDetailSchema,
  ticketListResponseSchema,
  type TicketRow,
  type TicketStatus,
} from '@ohmstead/contracts/tickets-admin';
import { createContext, useContext } from 'react';
import type { ApiResult } from '@/lib/api';
import { authorizedBlob, authorizedRequest } from '@/lib/authorized-api';

export const TICKETS_PATH = 'Tickets/GetAllTickets';
export type DashboardSlice = 'support' | 'mpr';
const DASHBOARD_PATH: Record<DashboardSlice, string> = {
  support: 'Tickets/GetSupportDashboard',
  mpr: 'Tickets/GetMprDashboard',
};

/** The calls of Support Tickets and the two ticket dashboards; stories and tests hand in their own. */
export interface TicketsApi {
  list(apiQuery: string): Promise<ApiResult<ListPage<TicketRow>>>;
  get(key: string): Promise<ApiResult<TicketDetail>>;
  setStatus(key: string, status: TicketStatus): Promise<ApiResult<StatusEnvelope>>;
  assign(key: string, assigneeId: number | null): Promise<ApiResult<StatusEnvelope>>;
  comment(key: string, body: string): Promise<ApiResult<StatusEnvelope>>;
  attachment(key: string, id: number): Promise<ApiResult<Blob>>;
  /** `apiQuery`: from, to and tz as URL parameters. */
  dashboard(slice: DashboardSlice, apiQuery: string): Promise<ApiResult<TicketDashboard>>;
}

export const ticketsApi: TicketsApi = {
  list: (apiQuery) => authorizedRequest(`${TICKETS_PATH}?${apiQuery}`, ticketListResponseSchema),
  get: (key) => authorizedRequest(`Tickets/GetTicket?key=${encodeURIComponent(key)}`, ticketDetailSchema),
  setStatus: (key, status) =>
    authorizedRequest('Tickets/SetStatus', statusEnvelopeSchema, {
      method: 'PUT',
      body: { key, status } satisfies SetTicketStatusRequest,
    }),
  assign: (key, assigneeId) =>
    authorizedRequest('Tickets/Assign', statusEnvelopeSchema, {
      method: 'PUT',
      body: { key, assigneeId } satisfies AssignTicketRequest,
    }),
  comment: (key, body) =>
    authorizedRequest('Tickets/AddComment', statusEnvelopeSchema, {
      method: 'POST',
      body: { key, body } satisfies AddTicketCommentRequest,
    }),
  attachment: (key, id) =>
    authorizedBlob(`Tickets/DownloadAttachment?${new URLSearchParams({ key, id: String(id) })}`),
  dashboard: (slice, apiQuery) =>
    authorizedRequest(`${DASHBOARD_PATH[slice]}?${apiQuery}`, ticketDashboardSchema),
};

export const TicketsApiContext = createContext<TicketsApi>(ticketsApi);
export const useTicketsApi = () => useContext(TicketsApiContext);
