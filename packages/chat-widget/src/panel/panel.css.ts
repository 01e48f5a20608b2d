/**
 * The panel's own sheet (adopted into the shadow root when the panel chunk loads). Pixel units only.
 * Kept lean: it is part of the first-answer budget; dialogs, banners, forms and safety bring their own.
 *
 * Text fields keep a steady caret: a blinking one over the blurred page makes the browser blur the whole
 * page again at every blink (docs/benchmarks.md "The open chat's cost to the host page").
 */
export const PANEL_CSS = `
.cw-panel {
  position: fixed; right: 20px; bottom: 20px; width: 380px; height: min(640px, calc(100vh - 40px));
  display: flex; flex-direction: column; overflow: hidden; pointer-events: auto;
  background: #fff; border-radius: 16px; box-shadow: 0 18px 48px #061a3059;
}
.cw-fullscreen { inset: 0; width: auto; height: auto; border-radius: 0; }
@media (max-width: 575px) { .cw-panel { inset: 0; width: auto; height: auto; border-radius: 0; } }
.cw-header { display: flex; align-items: center; gap: 8px; padding: 10px 10px 10px 14px; background: var(--cw-navy-800); color: #fff; }
.cw-title { flex: 1; margin: 0; font-size: 16px; font-weight: 600; color: #fff; }
.cw-icon-button { display: inline-flex; align-items: center; justify-content: center; width: 32px; height: 32px; padding: 0; border: 0; border-radius: 8px; background: none; }
.cw-header .cw-icon-button:hover { background: #ffffff24; }
.cw-agents { display: inline-flex; align-items: center; }
.cw-agents i { width: 10px; height: 10px; border-radius: 50%; background: #8a96a3; box-shadow: 0 0 0 2px #ffffff40; }
.cw-agents-online i { background: var(--cw-teal-400); }
.cw-chip { display: inline-flex; align-items: center; gap: 4px; padding: 3px 10px; border-radius: 99px; border: 1px solid var(--cw-teal-400); background: #39d0a829; color: #fff; font-size: 12px; font-weight: 600; }
.cw-main, .cw-body { position: relative; flex: 1; display: flex; flex-direction: column; min-height: 0; }
.cw-blurred { filter: blur(3px); }
.cw-scroll { flex: 1; overflow-y: auto; padding: 14px; background: var(--cw-surface-alt); overscroll-behavior: contain; }
.cw-welcome { display: flex; flex-direction: column; align-items: center; text-align: center; padding: 12px 4px; }
.cw-welcome svg { width: 48px; height: 48px; }
.cw-welcome-title { margin: 10px 0 2px; font-size: 18px; font-weight: 700; }
.cw-welcome-text { margin: 0 0 14px; color: var(--cw-ink-muted); }
.cw-starters, .cw-messages { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; width: 100%; }
.cw-starter, .cw-bubble { padding: 9px 12px; border: 1px solid var(--cw-line); border-radius: 12px; background: #fff; }
.cw-starter { width: 100%; text-align: left; }
.cw-starter:hover:not(:disabled) { border-color: var(--cw-navy-700); }
.cw-starter:disabled { opacity: 0.55; cursor: not-allowed; }
.cw-messages { gap: 12px; }
.cw-message { display: flex; gap: 8px; }
.cw-message-user { flex-direction: column; align-items: flex-end; }
.cw-message-user .cw-bubble { max-width: 85%; border: 0; background: var(--cw-navy-800); color: #fff; white-space: pre-wrap; }
.cw-message-main { display: flex; flex-direction: column; gap: 6px; min-width: 0; flex: 1; }
.cw-bubble { overflow-wrap: anywhere; }
.cw-plain { white-space: pre-line; }
.cw-root :where(input, textarea) { caret-animation: manual; }
.cw-message-notification { justify-content: center; flex-wrap: wrap; gap: 6px; font-size: 12px; color: var(--cw-ink-muted); }
.cw-time { font-size: 11px; color: var(--cw-ink-muted); }
.cw-formatted p { margin: 0 0 8px; }
.cw-formatted p:last-child { margin: 0; }
.cw-formatted ul, .cw-formatted ol { margin: 4px 0 8px; padding-left: 20px; }
.cw-formatted a, .cw-link-button, .cw-footer a { color: var(--cw-navy-700); font-weight: 600; text-decoration: underline; }
.cw-formatted img, .cw-formatted video { display: block; max-width: 100%; border-radius: 8px; margin: 6px 0; }
.cw-formatted img { height: auto; cursor: zoom-in; }
.cw-formatted div, .cw-formatted pre { overflow-x: auto; }
.cw-formatted table { border-collapse: collapse; font-size: 13px; }
.cw-formatted th, .cw-formatted td { border: 1px solid var(--cw-line); padding: 4px 8px; text-align: left; }
.cw-button { padding: 8px 14px; border-radius: 8px; border: 1px solid var(--cw-navy-800); background: #fff; color: var(--cw-navy-800); font-weight: 600; }
.cw-button-primary { background: var(--cw-navy-800); color: #fff; }
.cw-link-button { display: inline-flex; align-items: center; gap: 3px; padding: 0; border: 0; background: none; }
.cw-typing { margin: 10px 0 0 36px; }
.cw-draft { margin-top: 12px; }
.cw-dots { display: inline-flex; gap: 4px; padding: 10px 12px; border-radius: 12px; background: #fff; }
.cw-dots i { width: 7px; height: 7px; border-radius: 50%; background: var(--cw-ink-muted); animation: cw-pulse 1s infinite; }
.cw-dots i:nth-child(2) { animation-delay: 0.2s; }
.cw-dots i:nth-child(3) { animation-delay: 0.4s; }
@keyframes cw-pulse { 50% { opacity: 0.3; } }
@media (prefers-reduced-motion: reduce) { .cw-dots i { animation: none; } }
.cw-composer { display: flex; gap: 8px; padding: 10px 12px; border-top: 1px solid var(--cw-line); }
.cw-input { flex: 1; min-width: 0; height: 40px; padding: 0 12px; border: 1px solid var(--cw-line); border-radius: 10px; font: inherit; }
.cw-input::placeholder { color: #66727f; }
.cw-send { width: 40px; height: 40px; display: inline-flex; align-items: center; justify-content: center; border: 0; border-radius: 10px; background: var(--cw-navy-800); color: #fff; }
.cw-send:disabled { background: #8a96a3; cursor: not-allowed; }
.cw-footer { display: flex; flex-wrap: wrap; justify-content: center; gap: 4px 10px; margin: 0; padding: 0 12px 10px; font-size: 12px; color: var(--cw-ink-muted); }
.cw-form-done { margin: 0; color: var(--cw-success); font-weight: 600; }
.cw-answer-foot, .cw-feedback { display: flex; align-items: center; gap: 4px; }
.cw-answer-foot { gap: 10px; }
.cw-feedback-button { display: inline-flex; padding: 4px; border: 1px solid transparent; border-radius: 6px; background: none; color: var(--cw-ink-muted); }
.cw-feedback-button:hover { border-color: var(--cw-line); }
.cw-feedback-button[aria-pressed='true'] { border-color: var(--cw-navy-700); background: #fff; color: var(--cw-navy-800); }
.cw-feedback-thanks { font-size: 11px; color: var(--cw-ink-muted); }
.cw-panel-error { margin: 24px 16px 12px; }
`;
