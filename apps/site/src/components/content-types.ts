import type { VideoName } from '@/lib/asset-paths';

/**
 * The content shapes of docs/product.md §1.3 that the shared components render. Pages describe their content
 * with these types and hand it to the components; the components know nothing about any page.
 */

/** A call to action: `action` is a site path (`/contact-us`) or an absolute address. */
export interface Anchor {
  title: string;
  /** Button style: 'primary', 'outline' or 'light'. */
  class: ButtonVariant;
  action: string;
  /** '_blank' opens in a new tab; omitted for the same tab. */
  target?: '_self' | '_blank';
}

export type ButtonVariant = 'primary' | 'outline' | 'light';

/** A brochure or spec sheet: a PDF under the documents path. */
export interface DocumentLink {
  title: string;
  /** Path relative to the asset base, for example documents/spec-sheet-ev-charging.pdf. */
  path: string;
}

/** Synchronised-slider item: the text is trusted HTML written in this repository's content modules. */
export interface SliderContentItem {
  title: string;
  text: string;
  video: VideoName;
}

export interface HeroSlide {
  imagePath: string;
  /** Describes the image for people who cannot see it. */
  imageAlt: string;
  title: string;
  text: string;
  video?: VideoName;
  documents?: DocumentLink[];
}

export interface HeroContent {
  beforeTitle?: string;
  title: string;
  text: string;
  image?: string;
  imageAlt?: string;
  /** Background variant of the hero: 'navy', 'teal' or 'light'. */
  bgClass: HeroBackground;
  slider: 'true' | 'false';
  btns: Anchor[];
  /** Layout variant of the slider: 'wide' gives the slides the whole width under the title. */
  sliderClass?: 'wide' | 'beside';
  video?: VideoName;
  slides?: HeroSlide[];
  documents?: DocumentLink[];
}

export type HeroBackground = 'navy' | 'teal' | 'light';

export interface SideBySideBlock {
  title: string;
  text: string;
  /** Layout: 'media-left' or 'media-right'. */
  class: 'media-left' | 'media-right';
  video?: VideoName;
  videoPoster?: string;
  imagePath?: string;
  imageAlt?: string;
  /** A short highlighted statement under the text, such as a headline figure. */
  fixedText?: string;
}

export interface DeviceImage {
  desktop: string;
  mobile: string;
  alt: string;
  /** Names the slide for assistive tech ("2 of 4: …"); the image shows its own headline. */
  caption: string;
}

interface DeviceSliderBase {
  title: string;
  description: string;
  /** Decorative background of the section: 'grid' or 'glow'. */
  fixedBgImageClass: 'grid' | 'glow';
}

/** `slides: true` shows an image slider of `images`; `slides: false` shows the `contentSrc` video. */
export type DeviceSliderContent =
  | (DeviceSliderBase & { slides: true; images: DeviceImage[] })
  | (DeviceSliderBase & { slides: false; contentSrc: VideoName; videoPoster?: string; videoLabel: string });
