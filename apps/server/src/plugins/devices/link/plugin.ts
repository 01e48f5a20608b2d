import {
  COMMAND_RESEND_MS,
  DEVICE_EVENTS,
  DEVICE_NAMESPACE,
  DEVICE_REPORTS,
  deviceHandshakeSchema,
  deviceLinkMessages,
  type DeviceReportEvent,
  type LinkAnswer,
} from '@ohmstead/contracts/device-link';
import { findUnstorableText, unstorableTextMessage } from '@ohmstead/contracts/storable-text';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Namespace, Socket } from 'socket.io';
import type { z } from 'zod';
import type { Config } from '../../../config';
import type { Database } from '../../../db/database';
import { type CommandSender, deviceCommands } from '../../../db/devices/commands';
import { recordDeviceEvent } from '../../../db/devices/events';
import { firmwareStore } from '../../../db/devices/firmware-store';
import type { LinkCloser } from '../../../db/devices/link-control';
import { deviceSecrets } from '../../../db/devices/secrets';
import { clientAddress } from '../../../http/client-address';
import type { DbRateLimiter } from '../../../http/db-rate-limiter';
import { DEVICE_AUTH_WINDOW_S, DEVICE_EVENTS_PER_10S } from '../../../limits';
import { ownAddress, startDemoFleet } from './demo-fleet';
import { firmwareDownloadRoute } from './firmware-download';
import { linkRepository } from './link-repository';
import { type DeviceReports, deviceReports } from './reports';
import { type TelemetryWriter, telemetryWriter } from './telemetry-writer';

const room = (deviceId: number) => `device:${deviceId}`;

export interface DeviceLinkOptions {
  config: Config;
  db: Database;
  limiter: DbRateLimiter;
}

/** What the rest of the server may ask of the device link. */
export type DeviceLinkHandle = CommandSender & LinkCloser & { flushTelemetry: () => Promise<void> };

type Authenticate = ReturnType<typeof deviceAuthenticator>;

/** Checks a device's serial and secret; failures are counted per address in the database. */
function deviceAuthenticator(
  config: Config,
  limiter: DbRateLimiter,
  secrets: ReturnType<typeof deviceSecrets>,
) {
  const authWindow = {
    scope: 'device-auth-address',
    limit: config.devices.authFailuresPerAddress,
    windowSeconds: DEVICE_AUTH_WINDOW_S,
  };

  return async function authenticate(serial: unknown, secret: unknown, address: string) {
    if ((await limiter.peek(authWindow, address)).count >= authWindow.limit)
      return { refused: deviceLinkMessages.tooManyAttempts } as const;
    const handshake = deviceHandshakeSchema.safeParse({ serial, secret });
    const device = handshake.success
      ? await secrets.authenticate(handshake.data.serial, handshake.data.secret)
      : undefined;
    if (!device) {
      await limiter.add(authWindow, address);
      return { refused: deviceLinkMessages.authFailed } as const;
    }
    return { device } as const;
  };
}

/** The namespace's handshake: a device connects only with its serial and a good secret. */
function checkHandshakes(
  namespace: Namespace,
  authenticate: Authenticate,
  trustProxyHops: Config['trustProxyHops'],
  log: FastifyBaseLogger,
) {
  namespace.use((socket, next) => {
    const address = clientAddress(socket.request, trustProxyHops);
    const auth = socket.handshake.auth as Record<string, unknown>;
    authenticate(auth.serial, auth.secret, address).then(
      (result) => {
        if ('refused' in result) return next(new Error(result.refused));
        socket.data.deviceId = result.device.id;
        socket.data.serial = result.device.serial;
        next();
      },
      (error: unknown) => {
        log.error({ err: error }, 'device handshake failed');
        next(new Error(deviceLinkMessages.authFailed));
      },
    );
  });
}

