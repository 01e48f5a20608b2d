import { FadeInBlock } from '@/components/FadeInBlock';
import { Hero } from '@/components/hero/Hero';
import { usePageTags } from '@/lib/page-tags';
import { FloatingContactButton } from '../components/FloatingContactButton';
import { PeopleSection } from '../components/PeopleSection';
import { TeaserSection } from '../components/TeaserSection';
import { aboutHero, teamText, visionAndDifference } from '../content/about-content';
import { boardOfAdvisors, executiveTeam } from '../content/people';
import './AboutPage.css';

/** /about-us: hero, vision and difference, the teaser video, the team and the board. */
export function AboutPage() {
  usePageTags('AboutUs');
  return (
    <div className="about-page">
      <Hero content={aboutHero} />
      <section className="container about-page__blocks" aria-label="Vision and Difference">
        {visionAndDifference.map((block) => (
          <FadeInBlock key={block.title} block={block} />
        ))}
      </section>
      <TeaserSection />
      <PeopleSection
        id="our-team"
        heading={teamText.executiveHeading}
        intro={teamText.executiveIntro}
        people={executiveTeam}
      />
      <PeopleSection
        id="board-of-advisors"
        heading={teamText.advisorsHeading}
        intro={teamText.advisorsIntro}
        people={boardOfAdvisors}
        tone="tinted"
      />
      <FloatingContactButton label={teamText.floatingContact} />
    </div>
  );
}
