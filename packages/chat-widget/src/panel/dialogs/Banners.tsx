import { chatChunkMessages } from '@ohmstead/contracts/chat-chunk-messages';
import { CloseIcon } from '../../ui/close-icon';
import { usePanel } from '../../ui/panel-context';

/** docs/product.md §3.2 "Banners": too many requests (closable) and session expired (its "click here" words and Restart both restart). */
export function Banners() {
  const { store } = usePanel();
  return (
    <>
      {store.tooManyRequests.value && (
        <div class="cw-banner cw-banner-warning" role="alert">
          <span>{chatChunkMessages.tooManyRequests}</span>
          <button
            type="button"
            class="cw-icon-button"
            aria-label="Close"
            onClick={store.dismissTooManyRequests}
          >
            <CloseIcon />
          </button>
        </div>
      )}
      {store.session.expired.value && (
        <div class="cw-banner cw-banner-expired" role="alert">
          <span>
            {chatChunkMessages.sessionExpired}{' '}
            {/* The words say "click here", so they are the action too, beside Restart. */}
            <button type="button" class="cw-link-button" onClick={() => store.restart()}>
              {chatChunkMessages.sessionExpiredAction}
            </button>
          </span>
          <button type="button" class="cw-button cw-button-primary" onClick={() => store.restart()}>
            Restart
          </button>
        </div>
      )}
    </>
  );
}
