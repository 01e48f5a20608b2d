import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadState } from '@/components/admin/AdminPage';
import { TrendChart } from '@/components/admin/charts/TrendChart';
import { useLoad } from '@/lib/use-load';
import { useEvApi } from '../api/ev-api';
import { EvScreen } from '../components/EvScreen';
import { duration, evWords, kwh, money, sessionStatusWords } from '../ev-words';
import { EV_PATHS } from '../paths';

const t = evWords.transaction;

/**
 * Transaction Detail (/admin/app-transaction-detail?session=ID; no bottom navigation, docs/product.md §3.2): one
 * session's figures and its charging curve (power and state of charge, with the numbers as a table).
 */
export function TransactionDetailScreen() {
  const [search] = useSearchParams();
  const id = Number(search.get('session'));
  const api = useEvApi();
  const detail = useLoad(
    useCallback(
      () =>
        id > 0
          ? api.transaction(id)
          : Promise.resolve({ ok: false as const, status: 400, message: 'No session was chosen.' }),
      [api, id],
    ),
  );
  const back = (
    <Link className="admin-button admin-button--secondary ev-button" to={EV_PATHS.history}>
      {t.back}
    </Link>
  );
  if (!detail.data)
    return (
      <EvScreen title={t.title}>
        <LoadState error={detail.error} onRetry={detail.reload} />
        {back}
      </EvScreen>
    );
  const { session, curve } = detail.data;
  const label = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  const rows: [string, string][] = [
    ['Status', `${sessionStatusWords[session.status]}${session.endReason ? ` — ${session.endReason}` : ''}`],
    ['Charger', `${session.charger.serial} · ${session.charger.siteName ?? ''}`],
    ['Started', session.startedAt ? new Date(session.startedAt).toLocaleString() : '–'],
    ['Duration', duration(session.startedAt, session.endedAt)],
    ['Energy', kwh(session.energyKwh)],
    ['Cost', `${money(session.cost)} (${money(session.charger.tariffPerKwh)}/kWh)`],
    [
      'Battery',
      session.startSocPercent === null || session.socPercent === null
        ? '–'
        : `${session.startSocPercent.toFixed(0)} % → ${session.socPercent.toFixed(0)} % of ${session.batteryKwh ?? '?'} kWh`,
    ],
    ['Current limit', session.currentLimitA ? `${session.currentLimitA} A` : '–'],
    ['Peak power', `${session.maxPowerKw.toFixed(1)} kW`],
  ];
  return (
    <EvScreen title={t.title}>
      <dl className="ev-facts">
        {rows.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {curve.length === 0 ? (
        <p>{t.noCurve}</p>
      ) : (
        <TrendChart
          title={t.curve}
          periodLabel="Time"
          series={[
            { key: 'power', label: 'Power (kW)' },
            { key: 'soc', label: 'Battery (%)' },
          ]}
          points={curve.map((point) => ({
            period: label(point.at),
            values: {
              power: Math.round(point.powerKw * 10) / 10,
              soc: Math.round((point.socPercent ?? 0) * 10) / 10,
            },
          }))}
        />
      )}
      {back}
    </EvScreen>
  );
}
