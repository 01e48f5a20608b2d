import { assetUrl } from '@/lib/assets';
import { AnchorButton } from '../ButtonLink';
import type { HeroContent } from '../content-types';
import { DocumentLinks } from '../DocumentLinks';
import { InViewVideo } from '../video/InViewVideo';
import { HeroSlider } from './HeroSlider';
import './Hero.css';

/** Product illustrations are drawn on a 4:3 canvas; the size attributes keep the layout still. */
const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 600;

/**
 * The top of a product page (docs/product.md §1.2 shared behaviours: beforeTitle, title, text, image, bgClass,
 * slider, btns, sliderClass, video). With `slider: 'true'` the slides take the image's place; a
 * video plays behind the text.
 */
export function Hero({ content }: { content: HeroContent }) {
  const showSlider = content.slider === 'true' && content.slides && content.slides.length > 0;
  const sliderClass = showSlider ? ` hero--slider-${content.sliderClass ?? 'beside'}` : '';
  const tone = content.bgClass === 'light' ? 'dark' : 'light';
  return (
    <section className={`hero hero--${content.bgClass}${sliderClass}`}>
      {content.video && <InViewVideo className="hero__video" name={content.video} priority hideToggle />}
      <div className="container hero__inner">
        <div className="hero__copy">
          {content.beforeTitle && <p className="overline hero__eyebrow">{content.beforeTitle}</p>}
          <h1 className="hero__title">{content.title}</h1>
          <p className="hero__text">{content.text}</p>
          {content.btns.length > 0 && (
            <div className="button-row">
              {content.btns.map((anchor) => (
                <AnchorButton key={anchor.title} anchor={anchor} />
              ))}
            </div>
          )}
          {content.documents && <DocumentLinks documents={content.documents} tone={tone} />}
        </div>
        {showSlider && content.slides ? (
          <div className="hero__slider">
            <HeroSlider label={content.title} slides={content.slides} tone={tone} />
          </div>
        ) : (
          content.image && (
            <div className="hero__media">
              <img
                src={assetUrl(content.image)}
                alt={content.imageAlt ?? ''}
                width={IMAGE_WIDTH}
                height={IMAGE_HEIGHT}
                fetchPriority="high"
                decoding="async"
              />
            </div>
          )
        )}
      </div>
    </section>
  );
}
