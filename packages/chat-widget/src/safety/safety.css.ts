/**
 * The safety chunk's sheet (wizard, instructions modal, disclaimer strip). Colours from the `--cw-*`
 * properties of `.cw-root`, pixel sizes only. Rules that style buttons and links start with `.cw-root` to
 * win over the base `.cw-root button { color: inherit }`.
 */
export const SAFETY_CSS = `
.cw-safety-overlay {
  position: absolute; inset: 0; z-index: 20; display: flex; flex-direction: column;
  background: var(--cw-surface); color: var(--cw-ink);
}
.cw-safety-wizard {
  display: flex; flex-direction: column; flex: 1 1 auto; min-height: 0;
  width: 100%; max-width: 720px; margin: 0 auto; padding: 14px 16px 12px;
}
.cw-safety-head { display: flex; align-items: baseline; justify-content: space-between; gap: 12px; }
.cw-safety-heading { margin: 0; font-size: 16px; line-height: 22px; font-weight: 700; color: var(--cw-navy-800); }
.cw-safety-step { font-size: 13px; font-weight: 600; color: var(--cw-ink-muted); font-variant-numeric: tabular-nums; }
.cw-safety-progress {
  height: 6px; margin: 8px 0 12px; border-radius: 3px; overflow: hidden; background: var(--cw-line);
}
.cw-safety-progress-fill { height: 100%; border-radius: 3px; background: var(--cw-teal-500); transition: width 200ms ease; }
.cw-safety-content {
  flex: 1 1 auto; min-height: 0; overflow-y: auto; overscroll-behavior: contain;
  padding: 12px 14px 14px; border: 1px solid var(--cw-line); border-radius: 10px; background: var(--cw-surface-alt);
}
.cw-safety-page-title { margin: 0 0 8px; font-size: 15px; line-height: 21px; font-weight: 700; color: var(--cw-navy-800); }
.cw-safety-paragraph { margin: 0 0 10px; }
.cw-safety-points { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px; }
.cw-safety-point { position: relative; margin: 0; padding-left: 18px; }
.cw-safety-point::before {
  content: ''; position: absolute; left: 4px; top: 8px; width: 6px; height: 6px; border-radius: 1px;
  background: var(--cw-teal-500);
}
.cw-safety-point-symbol { display: grid; grid-template-columns: 32px 1fr; gap: 10px; align-items: start; padding-left: 0; }
.cw-safety-point-symbol::before { content: none; }
.cw-safety-symbol { display: block; width: 32px; height: 32px; }
.cw-safety-ack-text {
  margin: 14px 0 0; padding: 10px 12px; border-left: 4px solid var(--cw-amber-500); border-radius: 4px;
  background: var(--cw-surface); font-weight: 600;
}
.cw-safety-hint {
  margin: 6px 0 0; min-height: 20px; font-size: 13px; line-height: 20px; text-align: center; color: var(--cw-ink-muted);
}
.cw-safety-actions { display: flex; justify-content: space-between; gap: 10px; margin-top: 6px; }
.cw-root .cw-safety-button {
  min-width: 108px; min-height: 40px; padding: 8px 18px; border: 1px solid var(--cw-navy-800); border-radius: 8px;
  font-size: 14px; font-weight: 600; line-height: 20px;
}
.cw-root .cw-safety-button-primary { background: var(--cw-navy-800); color: #ffffff; }
.cw-root .cw-safety-button-primary:hover:not(:disabled) { background: var(--cw-navy-700); }
.cw-root .cw-safety-button-secondary { background: var(--cw-surface); color: var(--cw-navy-800); }
.cw-root .cw-safety-button-secondary:hover:not(:disabled) { background: var(--cw-surface-alt); }
.cw-root .cw-safety-button:disabled {
  cursor: not-allowed; background: var(--cw-surface-alt); color: var(--cw-ink-muted); border-color: var(--cw-line);
}

.cw-root .cw-safety-modal { width: 560px; max-width: calc(100% - 24px); max-height: calc(100% - 24px); display: flex; flex-direction: column; }
.cw-root .cw-safety-modal .cw-modal-body { min-height: 0; overflow-y: auto; }
.cw-safety-sections { display: grid; }
.cw-safety-section { border-bottom: 1px solid var(--cw-line); }
.cw-safety-section:last-child { border-bottom: 0; }
.cw-safety-section-title { margin: 0; font-size: 14px; line-height: 20px; }
.cw-root .cw-safety-disclosure {
  display: flex; align-items: center; justify-content: space-between; gap: 8px; width: 100%; min-height: 44px;
  margin: 0; padding: 10px 4px; border: 0; background: none; text-align: left;
  font-size: 14px; font-weight: 700; color: var(--cw-navy-800);
}
.cw-root .cw-safety-disclosure:hover { color: var(--cw-navy-700); text-decoration: underline; }
.cw-safety-chevron { flex: none; transition: transform 150ms ease; }
.cw-safety-disclosure[aria-expanded='true'] .cw-safety-chevron { transform: rotate(180deg); }
.cw-safety-section-body { padding: 0 4px 14px; }
.cw-safety-section-body[hidden] { display: none; }

.cw-safety-strip {
  display: flex; align-items: flex-start; gap: 8px; padding: 8px 6px 8px 10px;
  border-left: 4px solid var(--cw-amber-500); border-bottom: 1px solid var(--cw-line);
  background: var(--cw-surface-alt); font-size: 13px; line-height: 19px; color: var(--cw-ink);
}
.cw-safety-strip-icon { flex: none; margin-top: 0; }
.cw-safety-strip-text { flex: 1 1 auto; min-width: 0; margin: 0; }
.cw-root .cw-safety-strip-link {
  display: inline; margin: 0; padding: 0; border: 0; background: none; font: inherit; font-weight: 600;
  color: var(--cw-navy-700); text-decoration: underline; text-underline-offset: 2px; cursor: pointer;
}
.cw-root .cw-safety-strip-link:hover { color: var(--cw-navy-900); }
.cw-root .cw-safety-strip-dismiss {
  flex: none; display: inline-flex; align-items: center; justify-content: center; width: 32px; height: 32px;
  margin: -6px 0 -6px 0; padding: 0; border: 0; border-radius: 6px; background: transparent; color: var(--cw-ink-muted);
}
.cw-root .cw-safety-strip-dismiss:hover { background: var(--cw-line); color: var(--cw-ink); }

@media (prefers-reduced-motion: reduce) {
  .cw-safety-progress-fill, .cw-safety-chevron { transition: none; }
}
/* The note under an IA answer that needs the safety guidelines (rendered by the panel for installers). */
.cw-guidelines {
  margin: 0; padding: 8px 10px; border-left: 3px solid var(--cw-amber-500); border-radius: 6px;
  background: #fff7ea; font-size: 13px;
}
`;
