/**
 * The editor's HTML in the shape feed descriptions have always been stored in, so that a feed loaded and
 * saved again comes back unchanged (docs/decisions/0033-rich-text-editor.md): a list item holds its text
 * itself (`<li>one</li>`, where the editor's schema writes `<li><p>one</p></li>`), an empty line is
 * `<p><br></p>`, and empty lines at either end are dropped (an empty editor is the empty string).
 */
const LISTS = new Set(['UL', 'OL']);
const TEXT_BLOCKS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE']);

/** A list item's paragraphs (and quotes, headings) as lines of text parted by `<br>`; nested lists stay. */
function flattenItem(item: Element) {
  for (const child of Array.from(item.children)) {
    if (LISTS.has(child.tagName)) {
      Array.from(child.children).forEach(flattenItem);
      continue;
    }
    if (!TEXT_BLOCKS.has(child.tagName)) continue;
    flattenItem(child);
    const before = child.previousSibling;
    if (before && !(before instanceof Element && (LISTS.has(before.tagName) || before.tagName === 'BR')))
      child.before(child.ownerDocument.createElement('br'));
    child.replaceWith(...Array.from(child.childNodes));
  }
}

/** List items flattened; an empty paragraph or heading gets a line break, as a browser draws an empty line. */
function shapeBlocks(container: Element | DocumentFragment) {
  for (const child of Array.from(container.children)) {
    if (LISTS.has(child.tagName)) Array.from(child.children).forEach(flattenItem);
    else if (child.tagName === 'BLOCKQUOTE') shapeBlocks(child);
    else if (TEXT_BLOCKS.has(child.tagName) && !child.childNodes.length)
      child.appendChild(child.ownerDocument.createElement('br'));
  }
}

export function toStoredHtml(editorHtml: string, doc: Document = document): string {
  const template = doc.createElement('template');
  template.innerHTML = editorHtml;
  const content = template.content;
  shapeBlocks(content);
  while (content.firstElementChild && isBlank(content.firstElementChild)) content.firstElementChild.remove();
  while (content.lastElementChild && isBlank(content.lastElementChild)) content.lastElementChild.remove();
  return template.innerHTML;
}

/** A block with nothing to show: no text and no link (a `<br>` alone is an empty line). */
const isBlank = (element: Element) => !element.textContent?.trim() && !element.querySelector('a');
