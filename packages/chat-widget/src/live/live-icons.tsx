import { Svg } from '../ui/icons';

/** Icons of the live chat (in its chunk, so the panel's first answer does not carry them). */
export const PaperclipIcon = () => (
  <Svg>
    <path d="M21 11.5l-8.6 8.6a5 5 0 01-7.1-7.1l8.6-8.6a3.3 3.3 0 014.7 4.7l-8.6 8.6a1.7 1.7 0 01-2.4-2.4l8-8" />
  </Svg>
);

export const AgentAvatar = () => (
  <svg viewBox="0 0 48 48" width="28" height="28" aria-hidden="true" focusable="false">
    <circle cx="24" cy="24" r="24" fill="#1d7a63" />
    <circle cx="24" cy="19" r="7" fill="#fff" />
    <path d="M11 38c2-7 7-10 13-10s11 3 13 10" fill="#fff" />
  </svg>
);
