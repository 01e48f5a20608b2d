/** The live chat's styles (header switch, composer files, agent messages), in its chunk. */
export const LIVE_CSS = `
.cw-actions { display: flex; flex-wrap: wrap; gap: 8px; }
.cw-switch { position: relative; width: 36px; height: 20px; padding: 0; border: 1px solid #ffffff80; border-radius: 99px; background: #ffffff24; }
.cw-switch i { position: absolute; top: 2px; left: 2px; width: 14px; height: 14px; border-radius: 50%; background: #fff; transition: transform .15s; }
.cw-switch[aria-checked="true"] { background: var(--cw-teal-400); border-color: var(--cw-teal-400); }
.cw-switch[aria-checked="true"] i { transform: translateX(16px); }
.cw-switch:focus-visible, .cw-attach:focus-within { outline: 2px solid var(--cw-teal-400); outline-offset: 2px; }
.cw-composer { position: relative; flex-wrap: wrap; }
.cw-typing { position: absolute; bottom: 100%; left: 12px; margin: 0 0 4px; padding: 0 8px; border-radius: 99px; background: var(--cw-surface-alt); font-size: 12px; color: var(--cw-ink-muted); }
.cw-files { order: -1; flex-basis: 100%; display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; }
.cw-file { display: inline-flex; align-items: center; gap: 4px; max-width: 100%; padding: 2px 4px 2px 10px; border: 1px solid var(--cw-line); border-radius: 99px; font-size: 12px; }
.cw-file-name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.cw-file-remove { display: inline-flex; padding: 2px; border: 0; border-radius: 50%; background: none; color: var(--cw-ink-muted); }
.cw-attach { display: inline-flex; align-items: center; justify-content: center; width: 40px; height: 40px; border: 1px solid var(--cw-line); border-radius: 10px; color: var(--cw-navy-800); cursor: pointer; }
.cw-agent-name { font-size: 12px; font-weight: 600; color: var(--cw-ink-muted); }
.cw-attachments { display: grid; gap: 6px; margin: 0; padding: 0; list-style: none; justify-items: start; }
.cw-message-user .cw-attachments { justify-items: end; }
.cw-attachment-image { max-width: 200px; max-height: 160px; border-radius: 8px; cursor: zoom-in; }
`;
