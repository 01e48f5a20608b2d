import type { SideBySideBlock } from '@/components/content-types';
import { FadeInBlock } from '@/components/FadeInBlock';
import './BlockSection.css';

interface BlockSectionProps {
  id: string;
  title: string;
  text: string;
  blocks: SideBySideBlock[];
}

/** A titled run of side-by-side blocks. */
export function BlockSection({ id, title, text, blocks }: BlockSectionProps) {
  return (
    <section className="block-section" aria-labelledby={id}>
      <div className="container">
        <header className="block-section__header">
          <h2 id={id} className="block-section__title">
            {title}
          </h2>
          <p className="block-section__text">{text}</p>
        </header>
        {blocks.map((block) => (
          <FadeInBlock key={block.title} block={block} headingLevel={3} />
        ))}
      </div>
    </section>
  );
}
