import { image } from '@/lib/asset-paths';
import { assetUrl } from '@/lib/assets';
import { usePageTags } from '@/lib/page-tags';
import { ContactDetails } from '../components/ContactDetails';
import { ContactForm } from '../components/ContactForm';
import { contactText as t } from '../contact-words';
import './ContactPage.css';

/** /contact-us: heading, intro, the company's address and mailbox, and the enquiry form. */
export function ContactPage() {
  usePageTags('ContactUs');
  return (
    <div className="contact-page">
      <section className="contact-page__hero" aria-labelledby="contact-heading">
        <img className="contact-page__hero-image" src={assetUrl(image.contactHero)} alt="" decoding="async" />
        <div className="container contact-page__hero-text">
          <h1 id="contact-heading">{t.heading}</h1>
          <p>{t.intro}</p>
        </div>
      </section>
      <div className="container contact-page__body">
        <aside className="contact-page__details" aria-label="Contact details">
          <ContactDetails />
        </aside>
        <section className="contact-page__form" aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">{t.formHeading}</h2>
          <ContactForm />
        </section>
      </div>
    </div>
  );
}
