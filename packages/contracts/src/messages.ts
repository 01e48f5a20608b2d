/** Validation messages exactly as the spec quotes them (docs/product.md §1.5). */
export const contactMessages = {
  firstNameRequired: 'First name is required',
  firstNameMax: 'First name cannot exceed 40 characters',
  lastNameMax: 'Last name cannot exceed 80 characters',
  companyRequired: 'Company name is required',
  companyMax: 'Company name cannot exceed 40 characters',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  titleRequired: 'Title is required',
  titleMax: 'Title cannot exceed 40 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailMax: 'Email cannot exceed 80 characters',
  messageMax: 'Message cannot exceed 4000 characters',
  consentRequired: 'You must consent to the use of your contact information',
  captchaRequired: 'recaptcha is required',
} as const;

export const subscribeMessages = {
  required: 'This field is required',
  invalid: 'Enter a valid email',
} as const;

export const captchaMessages = {
  invalid: 'The captcha could not be verified. Please solve it again.',
} as const;

/** Answers of the contact calls (the spec shows none to the visitor; they are for logs and tests). */
export const contactResultMessages = {
  enquiryReceived: 'Your enquiry has been received.',
} as const;

/** docs/product.md §1.8 and the Unsubscribe screen: the newsletter answers the site shows. */
export const newsletterMessages = {
  subscribed:
    'Thank you for your interest in Ohmstead Power! We will keep you updated with our latest news and updates.',
  failed: 'Something went wrong. Please try again later.',
  unsubscribed: 'You have successfully unsubscribed.',
  invalidLink: 'This unsubscribe link is not valid.',
} as const;
