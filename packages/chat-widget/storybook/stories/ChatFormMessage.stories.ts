import { chatMessages } from '@ohmstead/contracts/chat';
import { chatFormMessages } from '@ohmstead/contracts/chat-forms';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, userEvent, within } from 'storybook/test';
import { systemMessage } from '../../src/state/reply-handling';
import type { ChatStore } from '../../src/state/types';
import { exchange, installer, minutesAgo, QUESTIONS } from '../fixtures';
import { withinPanel } from '../panel-queries';
import { widgetFrameMeta } from '../widget-meta';
import { WidgetFrame } from '../WidgetFrame';

/**
 * docs/product.md §3.2 "Inline contact form and inline equipment-images form", §3.4 "Forms in the chat", §3.5. The
 * forms chunk shows the captcha the website API names (here ALTCHA, from the fake Config/Public).
 */
const meta = {
  title: 'Chat widget/Forms',
  component: WidgetFrame,
  ...widgetFrameMeta(),
} satisfies Meta<typeof WidgetFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The guest asks for a person, says yes to a live agent, and no agent is online: the apology with the
 * contact form (what the live chat adds on no_agents). Returns the form message's id.
 */
function noAgentsContactForm(store: ChatStore): string {
  const [question, consentPrompt] = exchange('CRM', QUESTIONS.quote, minutesAgo(2));
  const apology = systemMessage(chatMessages.noAgents, { form: true }, minutesAgo(1));
  store.messages.value = [question!, { ...consentPrompt!, actions: undefined }, apology];
  return apology.id;
}

/** The installer asks to send photos: the bot's 'Image Upload Request' brings the equipment-images form. */
function imagesForm(store: ChatStore) {
  store.safetyStripDismissed.value = true;
  store.messages.value = exchange('IA', QUESTIONS.photos, minutesAgo(1), installer);
}

/** The contact form as it appears: empty for a guest, nothing checked yet. */
export const ContactFormEmpty: Story = {
  args: { setup: noAgentsContactForm },
};

/**
 * Every message of the contact form: required first and last name and message, a contact number that is
 * not 11 digits, an e-mail address without a domain, and the unsolved captcha.
 */
export const ContactFormWithEveryError: Story = {
  args: { setup: noAgentsContactForm },
  play: async ({ canvasElement }) => {
    const panel = await withinPanel(canvasElement);
    const form = await panel.findByRole('form', { name: 'Contact form' });
    const fields = within(form);
    await userEvent.type(fields.getByLabelText(/^Contact number/), '919 555 0178');
    await userEvent.type(fields.getByLabelText(/^Email/), 'sam.porter@');
    // Submit stays disabled while the form is invalid, so the submit attempt goes to the form itself (as
    // in forms-fields.test.tsx): every error shows and the first invalid field takes the focus.
    fireEvent.submit(form);
    await fields.findByText(chatFormMessages.recaptchaRequired);
  },
};

/**
 * Files chosen with the picker's "All files": a photo over 5 MB and a HEIC image are refused with their
 * messages, the valid photo is kept; a serial number with letters is refused too.
 */
export const ImagesFormWithErrors: Story = {
  args: { user: installer, setup: imagesForm },
  play: async ({ canvasElement }) => {
    const panel = await withinPanel(canvasElement);
    const form = await panel.findByRole('form', { name: 'Equipment images form' });
    const fields = within(form);
    await userEvent.type(fields.getByLabelText(/^Serial Number/), 'PR-200-0042');
    await userEvent.click(fields.getByLabelText(/^Description/));
    const chosen = new DataTransfer();
    chosen.items.add(new File([new Uint8Array(420 * 1024)], 'port-3-cable.jpg', { type: 'image/jpeg' }));
    chosen.items.add(new File([new Uint8Array(6_500_000)], 'cabinet-front.jpg', { type: 'image/jpeg' }));
    chosen.items.add(new File([new Uint8Array(900 * 1024)], 'nameplate.heic', { type: 'image/heic' }));
    const input = fields.getByLabelText<HTMLInputElement>('Attachments');
    input.files = chosen.files;
    fireEvent.change(input);
    await fields.findByText(chatFormMessages.fileTooLarge('cabinet-front.jpg'));
  },
};

/** Sent: the form gives way to the thank-you text. */
export const FormSubmitted: Story = {
  args: {
    setup: (store) => {
      const id = noAgentsContactForm(store);
      store.updateMessage(id, { formSubmitted: true, formSubmitSuccess: true });
    },
  },
};

/**
 * The agent service did not take the form: the failure text above the form again, the values kept and
 * the captcha to be solved again.
 */
export const FormFailed: Story = {
  args: {
    setup: (store) => {
      const id = noAgentsContactForm(store);
      store.updateMessage(id, { formSubmitted: true, formSubmitSuccess: false });
    },
  },
};
