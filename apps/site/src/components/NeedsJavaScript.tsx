import { COMPANY } from '@/lib/constants';
import './NeedsJavaScript.css';

interface NeedsJavaScriptProps {
  /** What needs it, as the sentence's subject: 'This form', 'Subscribing'. */
  what: string;
}

/** The notice itself (shown by NeedsJavaScript only when scripts are off; stories show it as it is). */
export function NeedsJavaScriptNotice({ what }: NeedsJavaScriptProps) {
  return (
    <p className="needs-javascript" role="note">
      {`${what} needs JavaScript, which is turned off in this browser. Turn it on to continue, or write to `}
      <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>.
    </p>
  );
}

/**
 * Pages are rendered on the server and can be read without JavaScript; their forms cannot be used
 * without it. This says so where a form would be, and only when scripts are off
 * (docs/decisions/0026-server-rendering.md).
 */
export function NeedsJavaScript(props: NeedsJavaScriptProps) {
  return (
    <noscript>
      <NeedsJavaScriptNotice {...props} />
    </noscript>
  );
}
