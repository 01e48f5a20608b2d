import type { Meta, StoryObj } from '@storybook/react-vite';
import { assetUrl } from '@/lib/assets';
import { PdfActions } from './PdfActions';

const meta = {
  title: 'Site/News/PdfActions',
  component: PdfActions,
  args: { url: assetUrl('documents/brochure-power-router.pdf'), heading: 'Power Router brochure' },
} satisfies Meta<typeof PdfActions>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Download of a missing file opens the 'Oops...' dialog. */
export const DownloadFails: Story = { args: { url: assetUrl('documents/missing.pdf') } };
