import { careersText as t } from '../careers-words';
import { BenefitIcon } from './BenefitIcon';
import './CareersHero.css';

/**
 * The careers hero (docs/product.md §2.2): heading, company culture text and the four benefit boxes, which are
 * information, not controls. Its variants are CSS only (docs/product.md §2.9): desktop beside each other;
 * tablet (768–991px) stacked with the boxes in one row; mobile (≤ 767px) stacked with a 2×2 grid; and
 * at ≤ 471px a card laid over the banner with the boxes in one column.
 */
export function CareersHero() {
  return (
    <section className="careers-hero" aria-labelledby="careers-heading">
      <div className="container careers-hero__inner">
        <div className="careers-hero__copy">
          <p className="overline careers-hero__eyebrow">{t.eyebrow}</p>
          <h1 id="careers-heading" className="careers-hero__title">
            {t.heading}
          </h1>
          <p className="careers-hero__text">{t.culture}</p>
        </div>
        <ul className="careers-hero__benefits" aria-label={t.benefitsLabel}>
          {t.benefits.map((benefit) => (
            <li key={benefit.title} className="careers-hero__benefit">
              <span className="careers-hero__benefit-icon">
                <BenefitIcon name={benefit.icon} />
              </span>
              <span className="careers-hero__benefit-title">{benefit.title}</span>
              <span className="careers-hero__benefit-text">{benefit.text}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
