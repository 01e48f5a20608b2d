import { image } from '@/lib/asset-paths';
import { assetUrl } from '@/lib/assets';
import type { Person } from '../content/people';
import './PersonCard.css';

/** A portrait, name, title and three-point bio. */
export function PersonCard({ person }: { person: Person }) {
  return (
    <article className="person-card">
      <img
        className="person-card__photo"
        src={assetUrl(image.person(person.slug))}
        alt={`Portrait of ${person.name}`}
        width={320}
        height={320}
        loading="lazy"
        decoding="async"
      />
      <div className="person-card__heading">
        <h3 className="person-card__name">{person.name}</h3>
        <p className="person-card__title">{person.title}</p>
      </div>
      <ul className="person-card__bio">
        {person.bio.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </article>
  );
}
