import { chatChunkMessages } from '@ohmstead/contracts/chat-chunk-messages';
import { Modal } from '../../ui/Modal';
import { usePanel } from '../../ui/panel-context';

/** docs/product.md §3.2 "Session Expiring Soon": the seconds left, Continue and End; the chat is blurred behind. */
export function ExpiringModal() {
  const { store } = usePanel();
  const seconds = store.session.remainingSeconds.value;
  const keepGoing = () => store.session.activity();
  return (
    <Modal
      title={chatChunkMessages.sessionExpiringTitle}
      onClose={keepGoing}
      describedBy="cw-expiring-text"
      className="cw-modal-expiring"
      footer={
        <>
          <button type="button" class="cw-button" onClick={() => store.endSession()}>
            End
          </button>
          <button type="button" class="cw-button cw-button-primary" onClick={keepGoing}>
            Continue
          </button>
        </>
      }
    >
      <p id="cw-expiring-text">
        Your chat session will end in{' '}
        <strong class="cw-countdown" aria-live="off">
          {seconds} {seconds === 1 ? 'second' : 'seconds'}
        </strong>{' '}
        because there has been no activity. Select Continue to keep chatting.
      </p>
    </Modal>
  );
}
