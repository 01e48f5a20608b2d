import type { DocumentLink } from '@/components/content-types';
import { ChevronIcon, DocumentIcon } from '@/components/icons';
import { useDisclosure } from '@/components/use-disclosure';
import { assetUrl } from '@/lib/assets';
import '@/components/outline-pill.css';
import './DocumentMenu.css';

interface DocumentMenuProps {
  label: string;
  documents: readonly DocumentLink[];
}

/**
 * A dropdown button with PDF links ('Spec Sheet', 'Brochure'): a disclosure, so Enter or Space opens
 * it, Tab moves through the links, Escape closes it and returns to the button, and a click elsewhere
 * or focus leaving closes it. Each PDF opens in a new tab.
 */
export function DocumentMenu({ label, documents }: DocumentMenuProps) {
  const { open, close, listId, rootProps, buttonProps } = useDisclosure<HTMLDivElement>();
  return (
    <div {...rootProps} className={`document-menu${open ? ' is-open' : ''}`}>
      <button type="button" className="outline-pill document-menu__button" {...buttonProps}>
        <DocumentIcon />
        {label}
        <ChevronIcon size={14} />
      </button>
      <ul id={listId} className="document-menu__list" hidden={!open}>
        {documents.map((document) => (
          <li key={document.path}>
            <a
              className="document-menu__link"
              href={assetUrl(document.path)}
              target="_blank"
              rel="noopener"
              onClick={close}
              aria-label={`${document.title} ${label} (PDF, opens in a new tab)`}
            >
              {document.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
