/** The vehicle's state of charge as a ring, with the number in words for everyone (a meter). */
export function BatteryGauge({ percent, label }: { percent: number | null; label: string }) {
  const value = Math.max(0, Math.min(100, percent ?? 0));
  const circumference = 2 * Math.PI * 52;
  return (
    <div
      className="battery-gauge"
      role="meter"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
      aria-label={label}
    >
      <svg viewBox="0 0 120 120" aria-hidden="true">
        <circle cx="60" cy="60" r="52" className="battery-gauge__track" />
        <circle
          cx="60"
          cy="60"
          r="52"
          className="battery-gauge__fill"
          strokeDasharray={`${(value / 100) * circumference} ${circumference}`}
          transform="rotate(-90 60 60)"
        />
      </svg>
      <span className="battery-gauge__value">
        {percent === null ? '–' : `${value.toFixed(1)} %`}
        <span className="battery-gauge__label">{label}</span>
      </span>
    </div>
  );
}
