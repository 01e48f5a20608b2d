import type { ComponentChildren } from 'preact';

/** The panel's icons: inline SVG, no icon font (nothing is fetched, nothing leaks into the host). */
export const Svg = ({ children, size = 18 }: { children: ComponentChildren; size?: number }) => (
  <svg
    viewBox="0 0 24 24"
    width={size}
    height={size}
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    stroke-width="2"
    stroke-linecap="round"
    stroke-linejoin="round"
  >
    {children}
  </svg>
);

export const ExpandIcon = () => (
  <Svg>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </Svg>
);
export const CollapseIcon = () => (
  <Svg>
    <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />
  </Svg>
);
export const MinimiseIcon = () => (
  <Svg>
    <path d="M5 12h14" />
  </Svg>
);
export const ShieldIcon = () => (
  <Svg>
    <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />
    <path d="M12 8v5M12 16h.01" />
  </Svg>
);
export const InfoIcon = () => (
  <Svg size={16}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5h.01" />
  </Svg>
);
export const SendIcon = () => (
  <Svg>
    <path d="M4 12l16-8-6 16-2.5-6.5z" />
  </Svg>
);
export const SwapIcon = () => (
  <Svg size={14}>
    <path d="M7 7h11l-3-3M17 17H6l3 3" />
  </Svg>
);
export const BotAvatar = () => (
  <svg viewBox="0 0 48 48" width="28" height="28" aria-hidden="true" focusable="false">
    <circle cx="24" cy="24" r="24" fill="#0b2a4a" />
    <rect x="12" y="16" width="24" height="18" rx="6" fill="#fff" />
    <circle cx="19" cy="25" r="2.6" fill="#0b2a4a" />
    <circle cx="29" cy="25" r="2.6" fill="#0b2a4a" />
    <rect x="22.8" y="9" width="2.4" height="7" rx="1.2" fill="#39d0a8" />
  </svg>
);
