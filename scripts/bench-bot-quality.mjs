#!/usr/bin/env node
// pnpm bench:bot-quality — how well the two bots answer, per way of typing a question. Asks every question
// of scripts/bot-quality/questions.mjs as written, with a typo, wrapped in greetings and with a stray word,
// through the HTTP API only: the AI Assistant as a guest, the Installation Assistant as the demo installer. Runs the production server with demo content on
// embedded PGlite, then on a throwaway PostgreSQL cluster, prints the scores and the first failures of each
// variant and writes the scores into docs/benchmarks.md under its own heading. `--baseline` (or
// `--baseline=<what it records>`) also replaces the table recorded earlier, which other runs keep as found.
// BENCH_DATABASE=pglite|postgres runs one database and writes nothing. BENCH_FAILURES_LISTED=N prints the first N
// failures of each variant (15 by default; `all` prints every one). BENCH_VARIANT_SEED=<n> draws other typos,
// wrappings and stray words (scripts/bot-quality/variants.mjs) and writes nothing.
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { botClient } from './bot-quality/bot-client.mjs';
import { checkQuestionSet } from './bot-quality/check-questions.mjs';
import { judge } from './bot-quality/judge.mjs';
import { QUESTIONS } from './bot-quality/questions.mjs';
import { KIND_HEADER, kindRows, printRun, SCORE_HEADER, scoreRows } from './bot-quality/report.mjs';
import { variantOf, VARIANTS } from './bot-quality/variants.mjs';
import { startBenchServer } from './lib/bench-server.mjs';
import { readBenchmarkSection, writeBenchmarkSection } from './lib/benchmarks.mjs';
import { benchGuestSessions } from './lib/chat-sessions.mjs';
import { benchOnBothDatabases } from './lib/pg.mjs';
import { banner } from './lib/proc.mjs';

const HEADING = '## Bot answer quality';
const BASELINE_HEADING = '### Recorded earlier: the baseline';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps', 'server');
const knowledgeDir = path.join(serverDir, 'knowledge');

const args = process.argv.slice(2);
const baselineArg = args.find((arg) => arg === '--baseline' || arg.startsWith('--baseline='));
const unknown = args.filter((arg) => arg !== baselineArg);
if (unknown.length > 0) {
  console.error(`unknown argument ${unknown.join(' ')}; the only one is --baseline[=<what it records>]`);
  process.exit(2);
}
const baselineNote = baselineArg?.includes('=') ? baselineArg.slice(baselineArg.indexOf('=') + 1) : '';

