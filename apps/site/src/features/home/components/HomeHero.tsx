import { ButtonLink } from '@/components/ButtonLink';
import { ResponsiveVideo } from '@/components/video/ResponsiveVideo';
import { type HeroTexts, useHeroTexts } from '../api/useHeroTexts';
import { homeHero } from '../content/home-content';
import './HomeHero.css';

/**
 * The looping hero video with the page's headline over it (texts editable by an administrator; those the
 * server rendered the page with come as `initialTexts`). The poster is an eager, high-priority image (the
 * page's largest paint); the video downloads only after the page has loaded.
 */
export function HomeHero({ initialTexts }: { initialTexts?: HeroTexts }) {
  const texts = useHeroTexts(initialTexts);
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <ResponsiveVideo
        className="home-hero__video"
        desktop={homeHero.video.desktop}
        mobile={homeHero.video.mobile}
        priority
      />
      <div className="container home-hero__content">
        <p className="overline">{texts.beforeTitle}</p>
        <h1 id="home-hero-title" className="home-hero__title">
          {texts.title}
        </h1>
        <p className="home-hero__text">{texts.text}</p>
        <div className="button-row">
          <ButtonLink to={homeHero.primaryAction.to}>{homeHero.primaryAction.title}</ButtonLink>
          <ButtonLink to={homeHero.secondaryAction.to} variant="light">
            {homeHero.secondaryAction.title}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
