import { richTextSanitizer } from '../../http/sanitize-rich-text';

/**
 * A feed description (news cards, the detail page): paragraphs, emphasis, lists, sub-headings, quotes and
 * links survive; only https and mailto links are kept (an http link would be mixed content).
 */
export const sanitizeFeedHtml = richTextSanitizer({
  tags: ['p', 'br', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote'],
  schemes: ['https', 'mailto'],
  // Editors paste from word processors: their bold and italics become the tags we keep.
  renameTags: { b: 'strong', i: 'em' },
});
