import { COMPANY } from '@/lib/constants';

/** The company's postal address and general information mailbox (docs/product.md §1.1). */
export function ContactDetails() {
  return (
    <div className="contact-details">
      <h2 className="contact-details__heading">{COMPANY.name}</h2>
      <address className="contact-details__address">
        <span className="contact-details__label">Address</span>
        <span>{COMPANY.street}</span>
        <span>{COMPANY.locality}</span>
      </address>
      <p className="contact-details__mailbox">
        <span className="contact-details__label">Email</span>
        <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
      </p>
    </div>
  );
}
