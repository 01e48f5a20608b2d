/**
 * Server HTML turned into safe HTML or plain text needs a DOM in the browser (DOMPurify, DOMParser). While a
 * page is rendered on the server there is none: entry-server.tsx installs implementations that need none
 * (server/html-tools.ts). The two agree on what survives; docs/decisions/0026-server-rendering.md.
 */
export interface HtmlTools {
  /** Safe HTML: the allowlist of lib/safe-html.ts. */
  sanitize(html: string): string;
  /** The visible text: tags removed, entities decoded, blocks separated, whitespace collapsed. */
  text(html: string): string;
}

let serverTools: HtmlTools | undefined;

export function installServerHtmlTools(tools: HtmlTools): void {
  serverTools = tools;
}

/** The server's tools while rendering on the server; undefined in the browser. */
export const serverHtmlTools = (): HtmlTools | undefined => serverTools;
