/** A piece of running text: plain words, or a link (a site path, mailto: or tel:). */
export type Inline = string | { href: string; label: string };

export type Block =
  | { kind: 'paragraph'; text: Inline[] }
  | { kind: 'list'; items: Inline[][] }
  | { kind: 'subheading'; text: string };

export interface LegalSection {
  /** The section's anchor in the table of contents. */
  id: string;
  title: string;
  blocks: Block[];
}

export interface LegalDocument {
  title: string;
  /** As shown under the title: 'Last updated {lastUpdated}'. */
  lastUpdated: string;
  summary: Block[];
  sections: LegalSection[];
}

export type LegalDocumentId =
  'responsible-ai-policy' | 'acceptable-use-policy' | 'site-terms' | 'privacy-notice';
