/** The feature's pages (docs/product.md §3.2 "Admin routes reachable from the menu"). */
export const CUSTOMER_INQUIRIES_PATH = '/admin/customer-inquiries';
export const QUOTE_REQUESTS_PATH = '/admin/quote-request-summary';

/** One enquiry, below Customer Inquiries. */
export const inquiryPath = (id: number) => `${CUSTOMER_INQUIRIES_PATH}/${id}`;
