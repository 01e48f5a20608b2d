import { richTextSanitizer } from '../../http/sanitize-rich-text';

/** The maintenance notice (every page's banner): basic formatting and http, https and mailto links. */
export const sanitizeNotice = richTextSanitizer({
  tags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'small',
    'mark',
    'code',
    'ul',
    'ol',
    'li',
    'a',
    'span',
  ],
  schemes: ['http', 'https', 'mailto'],
});
