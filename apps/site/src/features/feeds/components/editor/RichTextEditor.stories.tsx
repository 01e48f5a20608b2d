import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RichTextEditor } from './RichTextEditor';

/** The feed description's editor: Tiptap with the feed allowlist's tags only, and its own toolbar. */
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

/** Selects characters `start` to `end` of the first paragraph, as a person dragging over them would. */
async function selectInFirstLine(area: HTMLElement, start: number, end: number) {
  const text = area.querySelector('p')?.firstChild;
  if (!text) throw new Error('No text');
  const range = document.createRange();
  range.setStart(text, start);
  range.setEnd(text, end);
  area.focus();
  document.getSelection()?.removeAllRanges();
  document.getSelection()?.addRange(range);
  // The editor takes the selection from the browser's selectionchange event, which comes a moment later.
  await new Promise((resolve) => setTimeout(resolve, 50));
}

export const Filled: Story = {};

export const Empty: Story = { args: { value: '', required: true } };

export const WithError: Story = { args: { value: '', required: true, error: 'A description is required' } };

/** Select a word and press Bold: the HTML reported has <strong>, the button shows pressed. */
export const BoldFromToolbar: Story = {
  args: { value: '<p>Hello brave world</p>' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await selectInFirstLine(canvas.getByRole('textbox', { name: 'Description' }), 6, 11);
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

/** Paste from a word processor: its bold stays bold, its styles, images and scripts do not come along. */
export const PasteKeepsTheAllowlist: Story = {
  args: { value: '<p>Pasted text</p>' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Description' });
    await selectInFirstLine(area, 'Pasted text'.length, 'Pasted text'.length);
    const data = new DataTransfer();
    data.setData(
      'text/html',
      '<b style="color:red">bold</b><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    );
    data.setData('text/plain', 'bold');
    area.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    await expect(args.onChange).toHaveBeenLastCalledWith('<p>Pasted text<strong>bold</strong></p>');
  },
};
