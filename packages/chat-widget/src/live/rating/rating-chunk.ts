import { RATING_CSS } from './rating.css';

/** The rating and transcript offer after a live chat, loaded when it is first shown (docs/product.md §9.4 "Weight"). */
export { RatingForm } from './RatingForm';
export const styles = RATING_CSS;
