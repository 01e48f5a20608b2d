/**
 * The in-chat forms, sized for a 380 px panel. Pixel units only (rem would follow the host page), colours
 * from the panel's `--cw-*` variables. `.cw-form-done` belongs to the panel, which shows it without us.
 * Button colours sit under `.cw-form` to win over the root's `.cw-root button { color: inherit }`.
 */
export const FORMS_CSS = `
.cw-form {
  display: flex; flex-direction: column; gap: 10px; padding: 12px; margin: 0;
  border: 1px solid var(--cw-line); border-radius: 14px; border-top-left-radius: 4px;
  background: var(--cw-surface); color: var(--cw-ink); font-size: 13px; min-width: 0;
}
.cw-form-note, .cw-form-hint { margin: 0; font-size: 12px; color: var(--cw-ink-muted); }
.cw-form-row { display: grid; grid-template-columns: repeat(auto-fit, minmax(120px, 1fr)); gap: 10px; }
.cw-form-field { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.cw-form-label { margin: 0; font-size: 13px; font-weight: 600; color: var(--cw-ink); }
.cw-form-required { color: var(--cw-danger); }
.cw-form-locked { font-weight: 400; font-size: 12px; color: var(--cw-ink-muted); }
.cw-form-input {
  width: 100%; min-width: 0; height: 36px; padding: 0 10px; margin: 0;
  border: 1px solid var(--cw-line); border-radius: 8px; background: var(--cw-surface);
  font: inherit; font-size: 14px; color: var(--cw-ink);
}
.cw-form-textarea { height: auto; min-height: 72px; padding: 8px 10px; resize: vertical; line-height: 1.4; }
.cw-form-input[readonly] { background: var(--cw-surface-alt); color: var(--cw-ink-muted); }
.cw-form-input[aria-invalid='true'] { border-color: var(--cw-danger); box-shadow: 0 0 0 1px var(--cw-danger); }
.cw-form-input:focus-visible, .cw-form-file-input:focus-visible, .cw-form-submit:focus-visible,
.cw-form-file-remove:focus-visible, .cw-form-secondary:focus-visible, .cw-form-captcha:focus-visible {
  outline: 3px solid var(--cw-focus); outline-offset: 2px;
}
.cw-form-error { margin: 0; font-size: 12px; color: var(--cw-danger); }
.cw-form-error-list { padding-left: 16px; }
.cw-form-file-input { max-width: 100%; font: inherit; font-size: 13px; color: var(--cw-ink); }
.cw-form-file-input::file-selector-button {
  margin-right: 8px; padding: 6px 10px; border: 1px solid var(--cw-navy-800); border-radius: 8px;
  background: var(--cw-surface); color: var(--cw-navy-800); font: inherit; font-weight: 600; cursor: pointer;
}
.cw-form-files { display: flex; flex-direction: column; gap: 4px; margin: 0; padding: 0; list-style: none; }
.cw-form-file {
  display: flex; align-items: center; gap: 8px; padding: 4px 4px 4px 10px;
  border-radius: 8px; background: var(--cw-surface-alt);
}
.cw-form-file-name { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.cw-form-file-size { flex: none; font-size: 12px; color: var(--cw-ink-muted); }
.cw-form .cw-form-file-remove {
  flex: none; width: 28px; height: 28px; padding: 0; border: 0; border-radius: 50%;
  background: none; color: var(--cw-ink-muted); font-size: 18px; line-height: 1;
}
.cw-form .cw-form-file-remove:hover { background: var(--cw-line); color: var(--cw-danger); }
.cw-form-captcha { border-radius: 8px; }
.cw-form-captcha-body { min-height: 40px; }
.cw-form-captcha-status { margin: 0; padding: 10px 12px; border: 1px dashed var(--cw-line); border-radius: 8px; color: var(--cw-ink-muted); background: var(--cw-surface-alt); }
.cw-form-captcha-unavailable {
  display: flex; flex-direction: column; align-items: flex-start; gap: 8px; padding: 10px 12px;
  border-radius: 8px; background: var(--cw-danger-bg); color: var(--cw-danger);
}
.cw-form-captcha-unavailable p { margin: 0; }
.cw-form-captcha altcha-widget {
  display: block; max-width: 100%; font-size: 13px;
  --altcha-max-width: 100%; --altcha-padding: 10px; --altcha-border-radius: 8px;
  --altcha-border-color: var(--cw-line); --altcha-color-primary: var(--cw-navy-800);
  --altcha-color-base: var(--cw-surface); --altcha-color-base-content: var(--cw-ink);
  --altcha-checkbox-outline-color: var(--cw-focus);
}
.cw-form-secondary, .cw-form-submit {
  padding: 8px 14px; border-radius: 8px; border: 1px solid var(--cw-navy-800);
  font-weight: 600; line-height: 1.2;
}
.cw-form .cw-form-secondary { background: var(--cw-surface); color: var(--cw-navy-800); }
.cw-form .cw-form-submit { align-self: flex-start; min-width: 96px; background: var(--cw-navy-800); color: #fff; }
.cw-form .cw-form-submit:hover:not(:disabled) { background: var(--cw-navy-700); }
.cw-form .cw-form-submit:disabled { cursor: not-allowed; border-color: var(--cw-line); background: var(--cw-line); color: var(--cw-ink-muted); }
.cw-form-failure {
  margin: 0; padding: 8px 10px; border-radius: 8px; background: var(--cw-danger-bg); color: var(--cw-danger);
  font-weight: 600;
}
`;
