import {
  CURRENT_LIMIT_MAX_A,
  CURRENT_LIMIT_MIN_A,
  CURRENT_LIMIT_STEP_A,
} from '@ohmstead/contracts/device-link';
import { type ChargingSession, OPEN_SESSION_STATUSES } from '@ohmstead/contracts/ev-charging';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LoadState } from '@/components/admin/AdminPage';
import { FormAlert } from '@/components/form/FormAlert';
import { useEvApi } from '../api/ev-api';
import { BatteryGauge } from '../components/BatteryGauge';
import { EvScreen } from '../components/EvScreen';
import { useChargingSession } from '../components/use-charging-session';
import { duration, evWords, kwh, money, sessionStatusWords } from '../ev-words';
import { EV_PATHS, screenOf, sessionPath } from '../paths';

/** How often a session is asked for again while it moves on its own (the charger reports as it goes). */
const FAST_MS = 1_000;
const CHARGING_MS = 2_000;

/** Follows the session to its screen when it has moved on (the charger's doing, not the driver's). */
function useFollow(session: ChargingSession | null, here: readonly ChargingSession['status'][]) {
  const navigate = useNavigate();
  useEffect(() => {
    if (session && !here.includes(session.status)) void navigate(screenOf(session), { replace: true });
  }, [session, here, navigate]);
}

function Waiting({
  title,
  id,
  error,
  reload,
}: {
  title: string;
  id: number;
  error: string | null;
  reload: () => void;
}) {
  return (
    <EvScreen title={title}>
      <LoadState error={error} onRetry={reload} />
      {!(id > 0) && <Link to={EV_PATHS.dashboard}>{evWords.dashboard.title}</Link>}
    </EvScreen>
  );
}

/** Cancels or stops the session, then shows where it ended. */
function useStop(session: ChargingSession | null) {
  const api = useEvApi();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [stopping, setStopping] = useState(false);
  const stop = async () => {
    if (!session) return;
    setStopping(true);
    const result = await api.stop(session.id);
    setStopping(false);
    if (!result.ok) return setFailure(result.message);
    void navigate(sessionPath(EV_PATHS.summary, session.id));
  };
  return { stop, stopping, failure };
}

const CONNECTING = ['connecting'] as const;

/** Connecting (/admin/app-ev-connectivity-processing): until the charger has taken the reservation. */
export function ConnectingScreen() {
  const { id, session, error, reload } = useChargingSession(FAST_MS);
  useFollow(session, CONNECTING);
  const t = evWords.connecting;
  if (!session) return <Waiting title={t.title} id={id} error={error} reload={reload} />;
  return (
    <EvScreen title={t.title}>
      <div className="ev-progress" role="status" aria-live="polite">
        <span className="ev-spinner" aria-hidden="true" />
        {t.text(session.charger.serial)}
      </div>
      <p>
        {session.charger.siteName} · {session.charger.ratedPowerKw} kW · {money(session.charger.tariffPerKwh)}
        /kWh
      </p>
    </EvScreen>
  );
}

const PLUG = ['awaiting-plug', 'plugged-in'] as const;

/** Plug In (/admin/app-ev-plugin): waits for the charger to see the vehicle, then shows its battery. */
export function PlugInScreen() {
  const { id, session, error, reload } = useChargingSession(FAST_MS);
  useFollow(session, PLUG);
  const { stop, stopping, failure } = useStop(session);
  const t = evWords.plugIn;
  if (!session) return <Waiting title={t.title} id={id} error={error} reload={reload} />;
  const plugged = session.status === 'plugged-in';
  return (
    <EvScreen title={t.title}>
      <div className="ev-progress" role="status" aria-live="polite">
        {plugged ? (
          <>
            <strong>{t.detected}</strong>
            {session.batteryKwh !== null && session.socPercent !== null && (
              <span>{t.battery(session.batteryKwh, session.socPercent)}</span>
            )}
          </>
        ) : (
          <>
            <span className="ev-plug" aria-hidden="true" />
            <strong>{t.waiting}</strong>
            <span>{t.waitingHint}</span>
          </>
        )}
      </div>
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      {plugged && (
        <Link
          className="admin-button ev-button ev-button--primary"
          to={sessionPath(EV_PATHS.currentLimit, session.id)}
        >
          {t.next}
        </Link>
      )}
      <button
        type="button"
        className="admin-button admin-button--secondary ev-button"
        disabled={stopping}
        onClick={() => void stop()}
      >
        {t.cancel}
      </button>
    </EvScreen>
  );
}

