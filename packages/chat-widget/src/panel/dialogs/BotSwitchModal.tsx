import { chatChunkMessages } from '@ohmstead/contracts/chat-chunk-messages';
import { Modal } from '../../ui/Modal';
import { usePanel } from '../../ui/panel-context';

/** docs/product.md §3.2 "Bot-switch confirmation modal". */
export function BotSwitchModal({ onClose }: { onClose: () => void }) {
  const { store } = usePanel();
  const target = store.pendingBot.value ?? 'CRM';
  return (
    <Modal
      title={chatChunkMessages.confirmBotSwitchTitle}
      onClose={onClose}
      describedBy="cw-switch-text"
      initialFocus=".cw-button"
      footer={
        <>
          <button type="button" class="cw-button" onClick={onClose}>
            Cancel
          </button>
          <button type="button" class="cw-button cw-button-danger" onClick={() => store.confirmBotSwitch()}>
            Switch Bot
          </button>
        </>
      }
    >
      <div id="cw-switch-text">
        <p>{chatChunkMessages.confirmBotSwitchText(target)}</p>
        <p class="cw-warning-text">{chatChunkMessages.confirmBotSwitchWarning}</p>
      </div>
    </Modal>
  );
}
