import type { ChatFormKind, ChatFormValues } from '@ohmstead/contracts/chat-forms';
import { imagesFormMessage } from '../../adapters/tickets/issue';
import type { TicketContact } from '../../adapters/tickets/ticket';

/**
 * A chat form as the ticket's contact (docs/product.md §1.3): the chat forms have no company or title (shown as
 * '-'), the contact number is the phone, and the images form's serial number leads the message.
 */
export function ticketContact(kind: ChatFormKind, form: ChatFormValues): TicketContact {
  const message = kind === 'images' ? imagesFormMessage(form.SerialNumber ?? '', form.message) : form.message;
  return {
    first_name: form.firstName,
    last_name: form.lastName,
    company: '',
    phone: form.contact,
    title: '',
    email: form.email,
    message,
  };
}
