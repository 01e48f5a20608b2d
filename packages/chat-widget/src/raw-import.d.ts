/** A file's text, imported with `?raw` (rollup.config.mjs builds it; Vite and Vitest read it natively). */
declare module '*?raw' {
  const text: string;
  export default text;
}
