import { FORMS_CSS } from './forms.css';

/** The forms chunk (docs/product.md §3.2 "Inline contact form and inline equipment-images form"), loaded on demand. */
export { ChatFormMessage } from './ChatFormMessage';
export const styles = FORMS_CSS;
