import { assetUrl } from '@/lib/assets';
import { FADE_IN_VISIBLE_RATIO } from '@/lib/constants';
import type { SideBySideBlock } from './content-types';
import { useInView } from './use-in-view';
import { InViewVideo } from './video/InViewVideo';
import './FadeInBlock.css';

interface FadeInBlockProps {
  block: SideBySideBlock;
  /** Heading level inside the page's outline. */
  headingLevel?: 2 | 3;
}

/** Illustrations are drawn on an 800 × 600 canvas; the size attributes keep the layout still. */
const MEDIA_WIDTH = 800;
const MEDIA_HEIGHT = 600;

/**
 * A side-by-side block (docs/product.md §1.3): text beside a video or an image. It fades and slides in when
 * it enters the viewport and fades out when it leaves (docs/product.md §1.2 shared behaviours).
 */
export function FadeInBlock({ block, headingLevel = 2 }: FadeInBlockProps) {
  const { ref, inView } = useInView<HTMLElement>(FADE_IN_VISIBLE_RATIO);
  const Heading = `h${headingLevel}` as const;
  return (
    <article ref={ref} className={`fade-block fade-block--${block.class}${inView ? ' is-visible' : ''}`}>
      <div className="fade-block__media">
        {block.video ? (
          <InViewVideo name={block.video} label={block.title} poster={block.videoPoster} />
        ) : (
          block.imagePath && (
            <img
              src={assetUrl(block.imagePath)}
              alt={block.imageAlt ?? ''}
              width={MEDIA_WIDTH}
              height={MEDIA_HEIGHT}
              loading="lazy"
              decoding="async"
            />
          )
        )}
      </div>
      <div className="fade-block__text">
        <Heading className="fade-block__title">{block.title}</Heading>
        <p>{block.text}</p>
        {block.fixedText && <p className="fade-block__fixed">{block.fixedText}</p>}
      </div>
    </article>
  );
}
