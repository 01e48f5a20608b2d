/**
 * What an enquiry is about (not in the spec): the contact page and the chat's contact form ask
 * for it, so a quote request can be told from a question. Zod-free: the widget imports it.
 * docs/decisions/0019-enquiries-and-tickets.md.
 */
export const ENQUIRY_TOPICS = ['general', 'quote', 'product-support'] as const;
export type EnquiryTopic = (typeof ENQUIRY_TOPICS)[number];
export const DEFAULT_ENQUIRY_TOPIC: EnquiryTopic = 'general';

/** The choices as the forms show them. */
export const ENQUIRY_TOPIC_LABELS: Record<EnquiryTopic, string> = {
  general: 'General question',
  quote: 'Request a quote',
  'product-support': 'Support for an installed Power Router',
};

/** The label of the topic field on both forms. */
export const ENQUIRY_TOPIC_LABEL = 'Topic';

export const isEnquiryTopic = (value: string): value is EnquiryTopic =>
  (ENQUIRY_TOPICS as readonly string[]).includes(value);
