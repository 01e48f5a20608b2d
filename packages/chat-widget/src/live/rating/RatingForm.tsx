import { EMAIL_TRANSCRIPT_CALL, RATE_CHAT_CALL } from '@ohmstead/contracts/chat-satisfaction';
import { CSAT_COMMENT_MAX, EMAIL_MAX, EMAIL_PATTERN } from '@ohmstead/contracts/limits';
import { useState } from 'preact/hooks';
import type { ChatMessage, CsatOffer } from '../../state/chat-message';
import type { ChatStore } from '../../state/types';
import { postAfterChat } from './rating-client';
import { ratingWords as t, SCORES } from './rating-words';

interface Props {
  store: ChatStore;
  message: ChatMessage;
}

/** A signed-in user's own address: their user name, when it is one (what the server sends to without asking). */
const ownAddress = (store: ChatStore) => {
  const name = store.user.peek()?.userName ?? '';
  return EMAIL_PATTERN.test(name) ? name : '';
};

/**
 * After a live chat (docs/decisions/0049-satisfaction-and-transcript.md): "How was your chat?" with five
 * labelled choices (radio buttons: arrow keys move between them), an optional comment, Send or Skip; then
 * the transcript by e-mail, or not. Each step is kept on the message, so a reload comes back to it. The
 * status line (polite) says thank you.
 */
export function RatingForm({ store, message }: Props) {
  const offer = message.csat!;
  const call = useAfterChatCall(store, message.id, offer);
  return (
    <div class={offer.step === 'done' ? 'cw-csat cw-csat-done' : 'cw-csat'}>
      {offer.step === 'rate' && <ScoreStep call={call} id={message.id} />}
      {offer.step === 'transcript' && <TranscriptStep call={call} id={message.id} store={store} />}
      <p class="cw-csat-status" role="status">
        {[offer.rated ? t.thanks : '', offer.mailed ? t.transcriptSent : ''].filter(Boolean).join(' ')}
      </p>
    </div>
  );
}

type AfterChatCall = ReturnType<typeof useAfterChatCall>;

/** What both steps share: one call at a time, its refusal shown under the step, and moving the offer on. */
function useAfterChatCall(store: ChatStore, messageId: string, offer: CsatOffer) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const errorId = `${messageId}-error`;
  const move = (change: Partial<CsatOffer>) => {
    setError('');
    store.updateMessage(messageId, { csat: { ...offer, ...change } });
  };
  const send = async (call: string, body: object, done: Partial<CsatOffer>) => {
    setBusy(true);
    const refused = await postAfterChat(store, call, { chat_id: offer.chatId, ...body });
    setBusy(false);
    if (refused === null) move(done);
    else setError(refused || t.failed);
  };
  const errorLine = error && (
    <p id={errorId} class="cw-csat-error">
      {error}
    </p>
  );
  return { busy, error, setError, move, send, errorLine, described: error ? errorId : undefined };
}

function ScoreStep({ call, id }: { call: AfterChatCall; id: string }) {
  const [score, setScore] = useState(0);
  const [comment, setComment] = useState('');
  const rate = (event: Event) => {
    event.preventDefault();
    if (!score) return call.setError(t.chooseScore);
    const text = comment.trim();
    void call.send(RATE_CHAT_CALL, text ? { score, comment: text } : { score }, {
      step: 'transcript',
      rated: true,
    });
  };
  return (
    <form onSubmit={rate} aria-busy={call.busy} noValidate>
      <fieldset aria-describedby={call.described}>
        <legend>{t.question}</legend>
        <div class="cw-csat-scores">
          {SCORES.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={`${id}-score`}
                value={value}
                checked={score === value}
                aria-label={t.scores[value]}
                onChange={() => setScore(value)}
              />
              <span aria-hidden="true">{value}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label class="cw-csat-label" for={`${id}-comment`}>
        {t.comment}
      </label>
      <textarea
        id={`${id}-comment`}
        rows={2}
        maxLength={CSAT_COMMENT_MAX}
        value={comment}
        onInput={(event) => setComment(event.currentTarget.value)}
      />
      {call.errorLine}
      <StepButtons call={call} send={t.send} skip={t.skip} skipTo="transcript" />
    </form>
  );
}

/** A step's buttons: send it, or skip to the next step; neither while a call is out. */
function StepButtons({
  call,
  send,
  skip,
  skipTo,
}: {
  call: AfterChatCall;
  send: string;
  skip: string;
  skipTo: CsatOffer['step'];
}) {
  return (
    <div class="cw-actions">
      <button type="submit" class="cw-button cw-button-primary" disabled={call.busy}>
        {send}
      </button>
      <button
        type="button"
        class="cw-button"
        disabled={call.busy}
        onClick={() => call.move({ step: skipTo })}
      >
        {skip}
      </button>
    </div>
  );
}

function TranscriptStep({ call, id, store }: { call: AfterChatCall; id: string; store: ChatStore }) {
  const [email, setEmail] = useState(() => ownAddress(store));
  const mail = (event: Event) => {
    event.preventDefault();
    const to = email.trim();
    if (!EMAIL_PATTERN.test(to) || to.length > EMAIL_MAX) return call.setError(t.emailInvalid);
    void call.send(EMAIL_TRANSCRIPT_CALL, { email: to }, { step: 'done', mailed: true });
  };
  return (
    <form onSubmit={mail} aria-busy={call.busy} noValidate>
      <p class="cw-csat-label">{t.transcriptOffer}</p>
      <label for={`${id}-email`}>{t.email}</label>
      <input
        id={`${id}-email`}
        type="email"
        autocomplete="email"
        maxLength={EMAIL_MAX}
        value={email}
        aria-invalid={!!call.error}
        aria-describedby={call.described}
        onInput={(event) => setEmail(event.currentTarget.value)}
      />
      {call.errorLine}
      <StepButtons call={call} send={t.sendTranscript} skip={t.noThanks} skipTo="done" />
    </form>
  );
}
