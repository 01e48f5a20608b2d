import { describe, expect, it } from 'vitest';
import { adfToText, textToAdf } from './adf-text';
import { statusOf } from './jira-workflow';

describe('plain text and Jira', () => {
  it('writes paragraphs and line breaks as Atlassian Document Format and reads them back', () => {
    const text = 'First line\nsecond line\n\nA new paragraph';
    const adf = textToAdf(text);
    expect(adf.content).toHaveLength(2);
    expect(JSON.stringify(adf)).toContain('"type":"hardBreak"');
    expect(adfToText(adf)).toBe(text);
  });

  it('reads headings and lists as blocks, list items as lines, marks as their text, a string as it is', () => {
    const adf = {
      type: 'doc',
      content: [
        { type: 'heading', content: [{ type: 'text', text: 'Message' }] },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                { type: 'paragraph', content: [{ type: 'text', text: 'one', marks: [{ type: 'strong' }] }] },
              ],
            },
          ],
        },
      ],
    };
    expect(adfToText(adf)).toBe('Message\n\n• one');
    expect(adfToText('already text')).toBe('already text');
  });

  it("maps Jira's statuses to ours by name, else by category", () => {
    expect(statusOf({ name: 'To Do' })).toBe('open');
    expect(statusOf({ name: 'In Progress' })).toBe('in_progress');
    expect(statusOf({ name: 'Done' })).toBe('resolved');
    expect(statusOf({ name: 'Closed' })).toBe('closed');
    expect(statusOf({ name: 'Waiting for customer', statusCategory: { key: 'indeterminate' } })).toBe(
      'in_progress',
    );
    expect(statusOf({ name: 'Shipped', statusCategory: { key: 'done' } })).toBe('resolved');
  });
});
