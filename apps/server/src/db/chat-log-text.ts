import { IMAGE_EXTENSIONS } from '@ohmstead/contracts/chat-forms';

/** Extensions of the files a chat may carry (docs/product.md §3.5: images, pdf, doc, docx, xls, xlsx, txt). */
const FILE_EXTENSIONS = [...IMAGE_EXTENSIONS, 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'txt'];
const FILE_PATH = String.raw`(?:[^\s()<>"'\]]*\/)?bot\/media\/[A-Za-z0-9_-]+\/[^\s()<>"'\]]+`;
const FILE_URL = String.raw`https?:\/\/[^\s()<>"'\]]+\.(?:${FILE_EXTENSIONS.join('|')})(?:\?[^\s()<>"'\]]*)?`;
const ANY_FILE = `(?:${FILE_URL}|${FILE_PATH})`;
/** `![alt](url)` and `[label](url)` whose target is a file: the whole link becomes one placeholder. */
const MARKDOWN_LINK = new RegExp(String.raw`!?\[[^\]]*\]\((${ANY_FILE})\)`, 'gi');
const BARE = new RegExp(ANY_FILE, 'gi');

/** The file's name as the URL's last path segment gives it. */
function fileName(url: string): string {
  const last = url.split('?')[0]!.split('/').pop() ?? 'file';
  try {
    return decodeURIComponent(last) || 'file';
  } catch {
    return last || 'file';
  }
}

/**
 * docs/product.md §3.3: file URLs in a chat-log message are stored as a [File: name] placeholder. The rule of the
 * table bot_chat_log, which the bot and the live chat both write.
 */
export function replaceFileUrls(message: string): string {
  return message
    .replace(MARKDOWN_LINK, (_link, url: string) => `[File: ${fileName(url)}]`)
    .replace(BARE, (match) => {
      // A sentence's closing punctuation is not part of the URL.
      const url = match.replace(/[.,;:!?]+$/, '');
      return `[File: ${fileName(url)}]${match.slice(url.length)}`;
    });
}
