/**
 * The feed editor's schema, made from the feed allowlist (packages/contracts/src/rich-text.ts): one Tiptap
 * extension for each tag the list keeps and none for any other, so the editor cannot hold, paste or write
 * what the server would remove. Tags the list renames (b, i, del, h1, h5 …) load as the tag they mean.
 */
import { DROPPED_WITH_CONTENT, FEED_HTML, isAllowedLink } from '@ohmstead/contracts/rich-text';
import type { AnyExtension, Mark } from '@tiptap/core';
import Blockquote from '@tiptap/extension-blockquote';
import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import Heading, { type Level } from '@tiptap/extension-heading';
import Italic from '@tiptap/extension-italic';
import Link from '@tiptap/extension-link';
// Subpath imports: the packages' indexes also pull in task lists, placeholders and cursors we do not use.
import { BulletList } from '@tiptap/extension-list/bullet-list';
import { ListItem } from '@tiptap/extension-list/item';
import { ListKeymap } from '@tiptap/extension-list/keymap';
import { OrderedList } from '@tiptap/extension-list/ordered-list';
import Paragraph from '@tiptap/extension-paragraph';
import Strike from '@tiptap/extension-strike';
import Text from '@tiptap/extension-text';
import Underline from '@tiptap/extension-underline';
import { UndoRedo } from '@tiptap/extensions/undo-redo';
import type { TagParseRule } from '@tiptap/pm/model';

const allowlist = FEED_HTML;

/** Parse rules for the tags the allowlist renames into one of `tags`. */
function renamedInto(
  tags: readonly string[],
  attrs?: (tag: string) => Record<string, unknown>,
): TagParseRule[] {
  return Object.entries(allowlist.renames)
    .filter(([, to]) => tags.includes(to))
    .map(([from, to]) => ({ tag: from, ...(attrs && { attrs: attrs(to) }) }));
}

/** A mark that also reads the tags renamed into its own (`del` and `strike` for `s`). */
function markFor<Options>(mark: Mark<Options>, tag: string) {
  return mark.extend({
    parseHTML() {
      return [...(this.parent?.() ?? []), ...renamedInto([tag])];
    },
  });
}

const headingTags = allowlist.tags.filter((tag) => /^h[1-6]$/.test(tag));
const levelOf = (tag: string) => Number(tag.slice(1)) as Level;

const FeedHeading = Heading.extend({
  parseHTML() {
    return [...(this.parent?.() ?? []), ...renamedInto(headingTags, (tag) => ({ level: levelOf(tag) }))];
  },
}).configure({ levels: headingTags.map(levelOf) });

/**
 * Links: an address is kept only where the allowlist keeps it, and the link is only `<a href>` (the
 * server adds where it opens). No autolinking and no following a link on a click: this is an editor.
 */
const FeedLink = Link.extend({
  addAttributes() {
    return { href: { default: null, parseHTML: (element: HTMLElement) => element.getAttribute('href') } };
  },
}).configure({
  openOnClick: false,
  autolink: false,
  linkOnPaste: false,
  HTMLAttributes: { target: null, rel: null, class: null },
  isAllowedUri: (url) => isAllowedLink(allowlist, url),
});

/** Paragraphs; and the elements whose text is never meant to be seen (a pasted form's options) are skipped. */
const FeedParagraph = Paragraph.extend({
  parseHTML() {
    return [...(this.parent?.() ?? []), ...DROPPED_WITH_CONTENT.map((tag) => ({ tag, ignore: true }))];
  },
});

/** The extension that writes each tag of a feed description. */
const EXTENSION_BY_TAG: Record<string, AnyExtension> = {
  p: FeedParagraph,
  br: HardBreak,
  strong: markFor(Bold, 'strong'),
  em: markFor(Italic, 'em'),
  u: markFor(Underline, 'u'),
  s: markFor(Strike, 's'),
  a: FeedLink,
  ul: BulletList,
  ol: OrderedList,
  li: ListItem,
  blockquote: Blockquote,
  ...Object.fromEntries(headingTags.map((tag) => [tag, FeedHeading])),
};

/** Tags of the allowlist this editor has no extension for (a test keeps it empty). */
export const tagsWithoutExtension = allowlist.tags.filter((tag) => !EXTENSION_BY_TAG[tag]);

/**
 * The editor's extensions: the document and its text, one extension per allowed tag, list keys
 * (Tab, Backspace at an item's start) when lists are allowed, and undo/redo.
 */
export const feedEditorExtensions: AnyExtension[] = [
  Document,
  Text,
  ...new Set(allowlist.tags.flatMap((tag) => EXTENSION_BY_TAG[tag] ?? [])),
  ...(allowlist.tags.includes('li') ? [ListKeymap] : []),
  UndoRedo,
];
