import type { LoginRequest } from '@ohmstead/contracts/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { LoginOutcome } from '../api/login';
import { LoginForm } from './LoginForm';

type SignIn = (credentials: LoginRequest) => Promise<LoginOutcome>;

/**
 * The sign-in form of /login and of the header's login dialog. The stories replace the sign-in call,
 * so they never reach a server.
 */
const meta = {
  title: 'Site/Auth/LoginForm',
  component: LoginForm,
  args: {
    onSignedIn: fn(),
    signIn: fn<SignIn>(async () => ({ ok: false, message: 'The username or password is incorrect.' })),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Sign in with empty fields: every field is marked touched and shows its message. */
export const Errors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Username is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await expect(args.signIn).not.toHaveBeenCalled();
  },
};

/** The server refused the credentials: its message in an alert. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'admin');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The username or password is incorrect.',
    );
  },
};

/** The call is in flight: the button shows its spinner and ignores further presses. */
export const Loading: Story = {
  args: { signIn: fn<SignIn>(() => new Promise(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'admin');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'ohmstead-demo');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  },
};
