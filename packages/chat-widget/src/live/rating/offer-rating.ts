import type { LiveStoreView } from '../../state/live-port';
import { systemMessage } from '../../state/reply-handling';

/** After the spec's end-of-chat notice: the rating and transcript offer of the chat that just ended. */
export function offerRating(store: LiveStoreView, chatId: string): void {
  store.addMessages(systemMessage('', { live: true, csat: { chatId, step: 'rate' } }, store.now()));
}
