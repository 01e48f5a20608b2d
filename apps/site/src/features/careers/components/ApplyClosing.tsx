import { Link } from 'react-router-dom';
import { CAREERS_EMAIL, careersText as t } from '../careers-words';

/** The page's closing 'Apply Now' block (docs/product.md §2.2): apply by e-mail, or ask through Contact Us. */
export function ApplyClosing() {
  return (
    <section className="careers-closing" aria-labelledby="careers-closing-heading">
      <h2 id="careers-closing-heading">{t.closingHeading}</h2>
      <p>
        {t.closingBefore}
        <a href={`mailto:${CAREERS_EMAIL}`}>{CAREERS_EMAIL}</a>
        {t.closingAfter}
      </p>
      <p>
        {t.closingContactBefore}
        <Link to="/contact-us">{t.closingContactLink}</Link>
        {t.closingContactAfter}
      </p>
    </section>
  );
}
