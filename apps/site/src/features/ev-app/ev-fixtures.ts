/**
 * Charging sessions and an in-memory stand-in for the EV charger app's calls, for the stories: no network.
 * Not imported by the screens, so never part of the built site.
 */
import type { Charger, ChargingSession, SessionStatus } from '@ohmstead/contracts/ev-charging';
import type { ApiResult } from '@/lib/api';
import { never } from '@/lib/fake-answers';
import type { EvApi } from './api/ev-api';

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

export const sampleChargers = (): Charger[] => [
  {
    id: 14,
    serial: 'CP75-0101',
    name: 'Charge Post 75',
    siteName: 'Raleigh Plaza EV Hub',
    status: 'online',
    ratedPowerKw: 75,
    tariffPerKwh: 0.39,
  },
  {
    id: 15,
    serial: 'CP75-0102',
    name: 'Charge Post 75',
    siteName: 'Raleigh Plaza EV Hub',
    status: 'charging',
    ratedPowerKw: 75,
    tariffPerKwh: 0.39,
  },
  {
    id: 16,
    serial: 'CP75-0103',
    name: 'Charge Post 75',
    siteName: 'Raleigh Plaza EV Hub',
    status: 'fault',
    ratedPowerKw: 75,
    tariffPerKwh: 0.39,
  },
];

export function sampleSession(status: SessionStatus, id = 42): ChargingSession {
  const started = ['charging', 'completed', 'stopped', 'failed'].includes(status);
  const ended = ['completed', 'stopped', 'failed'].includes(status);
  const plugged = status !== 'connecting' && status !== 'awaiting-plug';
  return {
    id,
    status,
    charger: sampleChargers()[0]!,
    createdAt: at(30),
    startedAt: started ? at(28) : null,
    endedAt: ended ? at(1) : null,
    currentLimitA: started ? 150 : null,
    batteryKwh: plugged ? 82 : null,
    startSocPercent: plugged ? 31.5 : null,
    socPercent: plugged ? (started ? 58.2 : 31.5) : null,
    energyKwh: started ? 21.9 : 0,
    powerKw: status === 'charging' ? 57.3 : null,
    maxPowerKw: started ? 58.1 : 0,
    cost: started ? 8.54 : 0,
    endReason:
      status === 'stopped'
        ? 'Stopped by the driver'
        : status === 'failed'
          ? 'The charger refused: In use'
          : null,
  };
}

/** The calls answered from memory; the session is in `status`. `pending` never answers, `fail` errors. */
export function fakeEvApi({
  status = 'charging',
  pending = false,
  fail,
  active = true,
}: { status?: SessionStatus; pending?: boolean; fail?: string; active?: boolean } = {}): EvApi {
  const answer = async <T>(data: T): Promise<ApiResult<T>> =>
    pending ? never() : fail ? { ok: false, status: 503, message: fail } : { ok: true, data };
  const history = [
    sampleSession('stopped', 41),
    sampleSession('completed', 40),
    sampleSession('completed', 39),
  ];
  return {
    dashboard: () =>
      answer({
        responseStatusCode: 200,
        active: active ? sampleSession(status) : null,
        chargers: sampleChargers(),
        recent: history,
        monthEnergyKwh: 412.6,
        monthSessions: 14,
      }),
    connect: async () => ({
      ok: false,
      status: 404,
      message: 'No charger with this code is available to you.',
    }),
    session: () => answer({ responseStatusCode: 200, session: sampleSession(status) }),
    start: () => answer({ responseStatusCode: 200, session: sampleSession('plugged-in') }),
    setCurrentLimit: () => answer({ responseStatusCode: 200, session: sampleSession('charging') }),
    stop: () => answer({ responseStatusCode: 200, session: sampleSession('charging') }),
    history: () => answer({ responseStatusCode: 200, items: history, total: 14, page: 1, pageSize: 10 }),
    transaction: (id) =>
      answer({
        responseStatusCode: 200,
        session: sampleSession('completed', id),
        curve: Array.from({ length: 28 }, (_, n) => ({
          at: at(28 - n),
          powerKw: n < 14 ? 58 : 58 - (n - 14) * 2.5,
          socPercent: 31.5 + n,
        })),
      }),
  };
}
