import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { CaptchaView, type CaptchaViewProps } from './Captcha';

/** Shows what the form would hold: the widget's proof arrives through onChange. */
function AltchaDemo(props: CaptchaViewProps) {
  const [token, setToken] = useState('');
  return (
    <div style={{ maxWidth: 420 }}>
      <CaptchaView {...props} onChange={setToken} />
      <p>{token ? 'Verified: the form holds a payload.' : 'Not verified yet.'}</p>
    </div>
  );
}

/** Stories use CaptchaView, the captcha for a given configuration, so they need no server. */
const meta = {
  title: 'Site/Form/Captcha',
  component: CaptchaView,
  args: { source: 'loading', onChange: fn(), onRetry: fn() },
} satisfies Meta<typeof CaptchaView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loading: Story = {};

/** ALTCHA in its own test mode: ticking the box verifies without a challenge server. */
export const Altcha: Story = {
  args: { source: { provider: 'altcha', challengeUrl: '/api/Captcha/Challenge' }, test: true },
  render: (args) => <AltchaDemo {...args} />,
};

export const Required: Story = {
  args: {
    source: { provider: 'altcha', challengeUrl: '/api/Captcha/Challenge' },
    test: true,
    error: 'recaptcha is required',
  },
};

export const Unavailable: Story = { args: { source: 'unavailable' } };
