import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { unsubscribe, type UnsubscribeOutcome } from '../api/unsubscribe';
import { unsubscribeText as t } from '../newsletter-words';
import '@/components/message-page.css';
import './UnsubscribePage.css';

/** /unsubscribe?token=…: the link at the bottom of every newsletter e-mail. */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [attempt, setAttempt] = useState(0);
  const requestKey = `${attempt}:${token ?? ''}`;
  const [result, setResult] = useState<{ key: string; outcome: UnsubscribeOutcome }>();

  useEffect(() => {
    let current = true;
    void unsubscribe(token).then((outcome) => {
      if (current) setResult({ key: requestKey, outcome });
    });
    return () => {
      current = false;
    };
  }, [token, requestKey]);

  // Until the answer for this token (and attempt) arrives, the request is running.
  const outcome = result?.key === requestKey ? result.outcome : 'working';

  return (
    <section className="message-page unsubscribe" aria-labelledby="unsubscribe-heading">
      <div className="message-page__card unsubscribe__card" aria-live="polite">
        {outcome === 'working' && (
          <>
            <span className="unsubscribe__spinner" aria-hidden="true" />
            <h1 id="unsubscribe-heading" className="unsubscribe__working" role="status">
              {t.working}
            </h1>
          </>
        )}
        {outcome === 'done' && (
          <>
            <h1 id="unsubscribe-heading">{t.heading}</h1>
            <p className="message-page__lead">{t.done}</p>
            <p>{t.sorry}</p>
          </>
        )}
        {outcome === 'invalid' && (
          <>
            <h1 id="unsubscribe-heading">{t.invalid}</h1>
            <p>
              {t.invalidHelpBefore}
              <a href={`mailto:${t.mailbox}`}>{t.mailbox}</a>
              {t.invalidHelpAfter}
            </p>
          </>
        )}
        {outcome === 'failed' && (
          <>
            <h1 id="unsubscribe-heading">{t.failed}</h1>
            <button type="button" className="unsubscribe__retry" onClick={() => setAttempt((n) => n + 1)}>
              {t.retry}
            </button>
          </>
        )}
        {outcome !== 'working' && (
          <Link className="unsubscribe__home" to="/">
            {t.backHome}
          </Link>
        )}
      </div>
    </section>
  );
}
