import { chatPanelMessages } from '@ohmstead/contracts/chat';
import { useState } from 'preact/hooks';
import { QUESTION_MAX_LENGTH } from '../constants';
import { SendIcon } from '../ui/icons';
import { usePanel } from '../ui/panel-context';

/**
 * The input row: Enter sends; a blank message is never sent (files alone may go in live mode), nor one
 * while an answer is loading. The live chunk adds the paperclip in live mode.
 */
export function Composer() {
  const { store } = usePanel();
  const [text, setText] = useState('');
  // Picked files (cleared whenever the live mode ends or flips) may go without text.
  const live = store.live.value;
  const blocked = store.loading.value || (text.trim() === '' && !live?.files.value.length);
  return (
    <form
      class="cw-composer"
      onSubmit={(event) => {
        event.preventDefault();
        if (blocked) return;
        // A live message whose upload failed is not sent: its text comes back for another try.
        void store.send(text).then((sent) => sent === false && setText(text));
        setText('');
      }}
    >
      {live && <live.ui.ComposerAttachments />}
      <input
        class="cw-input"
        type="text"
        name="message"
        aria-label="Message"
        placeholder={chatPanelMessages.inputPlaceholder}
        autocomplete="off"
        maxLength={QUESTION_MAX_LENGTH}
        value={text}
        onInput={(event) => setText((event.target as HTMLInputElement).value)}
      />
      <button type="submit" class="cw-send" aria-label="Send message" disabled={blocked}>
        <SendIcon />
      </button>
    </form>
  );
}
