import { Modal } from '../../ui/Modal';
import { usePanel } from '../../ui/panel-context';

/** docs/product.md §3.2: the four policy pages of the site, each in a new tab. */
export const POLICY_LINKS = [
  { label: 'Acceptable Use Policy', path: '/acceptable-use-policy' },
  { label: 'Responsible AI Policy', path: '/responsible-ai-policy' },
  { label: 'Privacy Notice', path: '/privacy-notice' },
  { label: 'Site Terms', path: '/site-terms' },
] as const;

export function DisclaimerModal({ onClose }: { onClose: () => void }) {
  const { store } = usePanel();
  return (
    <Modal title="Disclaimer" onClose={onClose} closeOnBackdrop describedBy="cw-disclaimer-text">
      <p id="cw-disclaimer-text">
        This assistant uses artificial intelligence. Its answers can be incomplete or wrong: check anything
        important with our team before you rely on it, and do not share passwords or payment details in the
        chat. Your use of the assistant is governed by:
      </p>
      <ul class="cw-policy-links">
        {POLICY_LINKS.map((link) => (
          <li key={link.path}>
            <a href={`${store.config.siteBase}${link.path}`} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
