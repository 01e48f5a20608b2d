import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LoadState } from '@/components/admin/AdminPage';
import { DeviceStatusBadge } from '@/components/admin/DeviceStatusBadge';
import { SmallButton } from '@/components/admin/SmallButton';
import { FormAlert } from '@/components/form/FormAlert';
import { usePolling } from '@/lib/use-polling';
import { useEvApi } from '../api/ev-api';
import { EvScreen } from '../components/EvScreen';
import { useInstallPrompt } from '../components/use-install-prompt';
import { evWords, kwh, money, sessionStatusWords } from '../ev-words';
import { EV_PATHS, screenOf, sessionPath } from '../paths';

const t = evWords.dashboard;

/**
 * The EV charger app's home (/admin/ev-charging-dashboard): the session under way (with the way back to its
 * screen), the way to scan a charger, the chargers this driver may use with their live status, this month's
 * figures and the last sessions. Asked for again every 10 s.
 */
export function EvDashboardScreen() {
  const api = useEvApi();
  const navigate = useNavigate();
  const dashboard = usePolling(api.dashboard, 10_000);
  const install = useInstallPrompt();
  const [failure, setFailure] = useState<string | null>(null);
  const connect = async (code: string) => {
    setFailure(null);
    const result = await api.connect(code);
    if (!result.ok) return setFailure(result.message);
    void navigate(sessionPath(EV_PATHS.connecting, result.data.session.id));
  };
  if (!dashboard.data)
    return (
      <EvScreen title={t.title}>
        <LoadState error={dashboard.error} onRetry={dashboard.reload} />
      </EvScreen>
    );
  const { active, chargers, recent } = dashboard.data;
  return (
    <EvScreen title={t.title}>
      {active ? (
        <section className="ev-card ev-card--active" aria-labelledby="ev-active">
          <h2 id="ev-active">{t.active}</h2>
          <p>
            {active.charger.serial} · {sessionStatusWords[active.status]}
            {active.socPercent !== null ? ` · ${active.socPercent.toFixed(0)} %` : ''}
          </p>
          <Link className="admin-button ev-button" to={screenOf(active)}>
            {t.continue}
          </Link>
        </section>
      ) : (
        <Link className="admin-button ev-button ev-button--primary" to={EV_PATHS.scan}>
          {t.scan}
        </Link>
      )}
      {install && (
        <button type="button" className="admin-button admin-button--secondary ev-button" onClick={install}>
          {t.install}
        </button>
      )}
      <section className="ev-card" aria-labelledby="ev-month">
        <h2 id="ev-month">{t.month}</h2>
        <p className="ev-figures">
          <span>{kwh(dashboard.data.monthEnergyKwh)}</span>
          <span>{t.sessions(dashboard.data.monthSessions)}</span>
        </p>
      </section>
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <section className="ev-card" aria-labelledby="ev-chargers">
        <h2 id="ev-chargers">{t.chargers}</h2>
        {chargers.length === 0 ? (
          <p>{t.noChargers}</p>
        ) : (
          <ul className="ev-list">
            {chargers.map((charger) => (
              <li key={charger.id} className="ev-list__item">
                <span>
                  <strong>{charger.serial}</strong> {charger.siteName ?? ''}
                  <span className="ev-list__meta">
                    {charger.ratedPowerKw} kW · {money(charger.tariffPerKwh)}/kWh
                  </span>
                </span>
                <DeviceStatusBadge status={charger.status} />
                {!active && charger.status === 'online' && (
                  <SmallButton
                    aria-label={t.chargeHere(charger.serial)}
                    onClick={() => void connect(charger.serial)}
                  >
                    Charge here
                  </SmallButton>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="ev-card" aria-labelledby="ev-recent">
        <h2 id="ev-recent">{t.recent}</h2>
        {recent.length === 0 ? (
          <p>{t.noRecent}</p>
        ) : (
          <ul className="ev-list">
            {recent.map((session) => (
              <li key={session.id} className="ev-list__item">
                <Link to={sessionPath(EV_PATHS.transaction, session.id)}>
                  {new Date(session.createdAt).toLocaleDateString()} · {session.charger.serial}
                </Link>
                <span>
                  {kwh(session.energyKwh)} · {money(session.cost)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </EvScreen>
  );
}
