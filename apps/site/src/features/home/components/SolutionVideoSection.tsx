import { ButtonLink } from '@/components/ButtonLink';
import { InViewVideo } from '@/components/video/InViewVideo';
import type { SolutionSection } from '../content/home-content';
import './SolutionVideoSection.css';

interface SolutionVideoSectionProps {
  section: SolutionSection;
  /** Puts the text on the right, so consecutive sections alternate. */
  reversed?: boolean;
}

/** A solution summary over its own background video, with a 'Learn More' link to the solution page. */
export function SolutionVideoSection({ section, reversed }: SolutionVideoSectionProps) {
  const titleId = `${section.id}-title`;
  return (
    <section
      className={`solution-video${reversed ? ' solution-video--reversed' : ''}`}
      aria-labelledby={titleId}
    >
      <InViewVideo className="solution-video__background" name={section.video} label={section.videoLabel} />
      <div className="container solution-video__inner">
        <div className="solution-video__card">
          <h2 id={titleId} className="solution-video__title">
            {section.title}
          </h2>
          <p className="solution-video__text">{section.text}</p>
          <ul className="solution-video__highlights">
            {section.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
          <ButtonLink to={section.to}>
            Learn More <span className="visually-hidden">about {section.title}</span>
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
