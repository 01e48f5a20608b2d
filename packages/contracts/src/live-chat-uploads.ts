/**
 * Ours: where the files of live chats are served from; only such a path is an attachment. Apart from
 * live-chat.ts, which names the types of live-chat-payloads.ts's schemas, so that those schemas can check
 * a media URL without importing it back.
 */
export const LIVE_CHAT_UPLOAD_PREFIX = '/assets/uploads/live-chat/';
export const LIVE_CHAT_UPLOAD_PATTERN = /^\/assets\/uploads\/live-chat\/\S+$/;
