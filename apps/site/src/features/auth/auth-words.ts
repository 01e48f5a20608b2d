/** The words of the sign-in screens, exactly as docs/product.md §3.2 quotes them where it does. */
export const authText = {
  heading: 'Sign in to access your account',
  pageTitle: 'Sign in',
  labels: {
    userName: 'Username',
    password: 'Password',
    remember: 'Remember Account',
  },
  submit: 'Sign in',
  signingIn: 'Signing in…',
  notMember: 'Not a member?',
  contactAdministrator: 'Contact administrator',
  /** The administrator's address for people who need an account. */
  administratorEmail: 'info@ohmsteadpower.com',
  welcome: {
    title: (name: string) => `Welcome, ${name}!`,
    text: "Great to see you. Let's get started!",
    dontShowAgain: "Don't show again",
    go: "Let's Go!",
    close: 'Close',
  },
} as const;