/** Commands to devices: sent from the database until acknowledged. */
function commandDelivery(
  namespace: Namespace,
  commands: ReturnType<typeof deviceCommands>,
  local: Map<number, Socket>,
  log: FastifyBaseLogger,
) {
  /** Sends the device every command it has not acknowledged, on the socket it holds here or through the room. */
  async function deliver(deviceId: number): Promise<void> {
    const pending = await commands.takeUnacknowledged(deviceId);
    const target = local.get(deviceId) ?? namespace.to(room(deviceId));
    for (const command of pending) target.emit(DEVICE_EVENTS.command, command);
  }
  const deliverLogged = (deviceId: number) =>
    void deliver(deviceId).catch((error) => log.warn({ err: error, deviceId }, 'commands not delivered'));
  return { deliver, deliverLogged };
}

/**
 * Listens for one kind of acknowledged report on a device's socket: rate limited (per socket), parsed with its
 * contract schema, applied, answered.
 */
function reportListener(socket: Socket, deviceId: number, log: FastifyBaseLogger) {
  let windowStart = Date.now();
  let events = 0;

  return <E extends DeviceReportEvent>(
    event: E,
    apply: (value: z.output<(typeof DEVICE_REPORTS)[E]>) => Promise<unknown>,
  ) =>
    socket.on(event as string, (payload: unknown, ack?: (answer: LinkAnswer) => void) => {
      const answer = (value: LinkAnswer) => (typeof ack === 'function' ? ack(value) : undefined);
      if (Date.now() - windowStart > 10_000) {
        windowStart = Date.now();
        events = 0;
      }
      if (++events > DEVICE_EVENTS_PER_10S) return answer({ ok: false, message: 'Too many events' });
      // The rule every input obeys (docs/security.md): a string no database can store is refused with its
      // reason before any handler runs, rather than failing a statement half-way.
      const unstorable = findUnstorableText(payload, event);
      if (unstorable) return answer({ ok: false, message: unstorableTextMessage(unstorable) });
      const parsed = DEVICE_REPORTS[event].safeParse(payload);
      if (!parsed.success) return answer({ ok: false, message: deviceLinkMessages.invalidReport });
      apply(parsed.data as z.output<(typeof DEVICE_REPORTS)[E]>).then(
        (result) =>
          answer(result === false ? { ok: false, message: deviceLinkMessages.unknownCommand } : { ok: true }),
        (error: unknown) => {
          log.warn({ err: error, deviceId, event }, 'device report not applied');
          answer({ ok: false, message: 'The report could not be stored; send it again' });
        },
      );
    });
}

interface ConnectionContext {
  db: Database;
  log: FastifyBaseLogger;
  connections: ReturnType<typeof linkRepository>;
  reports: DeviceReports;
  telemetry: TelemetryWriter;
  /** Sockets of devices held by this process, by device id. */
  local: Map<number, Socket>;
  deliver: (deviceId: number) => Promise<void>;
}

/** A device connected: it replaces its older socket here, is recorded, gets its commands, and is heard. */
function onDeviceConnection(socket: Socket, context: ConnectionContext) {
  const { db, log, connections, reports, telemetry, local, deliver } = context;
  const deviceId = socket.data.deviceId as number;
  local.get(deviceId)?.disconnect(true);
  local.set(deviceId, socket);
  void socket.join(room(deviceId));
  const on = reportListener(socket, deviceId, log);

  void (async () => {
    // Decommissioned between its handshake and now (its secret was good a moment ago): closed, not recorded.
    if (!(await connections.markConnected(deviceId, socket.id))) return void socket.disconnect(true);
    await recordDeviceEvent(db, deviceId, 'connected', 'Connected');
    await deliver(deviceId);
  })().catch((error) => log.warn({ err: error, deviceId }, 'device connection not recorded'));

  on(DEVICE_EVENTS.status, (report) => reports.status(deviceId, report));
  on(DEVICE_EVENTS.commandAck, (ack) => reports.commandAck(deviceId, ack));
  on(DEVICE_EVENTS.firmwareProgress, (progress) => reports.firmwareProgress(deviceId, progress));
  on(DEVICE_EVENTS.chargingUpdate, (update) => reports.chargingUpdate(deviceId, update));
  on(DEVICE_EVENTS.telemetry, async (point) => telemetry.add(deviceId, point));

  socket.on('disconnect', () => {
    if (local.get(deviceId) === socket) local.delete(deviceId);
    void (async () => {
      // Only this socket's connection ends: a newer one (a reconnect that came first) stays.
      if (await connections.markDisconnected(deviceId, socket.id))
        await recordDeviceEvent(db, deviceId, 'disconnected', 'Disconnected', 'warning');
    })().catch(() => {});
  });
}

