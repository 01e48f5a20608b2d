// Writes one `## …` section of docs/benchmarks.md, replacing the section of that heading (or appending it)
// and keeping every other section as it is. Each bench script owns one heading.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchmarks = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'docs',
  'benchmarks.md',
);

/** `section` starts with `heading`. */
export function writeBenchmarkSection(heading, section) {
  const current = existsSync(benchmarks) ? readFileSync(benchmarks, 'utf8') : '# Benchmarks\n';
  const start = current.indexOf(heading);
  let next;
  if (start === -1) next = `${current.trimEnd()}\n\n${section}`;
  else {
    const after = current.slice(start + heading.length).search(/^## /m);
    const end = after === -1 ? current.length : start + heading.length + after;
    next = `${current.slice(0, start)}${section}${after === -1 ? '' : `\n${current.slice(end)}`}`;
  }
  writeFileSync(benchmarks, next.endsWith('\n') ? next : `${next}\n`);
}

/** The section of `heading` as docs/benchmarks.md holds it now (up to the next `## `), or undefined. */
export function readBenchmarkSection(heading) {
  const current = existsSync(benchmarks) ? readFileSync(benchmarks, 'utf8') : '';
  const start = current.indexOf(heading);
  if (start === -1) return undefined;
  const after = current.slice(start + heading.length).search(/^## /m);
  return current.slice(start, after === -1 ? current.length : start + heading.length + after);
}

/** The machine a run measured on, as every section names it: its CPU count and model. */
export const benchMachine = () => `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}`;
