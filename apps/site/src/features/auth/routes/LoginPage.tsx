import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { readSession } from '@/lib/session';
import { LoginForm } from '../components/LoginForm';
import { signInTarget } from '../sign-in-target';
import { useCompleteSignIn } from '../use-complete-sign-in';
import './LoginPage.css';

/**
 * /login (docs/product.md §3.2). Someone already signed in goes straight on to where a sign-in would take them;
 * after signing in here the login page is replaced in the history, so Back does not return to it.
 */
export function LoginPage() {
  const { search } = useLocation();
  const [signedInOnArrival] = useState(readSession);
  const completeSignIn = useCompleteSignIn({ replace: true });
  if (signedInOnArrival) return <Navigate to={signInTarget(search, signedInOnArrival.dashboard)} replace />;
  return (
    <section className="login-page">
      <div className="login-page__card">
        <LoginForm onSignedIn={completeSignIn} />
      </div>
    </section>
  );
}
