/**
 * Enquiries and an in-memory stand-in for the feature's calls, for the stories and tests: no network. Not
 * imported by the screens themselves, so never part of the built site. The names are made up.
 */
import type { InquiryDetail, InquiryRow, Leg, QuoteRow } from '@ohmstead/contracts/inquiries';
import { never, ok, page } from '@/lib/fake-answers';
import type { InquiriesApi } from './api/inquiries-api';

const leg = (state: Leg['state'], changes: Partial<Leg> = {}): Leg => ({
  state,
  reference: null,
  error: null,
  attemptedAt: null,
  retryable: state === 'failed' || state === 'awaited',
  ...changes,
});

export function sampleInquiries(): InquiryRow[] {
  return [
    {
      id: 12,
      receivedAt: '2026-11-24T15:12:00.000Z',
      channel: 'contact-page',
      topic: 'quote',
      name: 'Priya Natarajan',
      company: 'Harbor Logistics',
      email: 'priya.natarajan@harbor-logistics.example',
      phone: '9195550187',
      legs: {
        mail: leg('logged', { attemptedAt: '2026-11-24T15:12:01.000Z' }),
        ticket: leg('created', { reference: 'SUP-48', attemptedAt: '2026-11-24T15:12:02.000Z' }),
        lead: leg('stored', { reference: '31' }),
      },
    },
    {
      id: 11,
      receivedAt: '2026-11-23T10:40:00.000Z',
      channel: 'contact-page',
      topic: 'general',
      name: 'Tomás Herrera',
      company: 'Verde Campus',
      email: 'tomas@verde-campus.example',
      phone: '9195550143',
      legs: {
        mail: leg('failed', { error: '554 5.7.1 Message rejected', attemptedAt: '2026-11-23T10:40:05.000Z' }),
        ticket: leg('failed', {
          error: 'The ticket system is not reachable.',
          attemptedAt: '2026-11-23T10:40:06.000Z',
        }),
        lead: leg('awaited'),
      },
    },
    {
      id: 10,
      receivedAt: '2026-11-22T08:05:00.000Z',
      channel: 'chat-images',
      topic: 'general',
      name: 'Lena Fischer',
      company: '',
      email: 'lena.fischer@northgrid.example',
      phone: '',
      legs: {
        mail: leg('none', { retryable: false }),
        ticket: leg('created', { reference: 'SUP-46' }),
        lead: leg('none', { retryable: false }),
      },
    },
  ];
}

export function sampleInquiryDetail(row: InquiryRow = sampleInquiries()[1]!): InquiryDetail {
  return {
    ...row,
    responseStatusCode: 200,
    title: 'Facilities Director',
    message: 'We are planning 12 chargers for the campus garage.\nCan you size the router?',
    serialNumber: row.channel === 'chat-images' ? '4410027' : null,
    username: 'guest',
    isQuote: row.topic === 'quote' || row.channel === 'chat-images',
    quote:
      row.topic === 'quote' || row.channel === 'chat-images'
        ? { status: 'new', setBy: null, setAt: null }
        : null,
    attachments:
      row.channel === 'chat-images'
        ? [{ id: 5, fileName: 'inverter-front.jpg', contentType: 'image/jpeg', size: 182_000 }]
        : [],
  };
}

export function sampleQuotes(): QuoteRow[] {
  return [
    {
      id: 12,
      receivedAt: '2026-11-24T15:12:00.000Z',
      channel: 'contact-page',
      name: 'Priya Natarajan',
      company: 'Harbor Logistics',
      email: 'priya.natarajan@harbor-logistics.example',
      message: 'A quote for three routers for our depot, please.',
      serialNumber: null,
      ticketKey: 'SUP-48',
      attachments: [],
      status: 'new',
      statusSetBy: null,
      statusSetAt: null,
    },
    {
      id: 10,
      receivedAt: '2026-11-22T08:05:00.000Z',
      channel: 'chat-images',
      name: 'Lena Fischer',
      company: '',
      email: 'lena.fischer@northgrid.example',
      message: 'Scorch marks on the AC lugs; what would a replacement cost?',
      serialNumber: '4410027',
      ticketKey: 'SUP-46',
      attachments: [{ id: 5, fileName: 'lugs.jpg', contentType: 'image/jpeg', size: 182_000 }],
      status: 'quoted',
      statusSetBy: 'Max Alvarez',
      statusSetAt: '2026-11-23T09:00:00.000Z',
    },
  ];
}

/**
 * The calls answered from memory. `state`: 'loading' never answers, 'error' fails every call with
 * `failure`, 'empty' has no enquiry.
 */
export function fakeInquiriesApi({
  state = 'filled',
  failure = 'The server could not be reached.',
}: { state?: 'filled' | 'empty' | 'loading' | 'error'; failure?: string } = {}): InquiriesApi {
  const rows = state === 'empty' ? [] : sampleInquiries();
  const quotes = state === 'empty' ? [] : sampleQuotes();
  const details = new Map(rows.map((row) => [row.id, sampleInquiryDetail(row)]));
  const fail = async () => ({ ok: false as const, status: 503, message: failure });
  if (state === 'loading')
    return {
      list: never,
      get: never,
      retry: never,
      quotes: never,
      setQuoteStatus: never,
      attachment: never,
    };
  if (state === 'error')
    return { list: fail, get: fail, retry: fail, quotes: fail, setQuoteStatus: fail, attachment: fail };
  return {
    list: async () => ok(page(rows)),
    async get(id) {
      const found = details.get(id);
      return found ? ok(found) : { ok: false, status: 404, message: 'No such enquiry.' };
    },
    async retry(id, leg) {
      const found = details.get(id)!;
      const done = leg === 'ticket' ? 'created' : leg === 'lead' ? 'stored' : 'queued';
      const next = {
        ...found,
        legs: {
          ...found.legs,
          [leg]: {
            ...found.legs[leg],
            state: done,
            error: null,
            retryable: false,
            reference: leg === 'ticket' ? 'SUP-49' : found.legs[leg].reference,
          },
        },
      };
      details.set(id, next);
      return ok(next);
    },
    quotes: async () => ok(page(quotes)),
    setQuoteStatus: async (id, status) =>
      ok({
        responseStatusCode: 200,
        id,
        status,
        statusSetBy: 'Max Alvarez',
        statusSetAt: new Date().toISOString(),
      }),
    attachment: async () => ok(new Blob(['file'], { type: 'image/jpeg' })),
  };
}
