import { NavLink } from 'react-router-dom';
import { FEEDS_SECTIONS } from '../feeds-sections';
import { feedsText as t } from '../feeds-words';

/**
 * The pages of News & Events as a row of links (the current one marked with aria-current): the feeds,
 * then the YouTube videos, LinkedIn posts and funding logos of the social panel and the marquee.
 */
export function FeedsSectionNav() {
  return (
    <nav className="feeds-sections" aria-label={t.sections}>
      <ul className="feeds-sections__list">
        {FEEDS_SECTIONS.map((section) => (
          <li key={section.path}>
            <NavLink to={section.path} end className="feeds-sections__link">
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
