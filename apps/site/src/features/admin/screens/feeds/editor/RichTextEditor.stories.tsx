import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RichTextEditor } from './RichTextEditor';

/** The feed description's editor: contenteditable with its own toolbar, offline, no dependencies. */
const meta = {
  title: 'Site/Admin/Feeds/RichTextEditor',
  component: RichTextEditor,
  args: {
    label: 'Description',
    hint: 'Bold, italic, underline, headings, lists and https links.',
    value:
      '<h2>Results</h2><p>Our chargers reached <strong>500 sites</strong> in <em>three</em> states. <a href="https://example.com/report">Read the report</a>.</p><ul><li>Less idle loss</li><li>Faster installs</li></ul>',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RichTextEditor>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Empty: Story = { args: { value: '', required: true } };

export const WithError: Story = { args: { value: '', required: true, error: 'A description is required' } };

/** Select a word and press Bold: the HTML reported has <strong>, the button shows pressed. */
export const BoldFromToolbar: Story = {
  args: { value: '<p>Hello brave world</p>' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Description' });
    const text = area.querySelector('p')?.firstChild;
    if (!text) throw new Error('No text');
    const range = document.createRange();
    range.setStart(text, 6);
    range.setEnd(text, 11);
    area.focus();
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
    await userEvent.click(canvas.getByRole('button', { name: 'Bold' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('<p>Hello <strong>brave</strong> world</p>');
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The Link button asks for an https address and refuses plain http. */
export const LinkRefusesHttp: Story = {
  args: { value: '<p>Read the report</p>' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Link address/ }), 'http://example.com{Enter}');
    await expect(await canvas.findByText(/Links must start with https:\/\//)).toBeVisible();
  },
};
