/**
 * The host element's own rules. Important declarations of a shadow tree's `:host` win over the page's
 * important declarations (CSS Cascade, "context"), so `* { all: unset !important }` on the page cannot
 * reach in. Pixel sizes only: rem would follow the host page's root font size.
 */
export const HOST_CSS = `
:host {
  all: initial !important;
  display: block !important;
  position: fixed !important;
  inset: auto !important;
  width: 0 !important;
  height: 0 !important;
  overflow: visible !important;
  z-index: 2147483000 !important;
  contain: none !important;
  transform: none !important;
  filter: none !important;
  visibility: visible !important;
  opacity: 1 !important;
}
:host([hidden]) { display: none !important; }
.cw-root, .cw-root * { box-sizing: border-box; }
.cw-root {
  --cw-navy-900: #061a30;
  --cw-navy-800: #0b2a4a;
  --cw-navy-700: #123b63;
  --cw-teal-500: #1fa884;
  --cw-teal-400: #39d0a8;
  --cw-teal-100: #dcf7ef;
  --cw-amber-500: #f2a93b;
  --cw-ink: #14202e;
  --cw-ink-muted: #4a5868;
  --cw-line: #d5dde6;
  --cw-surface: #ffffff;
  --cw-surface-alt: #f3f6f9;
  --cw-danger: #b42318;
  --cw-danger-bg: #fdecea;
  --cw-success: #0f7b4f;
  --cw-success-bg: #e6f6ee;
  --cw-focus: #f2a93b;
  font-family: Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Liberation Sans', Arial, sans-serif;
  font-size: 14px;
  line-height: 1.45;
  font-weight: 400;
  color: var(--cw-ink);
  text-align: left;
  letter-spacing: normal;
  -webkit-font-smoothing: antialiased;
}
:where(.cw-root button) { font: inherit; color: inherit; cursor: pointer; }
.cw-root :focus-visible { outline: 3px solid var(--cw-focus); outline-offset: 2px; }
.cw-sr-only {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
}
.cw-launcher {
  position: fixed; right: 20px; bottom: 20px; width: 60px; height: 60px; margin: 0; padding: 0;
  border: 0; border-radius: 50%; background: var(--cw-navy-800); color: #fff;
  display: flex; align-items: center; justify-content: center;
  box-shadow: 0 6px 20px rgba(6, 26, 48, 0.35); transition: transform 150ms ease;
  pointer-events: auto;
}
.cw-launcher:hover { transform: scale(1.06); }
.cw-launcher svg { width: 34px; height: 34px; display: block; }
.cw-launcher[aria-expanded='true'] { display: none; }
.cw-backdrop {
  position: fixed; inset: 0; pointer-events: none; background: rgba(6, 26, 48, 0.18);
  backdrop-filter: blur(3px); -webkit-backdrop-filter: blur(3px);
}
.cw-load-error {
  position: fixed; right: 20px; bottom: 92px; max-width: 280px; padding: 10px 14px; border-radius: 10px;
  background: var(--cw-danger-bg); color: var(--cw-danger); box-shadow: 0 4px 16px rgba(6, 26, 48, 0.2);
}
`;
