import { ButtonLink } from './ButtonLink';
import './UpcomingPage.css';

/**
 * The page for a section that is not online yet: it says so plainly and offers a way on, rather
 * than showing invented content.
 */
export function UpcomingPage({ area }: { area: string }) {
  return (
    <section className="upcoming-page">
      <div className="container upcoming-page__inner">
        <h1 className="upcoming-page__title">{area}</h1>
        <p className="upcoming-page__text">
          This section of our website is being prepared and will be available soon. In the meantime, our team
          is glad to answer your questions directly.
        </p>
        <div className="button-row">
          <ButtonLink to="/" variant="outline">
            Back to Home
          </ButtonLink>
          <ButtonLink to="/contact-us">Contact Us</ButtonLink>
        </div>
      </div>
    </section>
  );
}
