import { acceptableUsePolicy } from './acceptable-use-policy';
import { privacyNotice } from './privacy-notice';
import { responsibleAiPolicy } from './responsible-ai-policy';
import { siteTerms } from './site-terms';
import type { LegalDocument, LegalDocumentId } from './types';

/** Each legal route's document (docs/product.md §1.2 "Static legal pages"). */
export const legalDocuments: Record<LegalDocumentId, LegalDocument> = {
  'responsible-ai-policy': responsibleAiPolicy,
  'acceptable-use-policy': acceptableUsePolicy,
  'site-terms': siteTerms,
  'privacy-notice': privacyNotice,
};
