/**
 * Whoever holds the device link (plugins/devices/link): ends a device's connections on every process, as
 * decommissioning does (docs/decisions/0032-devices-after-registration.md).
 */
export interface LinkCloser {
  disconnect(deviceId: number): void;
}
