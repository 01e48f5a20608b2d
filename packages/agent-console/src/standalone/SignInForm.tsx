/** @jsxImportSource react */
import { loginMessages } from '@ohmstead/contracts/auth-messages';
import { type FormEvent, useState } from 'react';
import { signIn } from './sign-in';

interface SignInFormProps {
  onSignedIn: (token: string) => void;
}

/** A small sign-in form for the standalone console (docs/product.md §3.5: both fields required, errors once touched). */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState({ userName: false, password: false });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const userNameError = userName.trim() ? null : loginMessages.userNameRequired;
  const passwordError = password ? null : loginMessages.passwordRequired;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ userName: true, password: true });
    if (userNameError || passwordError || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      onSignedIn(await signIn(userName, password));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : loginMessages.httpFailure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="ac-sign-in" onSubmit={submit} noValidate aria-labelledby="ac-sign-in-title">
      <h1 id="ac-sign-in-title">Agent sign-in</h1>
      <label htmlFor="ac-user-name">Username</label>
      <input
        id="ac-user-name"
        autoComplete="username"
        value={userName}
        aria-invalid={touched.userName && !!userNameError}
        aria-describedby={touched.userName && userNameError ? 'ac-user-name-error' : undefined}
        onChange={(event) => setUserName(event.target.value)}
        onBlur={() => setTouched((current) => ({ ...current, userName: true }))}
      />
      {touched.userName && userNameError && <p id="ac-user-name-error">{userNameError}</p>}
      <label htmlFor="ac-password">Password</label>
      <input
        id="ac-password"
        type="password"
        autoComplete="current-password"
        value={password}
        aria-invalid={touched.password && !!passwordError}
        aria-describedby={touched.password && passwordError ? 'ac-password-error' : undefined}
        onChange={(event) => setPassword(event.target.value)}
        onBlur={() => setTouched((current) => ({ ...current, password: true }))}
      />
      {touched.password && passwordError && <p id="ac-password-error">{passwordError}</p>}
      {failure && <p role="alert">{failure}</p>}
      <button type="submit" disabled={busy}>
        Sign in
      </button>
    </form>
  );
}
