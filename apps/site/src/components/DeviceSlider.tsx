import { useId } from 'react';
import { videoSources } from '@/lib/asset-paths';
import { assetUrl } from '@/lib/assets';
import { MOBILE_MAX_WIDTH_PX } from '@/lib/constants';
import { Carousel } from './carousel/Carousel';
import type { DeviceImage, DeviceSliderContent } from './content-types';
import { InViewVideo } from './video/InViewVideo';
import './DeviceSlider.css';

/** The canvases of the desktop (16:7) and mobile (3:4) cuts; the sizes keep the layout still. */
const IMAGE_SIZE = {
  desktop: { width: 1600, height: 700 },
  mobile: { width: 750, height: 1000 },
} as const;

/**
 * The device block (docs/product.md §1.3 device slider): a title and description beside either an image
 * slider or a video. The slider shows the desktop or the mobile cut of each image for the current
 * screen width (the browser chooses, so the server's HTML is right for every screen) and switches when
 * the window is resized across the breakpoint.
 */
export function DeviceSlider({ content }: { content: DeviceSliderContent }) {
  const titleId = useId();
  return (
    <section
      className={`device-slider device-slider--${content.fixedBgImageClass}`}
      aria-labelledby={titleId}
    >
      <div className="container">
        <header className="section-intro">
          <h2 id={titleId} className="section-intro__title">
            {content.title}
          </h2>
          <p className="section-intro__text device-slider__description">{content.description}</p>
        </header>
        {content.slides ? (
          <Carousel
            className="device-slider__carousel"
            label={content.title}
            items={content.images}
            tone="light"
            getKey={(image) => image.desktop}
            getSlideLabel={(image) => image.caption}
            renderSlide={(image) => <DeviceFigure image={image} />}
          />
        ) : (
          <div className="device-slider__video">
            <InViewVideo
              name={content.contentSrc}
              label={content.videoLabel}
              poster={content.videoPoster ?? videoSources(content.contentSrc).poster}
            />
          </div>
        )}
      </div>
    </section>
  );
}

function DeviceFigure({ image }: { image: DeviceImage }) {
  return (
    <picture>
      <source
        media={`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`}
        srcSet={assetUrl(image.mobile)}
        width={IMAGE_SIZE.mobile.width}
        height={IMAGE_SIZE.mobile.height}
      />
      <img
        className="device-slider__image"
        src={assetUrl(image.desktop)}
        alt={image.alt}
        width={IMAGE_SIZE.desktop.width}
        height={IMAGE_SIZE.desktop.height}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}
