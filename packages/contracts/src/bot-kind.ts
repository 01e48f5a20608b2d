/**
 * The two bots and their codes (docs/product.md §3.9: 0 = CRM, 1 = IA). Apart from chat.ts, which gathers
 * every chat text, so that the on-demand texts of chat-chunk-messages.ts can name a bot without importing
 * chat.ts back.
 */
export const BOTS = ['CRM', 'IA'] as const;
export type BotKind = (typeof BOTS)[number];
export type BotCode = 0 | 1;
export const BOT_CODE: Record<BotKind, BotCode> = { CRM: 0, IA: 1 };
export const botFromCode = (code: unknown): BotKind | null => (code === 0 ? 'CRM' : code === 1 ? 'IA' : null);
export const isBotKind = (value: unknown): value is BotKind => value === 'CRM' || value === 'IA';