/** The current-limit slider, its value in words and the power it allows about. */
function LimitSlider({
  value,
  onChange,
  ratedKw,
}: {
  value: number;
  onChange: (value: number) => void;
  ratedKw: number;
}) {
  const id = useId();
  const t = evWords.limit;
  const kw = Math.min(ratedKw, Math.round((value * 400) / 1000));
  return (
    <div className="ev-limit">
      <label htmlFor={id} className="ev-limit__label">
        {t.label}: <output htmlFor={id}>{value} A</output>
      </label>
      <input
        id={id}
        type="range"
        min={CURRENT_LIMIT_MIN_A}
        max={CURRENT_LIMIT_MAX_A}
        step={CURRENT_LIMIT_STEP_A}
        value={value}
        aria-valuetext={`${value} amperes`}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <p className="ev-limit__estimate">{t.estimate(kw)}</p>
    </div>
  );
}

/** Current Limit (/admin/app-ev-current-limit): the driver chooses the limit and starts charging. */
export function CurrentLimitScreen() {
  const { id, session, error, reload } = useChargingSession(FAST_MS * 3);
  useFollow(session, PLUG);
  const api = useEvApi();
  const navigate = useNavigate();
  const [limit, setLimit] = useState(150);
  const [failure, setFailure] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const t = evWords.limit;
  if (!session) return <Waiting title={t.title} id={id} error={error} reload={reload} />;
  const start = async () => {
    setStarting(true);
    const result = await api.start(session.id, limit);
    setStarting(false);
    if (!result.ok) return setFailure(result.message);
    void navigate(sessionPath(EV_PATHS.charging, session.id));
  };
  return (
    <EvScreen title={t.title}>
      <p>{t.intro}</p>
      <LimitSlider value={limit} onChange={setLimit} ratedKw={session.charger.ratedPowerKw} />
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <button
        type="button"
        className="admin-button ev-button ev-button--primary"
        disabled={starting || session.status !== 'plugged-in'}
        aria-busy={starting || undefined}
        onClick={() => void start()}
      >
        {starting ? t.starting : t.start}
      </button>
    </EvScreen>
  );
}

const CHARGING = ['plugged-in', 'charging'] as const;

