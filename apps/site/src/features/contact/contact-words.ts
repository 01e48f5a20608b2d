import { ENQUIRY_TOPIC_LABEL } from '@ohmstead/contracts/enquiry-topics';

/** The contact screens' texts, as docs/product.md §1.2 quotes them where it does. */
export const contactText = {
  heading: 'Get in Touch',
  intro:
    'Planning a fleet charging depot, electrifying a building or powering the next AI datacenter? Tell us about your project and our team will get back to you shortly.',
  formHeading: 'Send us a message',
  requiredNote: 'Fields marked * are required.',
  labels: {
    first_name: 'First Name',
    last_name: 'Last Name',
    company: 'Company',
    phone: 'Phone',
    title: 'Title',
    email: 'Email',
    /** Not in the spec: what the enquiry is about, so a quote request is told apart. */
    topic: ENQUIRY_TOPIC_LABEL,
    message: 'How can we help?',
    emailConsent: 'I authorize the use of my provided contact information for communication purposes.',
  },
  phoneHint: 'Ten digits, numbers only.',
  submit: 'Submit',
  sending: 'Sending your message…',
} as const;

export const thankYouText = {
  heading: 'Thank You!',
  received: 'Your submission has been received successfully.',
  followUp: 'Thank you for contacting us! We have received your message and will get back to you shortly.',
  backHome: 'Back to Home',
} as const;
