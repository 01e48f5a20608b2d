import type { ListPage } from '@ohmstead/contracts/admin-lists';
import {
  type InquiryDetail,
  inquiryDetailSchema,
  inquiryListResponseSchema,
  type InquiryRow,
  type LegName,
  quoteListResponseSchema,
  type QuoteRow,
  type QuoteStatus,
  type QuoteStatusSet,
  quoteStatusSetSchema,
  type RetryLegRequest,
  type SetQuoteStatusRequest,
} from '@ohmstead/contracts/inquiries';
import { createContext, useContext } from 'react';
import type { ApiResult } from '@/lib/api';
import { authorizedBlob, authorizedRequest } from '@/lib/authorized-api';

export const INQUIRIES_PATH = 'Inquiries/GetAllInquiries';
export const QUOTES_PATH = 'Inquiries/GetQuoteRequests';

/** The calls of Customer Inquiries and Quote Request Summary; stories and tests hand in their own. */
export interface InquiriesApi {
  list(apiQuery: string): Promise<ApiResult<ListPage<InquiryRow>>>;
  get(id: number): Promise<ApiResult<InquiryDetail>>;
  retry(id: number, leg: LegName): Promise<ApiResult<InquiryDetail>>;
  quotes(apiQuery: string): Promise<ApiResult<ListPage<QuoteRow>>>;
  setQuoteStatus(id: number, status: QuoteStatus): Promise<ApiResult<QuoteStatusSet>>;
  attachment(id: number): Promise<ApiResult<Blob>>;
}

export const inquiriesApi: InquiriesApi = {
  list: (apiQuery) => authorizedRequest(`${INQUIRIES_PATH}?${apiQuery}`, inquiryListResponseSchema),
  get: (id) => authorizedRequest(`Inquiries/GetInquiry?id=${id}`, inquiryDetailSchema),
  retry: (id, leg) =>
    authorizedRequest('Inquiries/RetryLeg', inquiryDetailSchema, {
      method: 'POST',
      body: { id, leg } satisfies RetryLegRequest,
    }),
  quotes: (apiQuery) => authorizedRequest(`${QUOTES_PATH}?${apiQuery}`, quoteListResponseSchema),
  setQuoteStatus: (id, status) =>
    authorizedRequest('Inquiries/SetQuoteStatus', quoteStatusSetSchema, {
      method: 'PUT',
      body: { id, status } satisfies SetQuoteStatusRequest,
    }),
  attachment: (id) => authorizedBlob(`Inquiries/DownloadAttachment?id=${id}`),
};

export const InquiriesApiContext = createContext<InquiriesApi>(inquiriesApi);
export const useInquiriesApi = () => useContext(InquiriesApiContext);
