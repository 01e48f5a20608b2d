/**
 * The dialogs' sheet: the modal frame and each dialog, adopted when the dialogs chunk first loads. The
 * frame takes the panel's place and size (ui/Modal) and its corners, so the dialog dims the panel only.
 */
export const DIALOGS_CSS = `
.cw-modal-frame {
  inset: 0; width: auto; height: auto; max-width: none; max-height: none; margin: 0; padding: 12px;
  border: 0; border-radius: inherit; overflow: hidden; background: rgba(6, 26, 48, 0.45); color: inherit;
}
.cw-modal-frame[open] { display: flex; align-items: center; justify-content: center; }
.cw-modal-frame::backdrop { background: none; }
.cw-modal {
  width: 100%; max-width: 420px; max-height: 100%; display: flex; flex-direction: column; overflow: hidden;
  background: var(--cw-surface); border-radius: 12px; box-shadow: 0 12px 32px rgba(6, 26, 48, 0.35);
}
.cw-modal-head { display: flex; align-items: center; gap: 8px; padding: 12px 12px 4px 16px; }
.cw-modal-title { flex: 1; margin: 0; font-size: 16px; font-weight: 700; }
.cw-modal-close:hover { background: var(--cw-surface-alt); }
.cw-modal-body { padding: 4px 16px 12px; overflow-y: auto; }
.cw-modal-body p { margin: 0 0 8px; }
.cw-modal-foot { display: flex; justify-content: flex-end; gap: 8px; padding: 10px 16px 14px; }
.cw-warning-text { color: var(--cw-danger); }
.cw-policy-links { margin: 4px 0 0; padding-left: 18px; }
.cw-policy-links a { color: var(--cw-navy-700); font-weight: 600; }
.cw-countdown { font-variant-numeric: tabular-nums; }
.cw-lightbox { width: min(920px, calc(100% - 24px)); max-height: calc(100% - 24px); }
.cw-lightbox .cw-modal-body { display: flex; flex-direction: column; align-items: center; gap: 8px; overflow: auto; }
.cw-lightbox-image { max-width: 100%; max-height: 70vh; object-fit: contain; border-radius: 8px; background: #fff; }
.cw-lightbox-open { color: var(--cw-navy-700); font-size: 13px; }
.cw-banner { display: flex; align-items: center; gap: 10px; padding: 8px 12px; font-size: 13px; }
.cw-banner span { flex: 1; }
.cw-banner-warning { background: var(--cw-danger-bg); color: var(--cw-danger); }
.cw-banner-expired { background: #fff7ea; color: var(--cw-ink); }
.cw-button:hover { background: var(--cw-surface-alt); }
.cw-button-primary:hover { background: var(--cw-navy-700); }
.cw-button-danger { background: var(--cw-danger); border-color: var(--cw-danger); color: #fff; }
.cw-button-danger:hover { background: #8f1c13; }
`;