/** Battery Charging (/admin/app-ev-battery-charging): the charge live, the limit to change, Stop. */
export function BatteryChargingScreen() {
  const { id, session, error, reload, setData } = useChargingSession(CHARGING_MS);
  useFollow(session, CHARGING);
  const api = useEvApi();
  const { stop, stopping, failure } = useStop(session);
  const [limit, setLimit] = useState<number | null>(null);
  const [limitOutcome, setLimitOutcome] = useState<{ tone: 'success' | 'error'; message: string } | null>(
    null,
  );
  const t = evWords.charging;
  if (!session) return <Waiting title={t.title} id={id} error={error} reload={reload} />;
  const apply = async () => {
    if (limit === null) return;
    const result = await api.setCurrentLimit(session.id, limit);
    if (!result.ok) return setLimitOutcome({ tone: 'error', message: result.message });
    setData(result.data);
    setLimitOutcome({ tone: 'success', message: `${evWords.limit.label}: ${limit} A` });
  };
  const charging = session.status === 'charging';
  return (
    <EvScreen title={t.title}>
      <BatteryGauge percent={session.socPercent} label={t.charged} />
      {!charging && (
        <p className="ev-progress" role="status">
          {t.starting}
        </p>
      )}
      <dl className="ev-figures-grid" aria-live="polite">
        <div>
          <dt>{t.power}</dt>
          <dd>{session.powerKw === null ? '–' : `${session.powerKw.toFixed(1)} kW`}</dd>
        </div>
        <div>
          <dt>{t.energy}</dt>
          <dd>{kwh(session.energyKwh)}</dd>
        </div>
        <div>
          <dt>{t.elapsed}</dt>
          <dd>{duration(session.startedAt, null)}</dd>
        </div>
        <div>
          <dt>{t.cost}</dt>
          <dd>{money(session.cost)}</dd>
        </div>
      </dl>
      {charging && (
        <div className="ev-card">
          <LimitSlider
            value={limit ?? session.currentLimitA ?? 150}
            onChange={setLimit}
            ratedKw={session.charger.ratedPowerKw}
          />
          <button
            type="button"
            className="admin-button admin-button--secondary"
            disabled={limit === null}
            onClick={() => void apply()}
          >
            {t.apply}
          </button>
          {limitOutcome && <FormAlert tone={limitOutcome.tone}>{limitOutcome.message}</FormAlert>}
        </div>
      )}
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <button
        type="button"
        className="admin-button admin-button--danger ev-button"
        disabled={stopping}
        aria-busy={stopping || undefined}
        onClick={() => void stop()}
      >
        {stopping ? t.stopping : t.stop}
      </button>
    </EvScreen>
  );
}

/** Charge Summary (/admin/app-ev-charge-summary): what the session delivered and cost, once it has ended. */
export function ChargeSummaryScreen() {
  const { id, session, error, reload } = useChargingSession(FAST_MS);
  const t = evWords.summary;
  if (!session) return <Waiting title={t.title} id={id} error={error} reload={reload} />;
  if (OPEN_SESSION_STATUSES.includes(session.status))
    return (
      <EvScreen title={t.title}>
        <p className="ev-progress" role="status">
          <span className="ev-spinner" aria-hidden="true" />
          {t.ending}
        </p>
      </EvScreen>
    );
  const hours =
    session.startedAt && session.endedAt
      ? (Date.parse(session.endedAt) - Date.parse(session.startedAt)) / 3_600_000
      : 0;
  return (
    <EvScreen title={t.title}>
      <p className="ev-summary__status" role="status">
        <strong>{sessionStatusWords[session.status]}</strong>
        {session.endReason ? ` — ${session.endReason}` : ''}
      </p>
      <dl className="ev-figures-grid">
        <div>
          <dt>{t.energy}</dt>
          <dd>{kwh(session.energyKwh)}</dd>
        </div>
        <div>
          <dt>{t.cost}</dt>
          <dd>{money(session.cost)}</dd>
        </div>
        <div>
          <dt>{t.duration}</dt>
          <dd>{duration(session.startedAt, session.endedAt)}</dd>
        </div>
        <div>
          <dt>{t.battery}</dt>
          <dd>
            {session.startSocPercent === null || session.socPercent === null
              ? '–'
              : `${session.startSocPercent.toFixed(0)} % → ${session.socPercent.toFixed(0)} %`}
          </dd>
        </div>
        <div>
          <dt>{t.average}</dt>
          <dd>{hours > 0 ? `${(session.energyKwh / hours).toFixed(1)} kW` : '–'}</dd>
        </div>
        <div>
          <dt>{t.peak}</dt>
          <dd>{session.maxPowerKw.toFixed(1)} kW</dd>
        </div>
      </dl>
      <Link className="admin-button ev-button ev-button--primary" to={EV_PATHS.dashboard}>
        {t.done}
      </Link>
      <Link
        className="admin-button admin-button--secondary ev-button"
        to={sessionPath(EV_PATHS.transaction, session.id)}
      >
        {t.detail}
      </Link>
    </EvScreen>
  );
}
