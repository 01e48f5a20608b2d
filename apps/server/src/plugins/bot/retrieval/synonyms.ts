import { COMPANY_SYNONYMS } from './synonyms-company';
import { ENERGY_SYNONYMS } from './synonyms-energy';
import { SERVICE_SYNONYMS } from './synonyms-service';

/**
 * The domain's other words for what the knowledge base says (docs/decisions/0041-bot-retrieval.md): a
 * question that uses one of them is searched with the knowledge base's words as well. Each group is
 * phrases that mean one thing to someone asking about power routers, EV charging, buildings and
 * datacenters, installation and service; the knowledge base's own wording is among them. A phrase is
 * matched as whole words of a question, before stop words are dropped ("turn off" would otherwise be
 * "turn"). Written from the subjects of the knowledge base, not from any list of questions.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ...COMPANY_SYNONYMS,
  ...ENERGY_SYNONYMS,
  ...SERVICE_SYNONYMS,
];

/**
 * What people ask that the knowledge base never covers although its words may appear in it ("share" and
 * "price" do, "share price" is no question for it): a question naming one of these is about something
 * else, and weighs as a word the base lacks (question.ts).
 */
export const UNCOVERED_TOPICS: readonly string[] = [
  'share price',
  'stock price',
  'stock exchange',
  'stock market',
  'listed',
  'revenue',
  'revenues',
  'turnover',
  'profit',
  'profits',
  'valuation',
  'investors',
  'funding round',
  'employees',
  'headcount',
  'how many people work',
  'salary',
  'salaries',
  'discount',
  'discounts',
];
