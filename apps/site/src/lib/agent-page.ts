/** docs/product.md §3.2: the agent chat page; the notification and the mini-screen hide on it and below it. */
export const AGENT_PAGE_PATH = '/admin/chatbot-agent';

/** The agent page or one of its views (/admin/chatbot-agent/chats/…, /history …). */
export const isAgentPage = (pathname: string): boolean =>
  pathname === AGENT_PAGE_PATH || pathname.startsWith(`${AGENT_PAGE_PATH}/`);

/** The agent page, at one chat when given. */
export const agentPagePath = (chatId?: string): string =>
  chatId ? `${AGENT_PAGE_PATH}/chats/${encodeURIComponent(chatId)}` : AGENT_PAGE_PATH;
