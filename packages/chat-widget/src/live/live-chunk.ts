import type { LiveChunkSession, LiveChunkStore, LivePanelParts } from '../state/live-port';
import { ComposerAttachments } from './ComposerAttachments';
import { createLiveSession } from './live-session';
import { LiveHeaderControls } from './LiveHeaderControls';
import { LiveMessageItem } from './LiveMessageItem';
import { createMediaClient } from './media-client';
import { openCustomerSocket } from './open-customer-socket';

/**
 * The live chat, loaded on demand (docs/product.md §9.4 "Weight"): the only importer of socket.io-client, so the panel's
 * first answer does not carry it. Loaded on consent yes, or at mount for a stored live chat. The panel draws
 * the parts in `ui` (header controls, paperclip and files, live messages) once the store holds the session.
 */
const ui: LivePanelParts = { HeaderControls: LiveHeaderControls, ComposerAttachments, LiveMessageItem };

/** The store's live session, with the real socket (or the one a story or test hands the store). */
export function startLiveSession(store: LiveChunkStore): LiveChunkSession {
  const session = createLiveSession({
    store,
    openSocket: store.openLiveSocket ?? openCustomerSocket,
    media: createMediaClient({
      apiBase: store.config.apiBase,
      sessionId: store.botClient.sessionId,
      token: () => store.user.peek()?.token,
      fetch: store.fetch,
    }),
  });
  return { ...session, ui };
}
