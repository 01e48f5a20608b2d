import type { EnquiryChannel } from '@ohmstead/contracts/inquiries';

/** Where an enquiry came from, in words: one list for Customer Inquiries, Quote Requests and the tickets. */
export const enquiryChannelWords: Record<EnquiryChannel, string> = {
  'contact-page': 'Contact page',
  'chat-contact': 'Chat: contact form',
  'chat-images': 'Chat: equipment images',
};

/** The words of the enquiry lists' channel filter (data-table/ChannelFilter.tsx). */
export const channelFilterWords = { label: 'Channel', any: 'All channels' };