const { problems, warnings } = await checkQuestionSet(QUESTIONS, knowledgeDir);
for (const warning of warnings) console.warn(`warning: ${warning}`);
if (problems.length > 0) {
  console.error(`The question set does not match the knowledge base:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

const count = (filter) => QUESTIONS.filter(filter).length;
const ofKind = (kind) => count((item) => item.kind === kind);
const sessions = await benchGuestSessions();

/** Every question in every variant, each in a conversation of its own (a follow-up after its context). */
async function askAll(base) {
  const client = await botClient(base, sessions);
  const results = [];
  const models = new Set();
  const started = Date.now();
  for (const variant of VARIANTS) {
    for (const item of QUESTIONS) {
      const conversation = await client.conversation(item.bot);
      if (item.context) await conversation.ask(item.context);
      const text = variantOf(item.question, variant, { inConversation: item.kind === 'follow-up' });
      const answer = await conversation.ask(text);
      models.add(answer.response_model);
      results.push({ item, variant, text, answer, verdict: judge(item, answer) });
    }
    console.log(
      `  ${variant}: ${QUESTIONS.length} questions asked (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
  return { results, models };
}

async function benchOn(database, env) {
  const { base, stop } = await startBenchServer({
    portFrom: Number(process.env.BENCH_PORT ?? 27800),
    env: {
      AUTH_TOKEN_SECRET: sessions.secret,
      DEMO_CONTENT: 'true',
      // The demo's simulated devices have nothing to do with the bots' answers.
      DEVICE_SIMULATION: 'false',
      BOT_RATE_LIMIT_PER_MINUTE: '1000000',
      BOT_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '1000000',
      CHAT_SESSIONS_WITHOUT_PROOF_PER_ADDRESS_PER_HOUR: '1000000',
      ...env,
    },
  });
  try {
    banner(`${database}: ${QUESTIONS.length} questions × ${VARIANTS.length} variants`);
    const run = { database, ...(await askAll(base)) };
    printRun(run);
    return run;
  } finally {
    await stop();
  }
}

/** When a file under `dir` last changed, in ms. */
function newestChange(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce(
      (newest, entry) => Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs),
      0,
    );
}

/**
 * What answered: the commit, whether the server's code or knowledge had changes not committed yet, and when
 * the build (dist/, made only when missing) was made, which may be older than those sources.
 */
function codeVersion() {
  const git = (...gitArgs) => execFileSync('git', gitArgs, { cwd: root, encoding: 'utf8' }).trim();
  const changed = git('status', '--porcelain', '--', 'apps/server/src', 'apps/server/knowledge') !== '';
  const built = statSync(path.join(serverDir, 'dist', 'main.js')).mtimeMs;
  const stale = Math.max(newestChange(path.join(serverDir, 'src')), newestChange(knowledgeDir)) > built;
  const builtAt = new Date(built).toISOString().slice(0, 16).replace('T', ' ');
  return [
    `commit ${git('rev-parse', '--short', 'HEAD')}`,
    changed ? ' with uncommitted server changes' : '',
    `, server build of ${builtAt} UTC`,
    stale ? ' (older than its sources)' : '',
  ].join('');
}

/** The run's tables and the line saying when and on what code it ran. */
function tables(runs, code) {
  return [
    ...SCORE_HEADER,
    ...runs.flatMap((run) => scoreRows(run)),
    '',
    `By kind of question (both bots, ${runs[0].database}):`,
    '',
    ...KIND_HEADER,
    ...kindRows(runs[0]),
    '',
    ...wrap(`Run on ${new Date().toISOString().slice(0, 10)}, ${code}.`),
  ];
}

/** Words joined into lines of at most `width` characters; a code span is never cut. */
function wrap(text, width = 110) {
  const lines = [];
  let line = '';
  for (const word of text.match(/(?:`[^`]*`|\S)+/g) ?? []) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

/** The baseline subsection: this run's when `--baseline`, else the one the section holds now (if any). */
function baselineBlock(runs, code) {
  if (baselineArg)
    return [
      BASELINE_HEADING,
      '',
      ...wrap(
        `Written by \`pnpm bench:bot-quality --baseline\`${baselineNote ? ` (${baselineNote})` : ''}; the runs ` +
          'without it keep this table as they find it, to compare with.',
      ),
      '',
      ...tables(runs, code),
      '',
    ].join('\n');
  const current = readBenchmarkSection(HEADING) ?? '';
  const at = current.indexOf(BASELINE_HEADING);
  return at === -1 ? '' : `${current.slice(at).trimEnd()}\n`;
}

function writeSection(runs) {
  const code = codeVersion();
  const models = [...new Set(runs.flatMap((run) => [...run.models]))].join(', ');
  const intro = [
    `\`pnpm bench:bot-quality\` asks the two bots ${QUESTIONS.length} questions written from`,
    '`apps/server/knowledge/` and docs/product.md §3 (`scripts/bot-quality/questions.mjs`; AI Assistant',
    `${count((item) => item.bot === 'crm')}, Installation Assistant ${count((item) => item.bot === 'ia')}):`,
    `${ofKind('fact')} facts, ${ofKind('procedure')} procedures, ${ofKind('yes-no')} yes/no and "can I…"`,
    `questions in people's words, ${ofKind('follow-up')} elliptical follow-ups (asked after a first question in`,
    `the same conversation), ${ofKind('intent')} intents (a live agent, sending photos) and ${ofKind('decline')}`,
    'questions to decline (off-topic, other companies, prices not published, what the notes do not say). Each is',
    'typed four ways: plain; typo (one dropped, doubled, swapped or neighbour-key letter in one word of four',
    'letters or more); chatty (greetings and thanks around it); stray (one extra word such as "asap" or "btw" at',
    'the start or the end), drawn from a PRNG seeded by the question (`scripts/bot-quality/variants.mjs`). Only',
    'the HTTP API is judged: a knowledge answer is correct when its first source is one of the sections the',
    'question names and the message holds every string of the fact (case and white space aside); a decline is',
    'the no-match answer without sources; an intent is its message. The production server with demo content,',
    'on embedded PGlite and on PostgreSQL; a guest in a new chat session per question (a follow-up shares its',
    "first question's), the installer's conversation emptied before each. Answers by",
    `\`${models}\`. Regenerate with \`pnpm bench:bot-quality\`.`,
  ].join(' ');
  const section = [HEADING, '', ...wrap(intro), '', ...tables(runs, code), '', baselineBlock(runs, code)];
  writeBenchmarkSection(HEADING, section.join('\n').trimEnd());
}

const { runs, write } = await benchOnBothDatabases(benchOn, { portFrom: 25800 });
if (write && process.env.BENCH_VARIANT_SEED)
  console.log('\nBENCH_VARIANT_SEED is set: other draws, nothing written');
else if (write) {
  writeSection(runs);
  console.log(`\nWritten to docs/benchmarks.md${baselineArg ? ', with this run as the baseline' : ''}`);
} else if (baselineArg) console.log('\nBENCH_DATABASE is set: nothing written, not even the baseline');