/**
 * The device link's server end (contracts/device-link.ts, docs/decisions/0031-devices-and-ota.md): the `/devices` namespace on
 * the app's socket.io server (`app.io`, decorated by the live chat and joined across processes by its
 * adapter), its handshake checked against the device's hashed secret, reports parsed with the contracts'
 * schemas and applied idempotently, telemetry written in batches, commands delivered from the database until
 * acknowledged, and the firmware download. Decorates `app.deviceLink`: how other plugins tell a device that
 * it has commands waiting, or end its connections (decommissioning).
 */
const deviceLink: FastifyPluginAsync<DeviceLinkOptions> = async (app, { config, db, limiter }) => {
  const log = app.log.child({ plugin: 'device-link' });
  const namespace: Namespace = app.io.of(DEVICE_NAMESPACE);
  const connections = linkRepository(db);
  const secrets = deviceSecrets(db);
  const reports = deviceReports(db);
  const commands = deviceCommands(db);
  const telemetry = telemetryWriter(db, log);
  const authenticate = deviceAuthenticator(config, limiter, secrets);
  /** Sockets of devices held by this process, by device id. */
  const local = new Map<number, Socket>();

  checkHandshakes(namespace, authenticate, config.trustProxyHops, log);
  const { deliver, deliverLogged } = commandDelivery(namespace, commands, local, log);
  namespace.on('connection', (socket) =>
    onDeviceConnection(socket, { db, log, connections, reports, telemetry, local, deliver }),
  );

  // Commands still unacknowledged are sent again to the devices this process holds.
  const resend = setInterval(() => {
    void commands
      .devicesToResend(COMMAND_RESEND_MS)
      .then((ids) => ids.filter((id) => local.has(id)).forEach(deliverLogged))
      .catch(() => {});
  }, COMMAND_RESEND_MS);
  resend.unref();

  await app.register(firmwareDownloadRoute, {
    db,
    store: firmwareStore(config.dataDir),
    authenticate: (serial, secret, address) => authenticate(serial, secret, address),
    trustProxyHops: config.trustProxyHops,
  });

  // Demo content: the simulated devices connect once the server listens (demo-fleet.ts).
  const fleet = config.devices.simulation ? startDemoFleet({ config, db, log, secrets }) : undefined;
  if (fleet) app.addHook('onListen', async () => fleet.start(ownAddress(app.server.address())));

  app.addHook('onClose', async () => {
    clearInterval(resend);
    await fleet?.stop();
    await telemetry.close();
    await namespace.adapter.close?.();
  });

  /** Ends the device's sockets here and, through the adapter, on every other process. */
  const disconnect = (deviceId: number) => {
    local.get(deviceId)?.disconnect(true);
    namespace.in(room(deviceId)).disconnectSockets(true);
  };

  const handle: DeviceLinkHandle = { notify: deliverLogged, disconnect, flushTelemetry: telemetry.flush };
  app.decorate('deviceLink', handle);
};

/**
 * Not encapsulated (fastify-plugin): `app.deviceLink` is read outside it, by app.ts for the plugins that send
 * commands (devices, OTA, EV charging) and by tests; and its namespace needs the live chat's `app.io`.
 */
export const deviceLinkPlugin = fp(deviceLink, {
  name: 'device-link',
  dependencies: ['live-chat'],
  decorators: { fastify: ['io'] },
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The device link: tell a device it has commands, end its connections; write telemetry now (tests). */
    deviceLink: DeviceLinkHandle;
  }
}
