import {
  type EvDashboardResponse,
  evDashboardResponseSchema,
  type HistoryResponse,
  historyResponseSchema,
  type SessionResponse,
  sessionResponseSchema,
  type TransactionResponse,
  transactionResponseSchema,
} from '@ohmstead/contracts/ev-charging';
import { createContext, useContext } from 'react';
import type { ApiResult } from '@/lib/api';
import { authorizedRequest } from '@/lib/authorized-api';

/** The calls of the EV charger app. */
export interface EvApi {
  dashboard(): Promise<ApiResult<EvDashboardResponse>>;
  connect(code: string): Promise<ApiResult<SessionResponse>>;
  session(id: number): Promise<ApiResult<SessionResponse>>;
  start(sessionId: number, currentLimitA: number): Promise<ApiResult<SessionResponse>>;
  setCurrentLimit(sessionId: number, currentLimitA: number): Promise<ApiResult<SessionResponse>>;
  stop(sessionId: number): Promise<ApiResult<SessionResponse>>;
  history(apiQuery: string): Promise<ApiResult<HistoryResponse>>;
  transaction(id: number): Promise<ApiResult<TransactionResponse>>;
}

export const evApi: EvApi = {
  dashboard: () => authorizedRequest('EvCharging/GetDashboard', evDashboardResponseSchema),
  connect: (code) =>
    authorizedRequest('EvCharging/Connect', sessionResponseSchema, { method: 'POST', body: { code } }),
  session: (id) => authorizedRequest(`EvCharging/GetSession?id=${id}`, sessionResponseSchema),
  start: (sessionId, currentLimitA) =>
    authorizedRequest('EvCharging/Start', sessionResponseSchema, {
      method: 'POST',
      body: { sessionId, currentLimitA },
    }),
  setCurrentLimit: (sessionId, currentLimitA) =>
    authorizedRequest('EvCharging/SetCurrentLimit', sessionResponseSchema, {
      method: 'POST',
      body: { sessionId, currentLimitA },
    }),
  stop: (sessionId) =>
    authorizedRequest('EvCharging/Stop', sessionResponseSchema, { method: 'POST', body: { sessionId } }),
  history: (apiQuery) => authorizedRequest(`EvCharging/GetHistory?${apiQuery}`, historyResponseSchema),
  transaction: (id) => authorizedRequest(`EvCharging/GetTransaction?id=${id}`, transactionResponseSchema),
};

export const EvApiContext = createContext<EvApi>(evApi);
export const useEvApi = () => useContext(EvApiContext);
