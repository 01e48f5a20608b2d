import { type InquiryDetail, LEG_NAMES, type LegName } from '@ohmstead/contracts/inquiries';
import { useCallback, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { AdminCard, AdminPage, LoadState } from '@/components/admin/AdminPage';
import { AttachmentList } from '@/components/admin/AttachmentList';
import { DetailFields, DetailText } from '@/components/admin/DetailFields';
import { enquiryChannelWords } from '@/components/admin/enquiry-channel-words';
import { SmallButton } from '@/components/admin/SmallButton';
import { FormAlert } from '@/components/form/FormAlert';
import { formatDateTime } from '@/lib/date-time';
import { useLoad } from '@/lib/use-load';
import { useInquiriesApi } from '../api/inquiries-api';
import {
  inquiriesWords,
  legStateText,
  legTone,
  legWords,
  quoteStatusWords,
  topicWords,
} from '../inquiries-words';
import { CUSTOMER_INQUIRIES_PATH } from '../paths';

const t = inquiriesWords.detail;

/**
 * One enquiry (/admin/customer-inquiries/{id}): what was sent, each leg's outcome with its reason, a retry
 * for a leg that failed or never came (the server makes a retried ticket or lead at most once), and the
 * files of its ticket.
 */
export function InquiryDetailView({ id }: { id: number }) {
  const api = useInquiriesApi();
  const load = useCallback(() => api.get(id), [api, id]);
  const { data, error, reload, setData } = useLoad(load);
  const { state } = useLocation();
  const back = `${CUSTOMER_INQUIRIES_PATH}${(state as { listSearch?: string } | null)?.listSearch ?? ''}`;

  return (
    <AdminPage title={data ? t.heading(data.name) : inquiriesWords.title}>
      <p>
        <Link to={back}>{t.back}</Link>
      </p>
      {data ? <Detail enquiry={data} onChange={setData} /> : <LoadState error={error} onRetry={reload} />}
    </AdminPage>
  );
}

function Detail({ enquiry, onChange }: { enquiry: InquiryDetail; onChange: (next: InquiryDetail) => void }) {
  const api = useInquiriesApi();
  const [busy, setBusy] = useState<LegName | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const retry = async (leg: LegName) => {
    setOutcome(null);
    setBusy(leg);
    const result = await api.retry(enquiry.id, leg);
    setBusy(null);
    if (result.ok) {
      onChange(result.data);
      setOutcome({ tone: 'success', text: t.retried(leg) });
    } else {
      setOutcome({ tone: 'error', text: t.retryFailed(result.message) });
      // The leg's recorded reason changed with the attempt: show it.
      const fresh = await api.get(enquiry.id);
      if (fresh.ok) onChange(fresh.data);
    }
  };

  const quote = enquiry.quote;
  const fields: [string, string][] = [
    [t.fields.receivedAt, formatDateTime(enquiry.receivedAt)],
    [t.fields.channel, enquiryChannelWords[enquiry.channel]],
    [t.fields.topic, topicWords[enquiry.topic]],
    [t.fields.company, enquiry.company || '–'],
    [t.fields.title, enquiry.title || '–'],
    [t.fields.email, enquiry.email],
    [t.fields.phone, enquiry.phone || '–'],
    ...(enquiry.serialNumber !== null
      ? [[t.fields.serialNumber, enquiry.serialNumber] as [string, string]]
      : []),
    [t.fields.username, enquiry.username === 'guest' ? t.anonymous : enquiry.username],
    [
      t.fields.quote,
      quote
        ? t.quoteStatus(
            quoteStatusWords[quote.status],
            quote.setBy,
            quote.setAt ? formatDateTime(quote.setAt) : null,
          )
        : t.notQuote,
    ],
  ];

  return (
    <>
      <AdminCard title={t.contact}>
        <DetailFields fields={fields} />
        <DetailText heading={t.fields.message}>{enquiry.message || '–'}</DetailText>
      </AdminCard>

      <AdminCard title={t.legs} intro={t.legsIntro}>
        {outcome && (
          <FormAlert tone={outcome.tone} onClose={() => setOutcome(null)}>
            {outcome.text}
          </FormAlert>
        )}
        <ul className="inquiry-detail__legs">
          {LEG_NAMES.map((name) => {
            const leg = enquiry.legs[name];
            return (
              <li key={name} className={`inquiry-detail__leg inquiry-detail__leg--${legTone(leg.state)}`}>
                <h3 className="inquiry-detail__leg-name">{legWords[name]}</h3>
                <p className="inquiry-detail__leg-state">
                  {legStateText(name, leg.state, leg.reference, enquiry.channel)}
                </p>
                {leg.error && <p className="inquiry-detail__leg-error">{leg.error}</p>}
                {name === 'ticket' && leg.retryable && enquiry.channel !== 'contact-page' && (
                  <p className="inquiry-detail__leg-when">{t.filesNotKept}</p>
                )}
                {leg.attemptedAt && (
                  <p className="inquiry-detail__leg-when">{t.attempted(formatDateTime(leg.attemptedAt))}</p>
                )}
                {leg.retryable && (
                  <SmallButton
                    disabled={busy !== null}
                    aria-busy={busy === name || undefined}
                    onClick={() => void retry(name)}
                  >
                    {busy === name ? t.retrying : t.retry(name)}
                  </SmallButton>
                )}
              </li>
            );
          })}
        </ul>
      </AdminCard>

      <AdminCard title={t.attachments}>
        <AttachmentList
          attachments={enquiry.attachments}
          download={(file) => api.attachment(file.id)}
          words={{ none: t.noAttachments, download: t.download, downloadFailed: t.downloadFailed }}
        />
      </AdminCard>
    </>
  );
}
