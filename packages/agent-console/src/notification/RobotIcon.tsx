/** @jsxImportSource react */
import { useEyeBlink } from './use-eye-blink';

/** The notification's robot (decorative: the panel's title says what it means). Its eyes blink. */
export function RobotIcon({ size = 28 }: { size?: number }) {
  const eyesClosed = useEyeBlink();
  return (
    <svg
      className="agent-robot"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      data-eyes={eyesClosed ? 'closed' : 'open'}
    >
      <line x1="16" y1="3" x2="16" y2="8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <circle cx="16" cy="3" r="2" fill="currentColor" />
      <rect x="5" y="8" width="22" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <rect x="2" y="14" width="3" height="6" rx="1.5" fill="currentColor" />
      <rect x="27" y="14" width="3" height="6" rx="1.5" fill="currentColor" />
      {eyesClosed ? (
        <>
          <line
            x1="9.5"
            y1="16"
            x2="14"
            y2="16"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
          <line
            x1="18"
            y1="16"
            x2="22.5"
            y2="16"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </>
      ) : (
        <>
          <circle cx="11.75" cy="16" r="2.5" fill="currentColor" />
          <circle cx="20.25" cy="16" r="2.5" fill="currentColor" />
        </>
      )}
      <line x1="12" y1="22" x2="20" y2="22" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
