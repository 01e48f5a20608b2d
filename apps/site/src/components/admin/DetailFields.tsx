import type { ReactNode } from 'react';
import './DetailFields.css';

/** The labelled facts at the top of an admin detail screen (an enquiry, a ticket), in a wrapping grid. */
export function DetailFields({
  fields,
}: {
  fields: readonly (readonly [label: string, value: ReactNode])[];
}) {
  return (
    <dl className="detail-fields">
      {fields.map(([label, value]) => (
        <div key={label} className="detail-fields__field">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A free text under its own heading (an enquiry's message, a ticket's description), its line breaks kept. */
export function DetailText({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <>
      <h3 className="detail-fields__subheading">{heading}</h3>
      <p className="detail-fields__text">{children}</p>
    </>
  );
}
