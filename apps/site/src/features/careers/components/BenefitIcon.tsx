import type { ReactNode } from 'react';
import type { BenefitIconName } from '../careers-words';

/** The benefit boxes' icons: decorative, the box's title names the benefit. */
export function BenefitIcon({ name, size = 32 }: { name: BenefitIconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {paths[name]}
    </svg>
  );
}

const paths: Record<BenefitIconName, ReactNode> = {
  health: (
    <>
      <path d="M12 20.5s-7.5-4.4-7.5-10A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.9c0 5.6-7.5 10-7.5 10z" />
      <path d="M12 10.5v5M9.5 13h5" />
    </>
  ),
  flexible: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
      <path d="M19 3.5v3h-3" />
    </>
  ),
  growth: (
    <>
      <path d="M3 20h18" />
      <path d="M5 16l4.5-4.5 3.5 3L20 7" />
      <path d="M15 7h5v5" />
    </>
  ),
  'time-off': (
    <>
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
      <path d="M9.5 14.5l2 2 3.5-3.5" />
    </>
  ),
};
