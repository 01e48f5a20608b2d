import { type InquiryRow, LEG_NAMES } from '@ohmstead/contracts/inquiries';
import { legStateText, legTone, legWords } from '../inquiries-words';
import './LegSummary.css';

const MARK = { done: '✓', waiting: '…', failed: '✗', none: '–' } as const;

/** The three legs of an enquiry, one line each: a mark for the eye, the state in words for everyone. */
export function LegSummary({ row }: { row: Pick<InquiryRow, 'legs' | 'channel'> }) {
  return (
    <ul className="leg-summary">
      {LEG_NAMES.map((name) => {
        const leg = row.legs[name];
        const tone = legTone(leg.state);
        return (
          <li key={name} className={`leg-summary__leg leg-summary__leg--${tone}`}>
            <span className="leg-summary__mark" aria-hidden="true">
              {MARK[tone]}
            </span>
            <span className="leg-summary__name">{legWords[name]}:</span>{' '}
            {legStateText(name, leg.state, leg.reference, row.channel)}
          </li>
        );
      })}
    </ul>
  );
}
