/**
 * Client message ids: 16 random bytes as hex (32 characters, within CLIENT_MESSAGE_ID_PATTERN).
 * crypto.getRandomValues works everywhere; crypto.randomUUID needs a secure context (http on a LAN host).
 */
export function newClientMessageId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
