/** The rating form's styles, in its own chunk. */
export const RATING_CSS = `
.cw-csat { display: grid; gap: 8px; width: 100%; padding: 10px 12px; border: 1px solid var(--cw-line); border-radius: 12px; background: #fff; }
.cw-csat fieldset { margin: 0; padding: 0; border: 0; }
.cw-csat legend, .cw-csat-label { font-weight: 600; font-size: 14px; margin-bottom: 6px; padding: 0; }
.cw-csat-scores { display: flex; gap: 6px; }
.cw-csat-scores label { position: relative; flex: 1; }
.cw-csat-scores input { position: absolute; opacity: 0; width: 1px; height: 1px; }
.cw-csat-scores span { display: block; padding: 6px 0; border: 1px solid var(--cw-line); border-radius: 8px; text-align: center; font-weight: 600; cursor: pointer; }
.cw-csat-scores input:checked + span { background: var(--cw-navy-800); border-color: var(--cw-navy-800); color: #fff; }
.cw-csat-scores input:focus-visible + span, .cw-csat textarea:focus-visible, .cw-csat input[type="email"]:focus-visible { outline: 2px solid var(--cw-teal-400); outline-offset: 2px; }
.cw-csat textarea, .cw-csat input[type="email"] { width: 100%; box-sizing: border-box; padding: 6px 8px; border: 1px solid var(--cw-line); border-radius: 8px; font: inherit; }
.cw-csat-error { margin: 0; color: #a4262c; font-size: 13px; }
.cw-csat-status { margin: 0; font-size: 13px; }
.cw-csat-done { padding: 0; border: 0; background: none; }
.cw-csat form { display: grid; gap: 6px; }
`;
