import type { Meta, StoryObj } from '@storybook/react-vite';
import { SelectField } from './SelectField';

const meta = {
  title: 'Site/Form/SelectField',
  component: SelectField,
  args: {
    label: 'Topic',
    name: 'topic',
    options: [
      { value: 'general', label: 'General question' },
      { value: 'quote', label: 'Request a quote' },
    ],
  },
} satisfies Meta<typeof SelectField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Chosen: Story = { args: { defaultValue: 'quote' } };
export const Invalid: Story = { args: { error: 'Please choose a topic from the list' } };
