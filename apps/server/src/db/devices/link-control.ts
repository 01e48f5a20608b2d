/**
 * Whoever holds the device link (plugins/device-link): ends a device's connections on every process, as
 * decommissioning does (docs/decisions.md "Devices after registration").
 */
export interface LinkCloser {
  disconnect(deviceId: number): void;
}
