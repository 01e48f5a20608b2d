import { useId } from 'react';
import { ButtonLink } from './ButtonLink';
import './CtaBand.css';

interface CtaBandProps {
  title: string;
  text: string;
  action: { title: string; to: string };
}

/** A closing call to action at the end of a page. */
export function CtaBand({ title, text, action }: CtaBandProps) {
  const titleId = useId();
  return (
    <section className="cta-band" aria-labelledby={titleId}>
      <div className="container cta-band__inner">
        <div>
          <h2 id={titleId} className="cta-band__title">
            {title}
          </h2>
          <p className="cta-band__text">{text}</p>
        </div>
        <ButtonLink to={action.to}>{action.title}</ButtonLink>
      </div>
    </section>
  );
}
