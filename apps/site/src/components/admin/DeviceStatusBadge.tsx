import { DEVICE_STATUS_LABELS, type DeviceStatus } from '@ohmstead/contracts/devices';
import './DeviceStatusBadge.css';

/** A device's status in words, with a dot whose colour tells them apart at a glance (the word says it too). */
export function DeviceStatusBadge({ status }: { status: DeviceStatus }) {
  return (
    <span className={`device-status device-status--${status}`}>
      <span className="device-status__dot" aria-hidden="true" />
      {DEVICE_STATUS_LABELS[status]}
    </span>
  );
}
