/** The panel's own sheet (adopted into the shadow root when the panel chunk loads). Pixel units only. */
export const PANEL_CSS = `
.cw-panel {
  position: fixed; right: 20px; bottom: 20px; width: 380px; height: min(640px, calc(100vh - 40px));
  display: flex; flex-direction: column; overflow: hidden; pointer-events: auto;
  background: var(--cw-surface); border-radius: 16px; box-shadow: 0 18px 48px rgba(6, 26, 48, 0.35);
}
.cw-panel.cw-fullscreen { inset: 0; width: auto; height: auto; border-radius: 0; }
@media (max-width: 575px) { .cw-panel { inset: 0; width: auto; height: auto; border-radius: 0; } }
.cw-header {
  display: flex; align-items: center; gap: 8px; padding: 10px 10px 10px 14px;
  background: var(--cw-navy-800); color: #fff;
}
.cw-header svg { flex: none; }
.cw-title { flex: 1; margin: 0; font-size: 16px; font-weight: 600; line-height: 1.3; color: #fff; }
.cw-icon-button {
  display: inline-flex; align-items: center; justify-content: center; width: 32px; height: 32px; padding: 0;
  border: 0; border-radius: 8px; background: transparent; color: inherit;
}
.cw-icon-button:hover { background: rgba(255, 255, 255, 0.14); }
.cw-chip {
  display: inline-flex; align-items: center; gap: 4px; padding: 3px 10px; border-radius: 999px;
  border: 1px solid var(--cw-teal-400); background: rgba(57, 208, 168, 0.16); color: #fff;
  font-size: 12px; font-weight: 600; letter-spacing: 0.04em;
}
.cw-main { position: relative; flex: 1; display: flex; flex-direction: column; min-height: 0; }
.cw-body { position: relative; flex: 1; display: flex; flex-direction: column; min-height: 0; }
.cw-blurred { filter: blur(3px); }
.cw-scroll { flex: 1; overflow-y: auto; padding: 14px; background: var(--cw-surface-alt); overscroll-behavior: contain; }
.cw-welcome { display: flex; flex-direction: column; align-items: center; text-align: center; padding: 12px 4px; }
.cw-welcome svg { width: 48px; height: 48px; }
.cw-welcome-title { margin: 10px 0 2px; font-size: 18px; font-weight: 700; }
.cw-welcome-text { margin: 0 0 14px; color: var(--cw-ink-muted); }
.cw-starters { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; width: 100%; }
.cw-starter {
  width: 100%; padding: 10px 12px; border: 1px solid var(--cw-line); border-radius: 10px;
  background: var(--cw-surface); text-align: left; line-height: 1.35;
}
.cw-starter:hover:not(:disabled) { border-color: var(--cw-navy-700); }
.cw-starter:disabled { opacity: 0.55; cursor: not-allowed; }
.cw-messages { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 12px; }
.cw-message { display: flex; gap: 8px; max-width: 100%; }
.cw-message-user { flex-direction: column; align-items: flex-end; }
.cw-message-user .cw-bubble { background: var(--cw-navy-800); color: #fff; border-bottom-right-radius: 4px; white-space: pre-wrap; }
.cw-message-system { align-items: flex-start; }
.cw-message-system > svg { flex: none; margin-top: 2px; }
.cw-message-main { display: flex; flex-direction: column; gap: 6px; min-width: 0; flex: 1; }
.cw-bubble {
  max-width: 100%; padding: 9px 12px; border-radius: 14px; background: var(--cw-surface);
  border: 1px solid var(--cw-line); overflow-wrap: anywhere;
}
.cw-message-user .cw-bubble { max-width: 85%; border: 0; }
.cw-message-system .cw-bubble { border-top-left-radius: 4px; }
.cw-message-notification {
  justify-content: center; flex-wrap: wrap; gap: 6px; font-size: 12px; color: var(--cw-ink-muted); text-align: center;
}
.cw-time { font-size: 11px; color: var(--cw-ink-muted); }
.cw-formatted p { margin: 0 0 8px; }
.cw-formatted p:last-child { margin-bottom: 0; }
.cw-formatted ul, .cw-formatted ol { margin: 4px 0 8px; padding-left: 20px; }
.cw-formatted a { color: var(--cw-navy-700); font-weight: 600; text-decoration: underline; }
.cw-formatted img { display: block; max-width: 100%; height: auto; border-radius: 8px; margin: 6px 0; cursor: zoom-in; }
.cw-formatted video { display: block; width: 100%; border-radius: 8px; margin: 6px 0; background: #000; }
.cw-formatted table { border-collapse: collapse; font-size: 13px; min-width: 100%; }
.cw-formatted th, .cw-formatted td { border: 1px solid var(--cw-line); padding: 4px 8px; text-align: left; vertical-align: top; }
.cw-formatted th { background: var(--cw-surface-alt); }
.cw-formatted div, .cw-formatted span[class*='table'] { max-width: 100%; overflow-x: auto; }
.cw-formatted code { font-family: ui-monospace, 'Liberation Mono', monospace; font-size: 12px; background: var(--cw-surface-alt); padding: 1px 4px; border-radius: 4px; }
.cw-formatted pre { overflow-x: auto; background: var(--cw-surface-alt); padding: 8px; border-radius: 8px; }
.cw-formatted em:last-child { color: var(--cw-ink-muted); font-size: 12px; }
.cw-guidelines {
  margin: 0; padding: 8px 10px; border-left: 3px solid var(--cw-amber-500); border-radius: 6px;
  background: #fff7ea; font-size: 13px;
}
.cw-actions { display: flex; flex-wrap: wrap; gap: 8px; }
.cw-button {
  padding: 8px 14px; border-radius: 8px; border: 1px solid var(--cw-navy-800); background: var(--cw-surface);
  color: var(--cw-navy-800); font-weight: 600; line-height: 1.2;
}
.cw-button:hover { background: var(--cw-surface-alt); }
.cw-button-primary { background: var(--cw-navy-800); color: #fff; }
.cw-button-primary:hover { background: var(--cw-navy-700); }
.cw-button-danger { background: var(--cw-danger); border-color: var(--cw-danger); color: #fff; }
.cw-button-danger:hover { background: #8f1c13; }
.cw-link-button {
  display: inline-flex; align-items: center; gap: 3px; padding: 0; border: 0; background: none;
  color: var(--cw-navy-700); font-weight: 600; text-decoration: underline;
}
.cw-typing { margin: 10px 0 0 36px; }
.cw-dots { display: inline-flex; gap: 4px; padding: 10px 12px; border-radius: 14px; background: var(--cw-surface); border: 1px solid var(--cw-line); }
.cw-dots i { width: 7px; height: 7px; border-radius: 50%; background: var(--cw-ink-muted); animation: cw-bounce 1s infinite ease-in-out; }
.cw-dots i:nth-child(2) { animation-delay: 0.15s; }
.cw-dots i:nth-child(3) { animation-delay: 0.3s; }
@keyframes cw-bounce { 0%, 80%, 100% { opacity: 0.3; transform: translateY(0); } 40% { opacity: 1; transform: translateY(-3px); } }
@media (prefers-reduced-motion: reduce) { .cw-dots i { animation: none; } .cw-launcher { transition: none; } }
.cw-composer { display: flex; gap: 8px; padding: 10px 12px; border-top: 1px solid var(--cw-line); background: var(--cw-surface); }
.cw-input {
  flex: 1; min-width: 0; height: 40px; padding: 0 12px; border: 1px solid var(--cw-line); border-radius: 10px;
  font: inherit; color: var(--cw-ink); background: var(--cw-surface);
}
.cw-input::placeholder { color: #66727f; }
.cw-send {
  width: 40px; height: 40px; flex: none; display: inline-flex; align-items: center; justify-content: center;
  border: 0; border-radius: 10px; background: var(--cw-navy-800); color: #fff;
}
.cw-send:disabled { background: #8a96a3; cursor: not-allowed; }
.cw-footer {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 4px 10px; margin: 0;
  padding: 6px 12px 10px; font-size: 12px; color: var(--cw-ink-muted); background: var(--cw-surface);
}
.cw-footer a { color: var(--cw-navy-700); font-weight: 600; }
.cw-banner { display: flex; align-items: center; gap: 10px; padding: 8px 12px; font-size: 13px; }
.cw-banner span { flex: 1; }
.cw-banner-warning { background: var(--cw-danger-bg); color: var(--cw-danger); }
.cw-banner-expired { background: #fff7ea; color: var(--cw-ink); }
.cw-form-loading, .cw-form-done { margin: 0; font-size: 13px; }
.cw-form-done { color: var(--cw-success); font-weight: 600; }
.cw-panel-error { margin: 24px 16px 12px; }
`;
