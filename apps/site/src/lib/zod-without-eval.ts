// zod compiles object parsers with `new Function` when it may; the site's Content-Security-Policy has no
// 'unsafe-eval' (docs/security-headers.md), and even zod's probe for it is reported as a violation. This
// is `z.config({ jitless: true })` without importing zod into the entry bundle (zod loads with the first
// call that parses): zod keeps its settings on this global and reads them when it builds a schema.
// Imported first by app/start.tsx; zod-without-eval.test.ts checks that zod still reads this global.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });

export {};
