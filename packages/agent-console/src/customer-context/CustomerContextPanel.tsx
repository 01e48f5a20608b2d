/** @jsxImportSource react */
import type { ContextDevice, ContextSafety, CustomerContext } from '@ohmstead/contracts/customer-context';
import { type ReactNode, useId } from 'react';
import { adminLinks } from './admin-links';
import { type CustomerContextSource, useCustomerContextSource } from './customer-context-source';
import { customerContextWords as t } from './customer-context-words';
import { useCustomerContext } from './use-customer-context';
import './CustomerContextPanel.css';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const timeOnly = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

function When({ iso, format = dateTime }: { iso: string; format?: Intl.DateTimeFormat }) {
  return <time dateTime={iso}>{format.format(new Date(iso))}</time>;
}

/** A link to an admin screen, opened beside the console so the conversation stays where it is. */
function AdminLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="ac-visually-hidden"> {t.newTab}</span>
    </a>
  );
}

function DeviceItem({ device }: { device: ContextDevice }) {
  return (
    <li className="ac-context-device">
      <p className="ac-context-device-name">
        <AdminLink href={adminLinks.device(device.id)}>
          {t.deviceLink(device.productName, device.serial)}
        </AdminLink>{' '}
        <span className={`ac-context-status ac-context-status--${device.status}`}>
          {t.status[device.status]}
        </span>
      </p>
      <dl className="ac-context-facts">
        {device.siteName && (
          <>
            <dt>{t.site}</dt>
            <dd>{device.siteName}</dd>
          </>
        )}
        <dt>{t.lastSeen}</dt>
        <dd>{device.lastSeenAt ? <When iso={device.lastSeenAt} /> : t.neverSeen}</dd>
        <dt>{t.firmware}</dt>
        <dd>
          {device.firmware.length === 0
            ? t.noFirmware
            : device.firmware.map((entry) => `${entry.name} ${entry.version}`).join(', ')}
        </dd>
        {device.faults.length > 0 && (
          <>
            <dt>{t.faultsNow}</dt>
            <dd>{device.faults.map((fault) => t.faults[fault]).join(', ')}</dd>
          </>
        )}
        <dt>{t.recentFaults}</dt>
        <dd>
          {device.recentFaults.length === 0 ? (
            t.noRecentFaults
          ) : (
            <ul className="ac-context-faults">
              {device.recentFaults.map((fault) => (
                <li key={`${fault.at}-${fault.message}`}>
                  <When iso={fault.at} />: {fault.message}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
    </li>
  );
}

interface CappedListProps<T> {
  title: string;
  /** Said when the list is empty. */
  none: string;
  list: { items: T[]; total: number };
  item: (entry: T) => ReactNode;
}

/** A list the server capped: its items (or `none`), and how many of how many when some are left out. */
function CappedList<T>({ title, none, list, item }: CappedListProps<T>) {
  const shown = list.items.length;
  return (
    <section>
      <h3>{title}</h3>
      {shown === 0 ? (
        <p className="ac-muted">{none}</p>
      ) : (
        <ul className="ac-context-list">{list.items.map(item)}</ul>
      )}
      {shown < list.total && <p className="ac-muted">{t.shown(shown, list.total)}</p>}
    </section>
  );
}

function SafetyText({ safety, userName }: { safety: ContextSafety; userName: string }) {
  return (
    <>
      <p>
        {safety.acknowledgedAt ? (
          <>
            {t.safetyAcknowledgedOn(safety.currentVersion)} <When iso={safety.acknowledgedAt} />.
          </>
        ) : (
          t.safetyNotAcknowledged(safety.currentVersion)
        )}
        {!safety.acknowledgedAt && safety.lastVersion && <> {t.safetyLastVersion(safety.lastVersion)}</>}
      </p>
      <p>
        <AdminLink href={adminLinks.acknowledgements(userName)}>{t.safetyLink}</AdminLink>
      </p>
    </>
  );
}

/** The sections the server sent: a section it left out (the agent's roles may not see it) is not mentioned. */
function ContextSections({ context }: { context: CustomerContext }) {
  if (context.customer.kind === 'guest') return <p>{t.guest}</p>;
  const { userName, name } = context.customer;
  const { devices, tickets, safety } = context;
  return (
    <>
      <p>{t.signedInAs(name, userName)}</p>
      {devices && (
        <CappedList
          title={t.devices}
          none={t.noDevices}
          list={devices}
          item={(device) => <DeviceItem key={device.id} device={device} />}
        />
      )}
      {tickets && (
        <CappedList
          title={t.tickets}
          none={t.noTickets}
          list={tickets}
          item={(ticket) => (
            <li key={ticket.key}>
              <AdminLink href={adminLinks.ticket(ticket.key)}>{ticket.key}</AdminLink> {ticket.summary}{' '}
              <span className="ac-muted">({t.ticketStatus[ticket.status]})</span>
            </li>
          )}
        />
      )}
      {safety && (
        <section>
          <h3>{t.safety}</h3>
          <SafetyText safety={safety} userName={userName} />
        </section>
      )}
    </>
  );
}

/** The panel on a given source (stories and tests hand one over; the console takes the provider's). */
export function CustomerContextView({ source, chatId }: { source: CustomerContextSource; chatId: string }) {
  const titleId = useId();
  const { state, refresh } = useCustomerContext(source, chatId);
  return (
    <section className="ac-context" aria-labelledby={titleId} aria-busy={state.loading}>
      <div className="ac-context-head">
        <h2 id={titleId}>{t.title}</h2>
        <button
          type="button"
          className="ac-button ac-button--small"
          onClick={refresh}
          // Focus stays on it while the read is under way; a second press waits for the first.
          aria-disabled={state.loading}
        >
          {t.refresh}
        </button>
      </div>
      <p className="ac-muted" role="status">
        {state.loading
          ? t.loading
          : state.readAt && !state.error
            ? t.updatedAt(timeOnly.format(state.readAt))
            : null}
      </p>
      {state.error && (
        <div role="alert">
          <p>{state.error}</p>
          <button type="button" className="ac-button ac-button--small" onClick={refresh}>
            {t.retry}
          </button>
        </div>
      )}
      {state.context && <ContextSections context={state.context} />}
    </section>
  );
}

/**
 * Beside the conversation: what the agent may know about the chat's signed-in customer
 * (docs/decisions/0048-customer-context.md). Nothing without a CustomerContextProvider.
 */
export function CustomerContextPanel({ chatId }: { chatId: string }) {
  const source = useCustomerContextSource();
  return source ? <CustomerContextView source={source} chatId={chatId} /> : null;
}
