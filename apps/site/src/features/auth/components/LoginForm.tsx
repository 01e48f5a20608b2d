import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginRequest, loginRequestSchema } from '@ohmstead/contracts/auth';
import type { ProofChallenge } from '@ohmstead/contracts/proof-of-work-schemas';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ProofOfWork } from '@/components/captcha/ProofOfWork';
import { Checkbox } from '@/components/form/Checkbox';
import { FormAlert } from '@/components/form/FormAlert';
import { PasswordField } from '@/components/form/PasswordField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { image } from '@/lib/asset-paths';
import { assetUrl } from '@/lib/assets';
import type { StoredUser } from '@/lib/session';
import { login, type LoginOutcome } from '../api/login';
import { authText as t } from '../auth-words';
import { rememberedUserName, rememberUserName } from '../remembered-account';
import './LoginForm.css';

export interface LoginFormProps {
  /** Called with the login answer once the server accepted the credentials. */
  onSignedIn: (user: StoredUser) => void;
  /** The sign-in call; replaceable for stories and tests. */
  signIn?: (credentials: LoginRequest) => Promise<LoginOutcome>;
  /** 1 on the login page, 2 inside the header's dialog (whose own name is the first heading). */
  headingLevel?: 1 | 2;
}

/**
 * The sign-in form of the login page and of the header's login dialog (docs/product.md §3.2, §3.4, §3.5). A field's
 * message shows once it has been left; Sign in checks every field first and stops while any is
 * invalid. The spinner runs while the call is in flight.
 */
export function LoginForm({ onSignedIn, signIn = login, headingLevel = 1 }: LoginFormProps) {
  const headingId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const [remembered] = useState(rememberedUserName);
  const [remember, setRemember] = useState(remembered !== '');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A proof of work the server asked of the last attempt: solved at once, then the attempt is sent again.
  const [owed, setOwed] = useState<{
    challenge: ProofChallenge;
    message: string;
    credentials: LoginRequest;
  }>();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    mode: 'onTouched',
    defaultValues: { userName: remembered, password: '' },
  });

  const send = async (credentials: LoginRequest) => {
    setFailure(null);
    setOwed(undefined);
    setSending(true);
    const outcome = await signIn(credentials);
    setSending(false);
    if (!outcome.ok) {
      if (outcome.challenge) setOwed({ challenge: outcome.challenge, message: outcome.message, credentials });
      else setFailure(outcome.message);
      return;
    }
    rememberUserName(credentials.userName, remember);
    onSignedIn(outcome.user);
  };
  const sendWithProof = (proof: string) => {
    if (owed) void send({ ...owed.credentials, proof });
  };

  return (
    <form
      className="login-form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void handleSubmit(send)(event)}
    >
      <img
        className="login-form__logo"
        src={assetUrl(image.logo)}
        alt="Ohmstead Power"
        width={300}
        height={56}
      />
      <Heading id={headingId} className="login-form__heading">
        {t.heading}
      </Heading>
      {failure && (
        <FormAlert tone="error" onClose={() => setFailure(null)}>
          {failure}
        </FormAlert>
      )}
      <TextField
        label={t.labels.userName}
        required
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.userName?.message}
        {...register('userName')}
      />
      <PasswordField
        label={t.labels.password}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Checkbox
        label={t.labels.remember}
        name="remember"
        checked={remember}
        onChange={(event) => setRemember(event.target.checked)}
      />
      {owed && <ProofOfWork challenge={owed.challenge} message={owed.message} onSolved={sendWithProof} />}
      <SubmitButton className="login-form__submit" loading={sending} loadingText={t.signingIn}>
        {t.submit}
      </SubmitButton>
      <p className="login-form__hint">
        {t.notMember} <a href={`mailto:${t.administratorEmail}`}>{t.contactAdministrator}</a>
      </p>
    </form>
  );
}
