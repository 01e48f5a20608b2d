import { chatPanelMessages } from '@ohmstead/contracts/chat';
import { type ChatMessage, formatTimestamp } from '../state/chat-message';
import { BotAvatar } from '../ui/icons';
import { useLazyChunk } from '../ui/lazy-chunk';
import { usePanel } from '../ui/panel-context';
import { ReplyBubble } from '../ui/ReplyBubble';
import { AnswerFeedback } from './AnswerFeedback';
import { loadForms, loadSafety } from './chunks';

function FormSlot({ message, kind }: { message: ChatMessage; kind: 'contact' | 'images' }) {
  const { store, root } = usePanel();
  const forms = useLazyChunk(loadForms, true, root);
  if (!forms) return <p class="cw-form-loading">Loading the form…</p>;
  return <forms.ChatFormMessage store={store} message={message} kind={kind} />;
}

/** IA answers that need the safety guidelines: the note comes with the safety chunk. */
function GuidelinesNote() {
  const { store, root } = usePanel();
  const safety = useLazyChunk(loadSafety, true, root);
  return safety ? (
    <safety.GuidelinesNote onOpenInstructions={() => store.openModal('safety-instructions')} />
  ) : null;
}

function Timestamp({ at }: { at: number }) {
  return (
    <time class="cw-time" dateTime={new Date(at).toISOString()}>
      {formatTimestamp(at)}
    </time>
  );
}

/** One message of the list: the user's text, a bot answer (its HTML, sanitised), or a notification. */
export function MessageItem({ message }: { message: ChatMessage }) {
  if (message.type === 'message-notification') {
    return (
      <li class="cw-message cw-message-notification">
        <span>{message.text}</span> <Timestamp at={message.timestamp} />
      </li>
    );
  }
  if (message.type === 'message-user') {
    return (
      <li class="cw-message cw-message-user">
        <span class="cw-sr-only">You said:</span>
        <div class="cw-bubble">{message.text}</div>
        <Timestamp at={message.timestamp} />
      </li>
    );
  }
  // A submitted form shows the success text without loading the forms chunk; a failed one shows the form
  // again (the chunk renders the failure text above it).
  const formDone = message.form && message.formSubmitted && message.formSubmitSuccess;
  const imageFormDone = message.imageForm && message.imageFormSubmitted && message.imageFormSubmitSuccess;
  return (
    <li class="cw-message cw-message-system">
      <BotAvatar />
      <div class="cw-message-main">
        <span class="cw-sr-only">{message.name} said:</span>
        <ReplyBubble message={message} />
        {message.guidelines && <GuidelinesNote />}
        {message.form && !formDone && <FormSlot message={message} kind="contact" />}
        {message.imageForm && !imageFormDone && <FormSlot message={message} kind="images" />}
        {(formDone || imageFormDone) && (
          <p class="cw-form-done" role="status">
            {chatPanelMessages.formSuccess}
          </p>
        )}
        {message.answerId ? (
          <div class="cw-answer-foot">
            <Timestamp at={message.timestamp} />
            <AnswerFeedback message={message} />
          </div>
        ) : (
          <Timestamp at={message.timestamp} />
        )}
      </div>
    </li>
  );
}
