// Checks the question set of `pnpm bench:bot-quality` before any is asked: every section it names is in
// the bot's knowledge base and holds the strings a correct answer must contain, the set is as large as
// docs/benchmarks.md says, and every question's variants are what variants.mjs promises. A knowledge base
// that changed under the questions stops the bench here instead of scoring answers against stale facts.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { normalise } from './judge.mjs';
import { typoCandidates, variantOf, VARIANTS } from './variants.mjs';

const MIN_QUESTIONS = 300;
const MIN_DECLINES = 40;
const KINDS = new Set(['fact', 'procedure', 'yes-no', 'follow-up', 'intent', 'decline']);

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'server');

/**
 * The sections of both bots' knowledge bases, keyed `document › section` → body, as the server indexes
 * them at start (its markdown and the safety instructions): read with the server's own code, through its
 * TypeScript loader, as scripts/lib/chat-sessions.mjs does.
 */
export async function knowledgeSections(knowledgeDir) {
  const api = pathToFileURL(path.join(serverDir, 'node_modules', 'tsx', 'dist', 'esm', 'api', 'index.mjs'));
  const { tsImport } = await import(api.href);
  const { loadBotKnowledge } = await tsImport(
    pathToFileURL(path.join(serverDir, 'src', 'plugins', 'bot', 'retrieval', 'bot-knowledge.ts')).href,
    import.meta.url,
  );
  const knowledge = loadBotKnowledge(knowledgeDir);
  const sectionsOf = (bot) =>
    new Map(
      knowledge[bot].passages.map((passage) => [`${passage.document} › ${passage.section}`, passage.body]),
    );
  return { crm: sectionsOf('crm'), ia: sectionsOf('ia') };
}

/** Levenshtein distance with adjacent swaps counted as one edit (optimal string alignment). */
function editDistance(a, b) {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.length][b.length];
}

function variantProblems(item) {
  if (typoCandidates(item.question).length === 0) return ['it has no word of 4 letters for a typo'];
  const problems = [];
  const options = { inConversation: item.kind === 'follow-up' };
  for (const variant of VARIANTS)
    if (variantOf(item.question, variant, options) !== variantOf(item.question, variant, options))
      problems.push(`its ${variant} variant is not the same twice`);
  const typo = variantOf(item.question, 'typo', options);
  if (editDistance(typo, item.question) !== 1) problems.push(`its typo "${typo}" is not one edit away`);
  const stray = variantOf(item.question, 'stray', options).split(/\s+/);
  if (stray.length !== item.question.trim().split(/\s+/).length + 1)
    problems.push(`its stray variant "${stray.join(' ')}" does not add one word`);
  const chatty = variantOf(item.question, 'chatty', options);
  if (!normalise(chatty).includes(normalise(item.question).replace(/[?.!]+$/, '')))
    problems.push(`its chatty variant "${chatty}" lost the question`);
  return problems;
}

function itemProblems(item, sectionsOf) {
  const problems = [];
  if (item.bot !== 'crm' && item.bot !== 'ia') problems.push(`bot "${item.bot}"`);
  if (!KINDS.has(item.kind)) problems.push(`kind "${item.kind}"`);
  if (typeof item.question !== 'string' || item.question.trim() === '') return [...problems, 'no question'];
  const expectations = [item.decline === true, typeof item.intent === 'string', Array.isArray(item.sources)];
  if (expectations.filter(Boolean).length !== 1)
    problems.push('it must expect exactly one of: sources with mustContain, decline, intent');
  if ((item.kind === 'decline') !== (item.decline === true)) problems.push('kind and decline disagree');
  if ((item.kind === 'intent') !== (typeof item.intent === 'string'))
    problems.push('kind and intent disagree');
  if ((item.kind === 'follow-up') !== (typeof item.context === 'string'))
    problems.push('a follow-up, and only one, has a context question');
  if (Array.isArray(item.sources)) {
    if (item.sources.length === 0) problems.push('no acceptable section');
    if (!Array.isArray(item.mustContain) || item.mustContain.length === 0) problems.push('no mustContain');
    const sections = sectionsOf(item.bot);
    for (const { document, section } of item.sources) {
      const body = sections?.get(`${document} › ${section}`);
      if (body === undefined) {
        problems.push(`${item.bot} has no section "${document} › ${section}"`);
        continue;
      }
      for (const fact of item.mustContain ?? [])
        if (!normalise(body).includes(normalise(fact)))
          problems.push(`"${document} › ${section}" does not contain "${fact}"`);
    }
  }
  return [...problems, ...variantProblems(item)];
}

/**
 * The question set's problems, one line each (none means the bench may run), and its warnings: sections no
 * question reaches, which a knowledge base that grew has and the questions should catch up with.
 */
export async function checkQuestionSet(questions, knowledgeDir) {
  const byBot = await knowledgeSections(knowledgeDir);
  const problems = [];
  const seen = new Set();
  for (const item of questions) {
    const key = `${item.bot}: ${item.context ? `${item.context} → ` : ''}${item.question}`;
    if (seen.has(key)) problems.push(`${key}: asked twice`);
    seen.add(key);
    for (const problem of itemProblems(item, (bot) => byBot[bot])) problems.push(`${key}: ${problem}`);
  }
  if (questions.length < MIN_QUESTIONS)
    problems.push(`${questions.length} questions, fewer than ${MIN_QUESTIONS}`);
  const declines = questions.filter((item) => item.decline).length;
  if (declines < MIN_DECLINES) problems.push(`${declines} questions to decline, fewer than ${MIN_DECLINES}`);
  const warnings = [];
  for (const bot of ['crm', 'ia'])
    for (const name of byBot[bot].keys())
      if (!questions.some((item) => item.sources?.some((s) => `${s.document} › ${s.section}` === name)))
        warnings.push(`no question is answered by ${bot} "${name}"`);
  return { problems, warnings };
}
