import type { Meta, StoryObj } from '@storybook/react-vite';
import { LegalPage } from './LegalPage';

const meta = {
  title: 'Site/Legal/LegalPage',
  component: LegalPage,
  parameters: { layout: 'fullscreen' },
  args: { document: 'site-terms' },
} satisfies Meta<typeof LegalPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const SiteTerms: Story = {};
export const ResponsibleAiPolicy: Story = { args: { document: 'responsible-ai-policy' } };
export const AcceptableUsePolicy: Story = { args: { document: 'acceptable-use-policy' } };
export const PrivacyNotice: Story = { args: { document: 'privacy-notice' } };
