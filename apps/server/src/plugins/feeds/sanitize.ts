import { FEED_HTML } from '@ohmstead/contracts/rich-text';
import { richTextSanitizer } from '../../http/sanitize-rich-text';

/** A feed description (news cards, the detail page): what the admin editor writes, and nothing more. */
export const sanitizeFeedHtml = richTextSanitizer(FEED_HTML);
