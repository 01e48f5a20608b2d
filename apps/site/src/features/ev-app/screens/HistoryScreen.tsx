import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadState } from '@/components/admin/AdminPage';
import { useListPage } from '@/lib/use-list-page';
import { useEvApi } from '../api/ev-api';
import { EvScreen } from '../components/EvScreen';
import { evWords, kwh, money, sessionStatusWords } from '../ev-words';
import { EV_PATHS, sessionPath } from '../paths';

const t = evWords.history;
const PAGE = 10;

/** Charging History (/admin/app-device-transaction): the driver's sessions, newest first, ten at a time. */
export function HistoryScreen() {
  const api = useEvApi();
  const [pageSize, setPageSize] = useState(PAGE);
  const list = useListPage(
    api.history,
    `pageSize=${pageSize === PAGE ? 10 : pageSize}&sort=createdAt&dir=desc`,
  );
  if (!list.page)
    return <EvScreen title={t.title}>{<LoadState error={list.error} onRetry={list.retry} />}</EvScreen>;
  const { items, total } = list.page;
  return (
    <EvScreen title={t.title}>
      {items.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ul className="ev-list" aria-label={t.caption}>
          {items.map((session) => (
            <li key={session.id} className="ev-list__item ev-list__item--session">
              <Link to={sessionPath(EV_PATHS.transaction, session.id)}>
                {new Date(session.startedAt ?? session.createdAt).toLocaleString([], {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })}
              </Link>
              <span className="ev-list__meta">
                {session.charger.serial} · {session.charger.siteName}
              </span>
              <span>
                {kwh(session.energyKwh)} · {money(session.cost)} · {sessionStatusWords[session.status]}
              </span>
            </li>
          ))}
        </ul>
      )}
      {total > items.length && (
        <button
          type="button"
          className="admin-button admin-button--secondary ev-button"
          disabled={list.loading}
          onClick={() => setPageSize(pageSize === PAGE ? 25 : pageSize === 25 ? 50 : 100)}
        >
          {t.more}
        </button>
      )}
    </EvScreen>
  );
}
