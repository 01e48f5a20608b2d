import { assetUrl } from '@/lib/assets';
import { Carousel } from '../carousel/Carousel';
import type { HeroSlide } from '../content-types';
import { DocumentLinks } from '../DocumentLinks';
import { InViewVideo } from '../video/InViewVideo';
import './HeroSlider.css';

/** Product illustrations are drawn on a 4:3 canvas; the size attributes keep the layout still. */
const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 600;

interface HeroSliderProps {
  label: string;
  slides: HeroSlide[];
  /** 'light' text and dots on a dark hero, 'dark' on a light one. */
  tone: 'light' | 'dark';
}

/**
 * The hero's slider of products (docs/product.md §1.3 hero slide: imagePath, title, text, video), built on the
 * page carousel. The first slide's image is the page's largest paint, so only it loads eagerly.
 */
export function HeroSlider({ label, slides, tone }: HeroSliderProps) {
  return (
    <Carousel
      className="hero-slider"
      label={label}
      items={slides}
      tone={tone}
      getKey={(slide) => slide.title}
      getSlideLabel={(slide) => slide.title}
      renderSlide={(slide, { clone }) => {
        const first = !clone && slide === slides[0];
        return (
          <div className="hero-slider__slide">
            <div className="hero-slider__media">
              {slide.video ? (
                <InViewVideo name={slide.video} label={slide.imageAlt} />
              ) : (
                <img
                  src={assetUrl(slide.imagePath)}
                  alt={slide.imageAlt}
                  width={IMAGE_WIDTH}
                  height={IMAGE_HEIGHT}
                  loading={first ? 'eager' : 'lazy'}
                  fetchPriority={first ? 'high' : 'auto'}
                  decoding="async"
                />
              )}
            </div>
            <div className="hero-slider__copy">
              <h2 className="hero-slider__title">{slide.title}</h2>
              <p className="hero-slider__text">{slide.text}</p>
              {slide.documents && <DocumentLinks documents={slide.documents} tone={tone} />}
            </div>
          </div>
        );
      }}
    />
  );
}
