import { Link } from 'react-router-dom';
import { thankYouText as t } from '../contact-words';
import '@/components/message-page.css';
import './ThankYouPage.css';

/** /thank-you: where the lead post of a contact enquiry lands. */
export function ThankYouPage() {
  return (
    <section className="message-page thank-you" aria-labelledby="thank-you-heading">
      <div className="message-page__card">
        <span className="thank-you__icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="40" height="40" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <h1 id="thank-you-heading">{t.heading}</h1>
        <p className="message-page__lead">{t.received}</p>
        <p>{t.followUp}</p>
        <Link className="thank-you__home" to="/">
          {t.backHome}
        </Link>
      </div>
    </section>
  );
}
