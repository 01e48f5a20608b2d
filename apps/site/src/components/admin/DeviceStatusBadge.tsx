import type { DeviceStatus } from '@ohmstead/contracts/devices';
import './DeviceStatusBadge.css';

export const deviceStatusWords: Record<DeviceStatus, string> = {
  online: 'Online',
  charging: 'Charging',
  updating: 'Updating',
  fault: 'Fault',
  offline: 'Offline',
  decommissioned: 'Decommissioned',
};

/** A device's status in words, with a dot whose colour tells them apart at a glance (the word says it too). */
export function DeviceStatusBadge({ status }: { status: DeviceStatus }) {
  return (
    <span className={`device-status device-status--${status}`}>
      <span className="device-status__dot" aria-hidden="true" />
      {deviceStatusWords[status]}
    </span>
  );
}
