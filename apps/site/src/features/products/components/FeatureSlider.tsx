import { Carousel } from '@/components/carousel/Carousel';
import { assetUrl } from '@/lib/assets';
import { type Feature, features } from '../content/features';
import './FeatureSlider.css';

/** Feature icons are drawn on a square canvas. */
const ICON_SIZE = 96;

/** The seven-item feature slider of the vehicle and building pages, on the page carousel. */
export function FeatureSlider() {
  return (
    <section className="feature-slider" aria-labelledby="feature-slider-title">
      <div className="container">
        <h2 id="feature-slider-title" className="feature-slider__title">
          Why the Power Router
        </h2>
        <Carousel
          label="Power Router features"
          items={features}
          getKey={(feature) => feature.title}
          getSlideLabel={(feature) => `${feature.figure} ${feature.title.toLowerCase()}`}
          renderSlide={(feature) => <FeatureCard feature={feature} />}
        />
      </div>
    </section>
  );
}

function FeatureCard({ feature }: { feature: Feature }) {
  return (
    <div className="feature-slider__card">
      <img
        src={assetUrl(feature.icon)}
        alt=""
        width={ICON_SIZE}
        height={ICON_SIZE}
        loading="lazy"
        decoding="async"
      />
      <div>
        <p className="feature-slider__figure">{feature.figure}</p>
        <h3 className="feature-slider__name">{feature.title}</h3>
        <p className="feature-slider__text">{feature.text}</p>
      </div>
    </div>
  );
}
