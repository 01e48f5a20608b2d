import { Link } from 'react-router-dom';
import type { Block, Inline } from '../content/types';

/** Running text: words as text nodes, links as links. Nothing is parsed as HTML. */
function InlineText({ parts }: { parts: Inline[] }) {
  return parts.map((part, index) => {
    if (typeof part === 'string') return part;
    const key = `${index}-${part.href}`;
    return part.href.startsWith('/') ? (
      <Link key={key} to={part.href}>
        {part.label}
      </Link>
    ) : (
      <a key={key} href={part.href}>
        {part.label}
      </a>
    );
  });
}

export function LegalBlocks({ blocks }: { blocks: Block[] }) {
  return blocks.map((block, index) => {
    switch (block.kind) {
      case 'paragraph':
        return (
          <p key={index}>
            <InlineText parts={block.text} />
          </p>
        );
      case 'list':
        return (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <InlineText parts={item} />
              </li>
            ))}
          </ul>
        );
      case 'subheading':
        return <h3 key={index}>{block.text}</h3>;
    }
  });
}
