import { ButtonLink } from '../../../components/ButtonLink';
import { ResponsiveVideo } from '../../../components/video/ResponsiveVideo';
import { homeHero } from '../content/home-content';
import './HomeHero.css';

/**
 * The looping hero video with the page's headline over it. The poster is an eager, high-priority
 * image (the page's largest paint); the video downloads only after the page has loaded.
 */
export function HomeHero() {
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <ResponsiveVideo
        className="home-hero__video"
        desktop={homeHero.video.desktop}
        mobile={homeHero.video.mobile}
        priority
      />
      <div className="container home-hero__content">
        <p className="home-hero__eyebrow">{homeHero.eyebrow}</p>
        <h1 id="home-hero-title" className="home-hero__title">
          {homeHero.title}
        </h1>
        <p className="home-hero__text">{homeHero.text}</p>
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
