import type { Person } from '../content/people';
import { PersonCard } from './PersonCard';
import './PeopleSection.css';

interface PeopleSectionProps {
  id: string;
  heading: string;
  intro: string;
  people: Person[];
  tone?: 'plain' | 'tinted';
}

/** A titled grid of people: the Executive Team or the Board of Advisors. */
export function PeopleSection({ id, heading, intro, people, tone = 'plain' }: PeopleSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} className={`people people--${tone}`} aria-labelledby={headingId}>
      <div className="container">
        <header className="people__header">
          <h2 id={headingId}>{heading}</h2>
          <p>{intro}</p>
        </header>
        {/* A class, not a style attribute: the page is rendered on the server under a CSP without inline styles. */}
        <ul className={`people__grid people__grid--${Math.min(people.length, 4)}`}>
          {people.map((person) => (
            <li key={person.slug}>
              <PersonCard person={person} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
