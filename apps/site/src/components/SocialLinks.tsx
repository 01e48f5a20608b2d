import { COMPANY } from '@/lib/constants';
import { LinkedInIcon, YouTubeIcon } from './icons';

const channels = [
  { name: 'YouTube', href: COMPANY.youtube, Icon: YouTubeIcon },
  { name: 'LinkedIn', href: COMPANY.linkedin, Icon: LinkedInIcon },
];

/** The company's social channels; each opens in a new tab. */
export function SocialLinks() {
  return (
    <ul className="social-links">
      {channels.map(({ name, href, Icon }) => (
        <li key={name}>
          <a
            className="social-links__link"
            href={href}
            target="_blank"
            rel="noopener"
            aria-label={`Ohmstead Power on ${name} (opens in a new tab)`}
          >
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}
