import { NOTICE_HTML } from '@ohmstead/contracts/rich-text';
import { richTextSanitizer } from '../../http/sanitize-rich-text';

/** The maintenance notice (every page's banner): basic formatting and http, https and mailto links. */
export const sanitizeNotice = richTextSanitizer(NOTICE_HTML);
