import { assetUrl } from '@/lib/assets';
import type { DocumentLink } from './content-types';
import { DocumentIcon } from './icons';
import './DocumentLinks.css';

interface DocumentLinksProps {
  documents: DocumentLink[];
  /** 'light' for dark backgrounds. */
  tone?: 'dark' | 'light';
}

/** Brochure and spec sheet links: PDFs that open in a new tab, announced as PDFs. */
export function DocumentLinks({ documents, tone = 'dark' }: DocumentLinksProps) {
  if (documents.length === 0) return null;
  return (
    <ul className={`inline-list document-links document-links--${tone}`}>
      {documents.map((document) => (
        <li key={document.path}>
          <a className="document-links__link" href={assetUrl(document.path)} target="_blank" rel="noopener">
            <DocumentIcon />
            <span>
              {document.title} <span className="document-links__type">(PDF)</span>
            </span>
            <span className="visually-hidden">, opens in a new tab</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
