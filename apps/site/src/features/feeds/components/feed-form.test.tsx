import { feedFormSchema, htmlHasText, toLocalDateTime } from '@ohmstead/contracts/feeds-form';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type FeedsAdminApi, FeedsApiContext } from '../api/feeds-api';
import { fakeFeedsApi } from '../feeds-fixtures';
import { FeedForm, feedFormDefaults } from './FeedForm';

const valid = {
  feedType: 'News',
  heading: 'Chargers reach 500 sites',
  description: '<p>Installed in <strong>three</strong> states.</p>',
  publishAt: '2026-03-18T09:30',
};

const messages = (values: Record<string, string>) => {
  const result = feedFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('the feed form rules', () => {
  it('accepts a complete feed and sends the publish time as an ISO instant of the local time', () => {
    const parsed = feedFormSchema.parse(valid);
    expect(parsed.publishAt).toBe(new Date(2026, 2, 18, 9, 30).toISOString());
    expect(parsed.heading).toBe(valid.heading);
  });

  it('asks for a type, a heading, a description with text and a publish time', () => {
    expect(messages({ feedType: '', heading: '  ', description: '<p><br></p>', publishAt: '' })).toEqual({
      feedType: 'Please choose a feed type.',
      heading: 'A heading is required',
      description: 'A description is required',
      publishAt: 'Publish date and time are required.',
    });
  });

  it('caps the heading at 200 characters', () => {
    expect(messages({ ...valid, heading: 'x'.repeat(200) })).toEqual({});
    expect(messages({ ...valid, heading: 'x'.repeat(201) })).toEqual({
      heading: 'The heading cannot exceed 200 characters',
    });
  });

  it('refuses a type the site does not know and a malformed time', () => {
    expect(messages({ ...valid, feedType: 'Youtube', publishAt: '18/03/2026' })).toEqual({
      feedType: 'Please choose a feed type.',
      publishAt: 'Enter a valid date and time.',
    });
  });

  it('counts text, not markup, in the description', () => {
    expect(htmlHasText('<p>&nbsp;<br></p>')).toBe(false);
    expect(htmlHasText('<ul><li>a</li></ul>')).toBe(true);
  });

  it('starts a new feed now, and an existing one at its own time', () => {
    const now = new Date(2026, 0, 2, 3, 4, 59);
    expect(feedFormDefaults(null, now)).toEqual({
      feedType: '',
      heading: '',
      description: '',
      publishAt: '2026-01-02T03:04',
    });
    const publishAt = new Date(2026, 5, 1, 12, 0).toISOString();
    expect(
      feedFormDefaults({
        id: 1,
        feedType: 'Article',
        heading: 'h',
        description: 'd',
        publishAt,
        dateCreated: publishAt,
        feedMedia: [],
      }).publishAt,
    ).toBe(toLocalDateTime(new Date(publishAt)));
  });
});

function renderForm(api: FeedsAdminApi, onSaved = vi.fn()) {
  render(
    <MemoryRouter>
      <FeedsApiContext value={api}>
        <FeedForm feed={null} feedId={null} onSaved={onSaved} onCancel={vi.fn()} />
      </FeedsApiContext>
    </MemoryRouter>,
  );
  return onSaved;
}

describe('FeedForm', () => {
  // The form loads its editor on demand; loaded once here, as a browser has it a moment after the form opens.
  beforeAll(async () => {
    await import('./editor/RichTextEditor');
  });

  it('shows every message on Save with empty fields and sends nothing', async () => {
    const api = fakeFeedsApi([]);
    const create = vi.spyOn(api, 'create');
    renderForm(api);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please choose a feed type.')).toBeTruthy();
    expect(screen.getByText('A heading is required')).toBeTruthy();
    expect(screen.getByText('A description is required')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('focuses the description when it is the first field in error', async () => {
    renderForm(fakeFeedsApi([]));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Feed type/ }), 'News');
    await userEvent.type(screen.getByRole('textbox', { name: /Heading/ }), 'No body yet');
    const editor = await screen.findByRole('textbox', { name: /Description/ });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A description is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(editor));
    expect(editor.getAttribute('aria-invalid')).toBe('true');
  });

  it('creates the feed with the editor HTML and shows the server message', async () => {
    const api = fakeFeedsApi([]);
    const create = vi.spyOn(api, 'create');
    const onSaved = renderForm(api);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Feed type/ }), 'News');
    await userEvent.type(screen.getByRole('textbox', { name: /Heading/ }), 'Fresh news');
    const editor = await screen.findByRole('textbox', { name: /Description/ });
    editor.replaceChildren(Object.assign(document.createElement('p'), { textContent: 'Body text' }));
    editor.dispatchEvent(new Event('input', { bubbles: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(100));
    expect(create.mock.calls[0]?.[0]).toMatchObject({
      feedType: 'News',
      heading: 'Fresh news',
      description: '<p>Body text</p>',
    });
    expect(
      await screen.findByText(/The feed has been created\. You can now add images and PDFs below\./),
    ).toBeTruthy();
  });

  it("shows the server's refusal", async () => {
    renderForm(fakeFeedsApi([], { failSave: 'The description has no text once unsafe markup is removed' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Feed type/ }), 'Article');
    await userEvent.type(screen.getByRole('textbox', { name: /Heading/ }), 'Refused');
    const editor = await screen.findByRole('textbox', { name: /Description/ });
    editor.replaceChildren(Object.assign(document.createElement('p'), { textContent: 'x' }));
    editor.dispatchEvent(new Event('input', { bubbles: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('no text once unsafe markup is removed');
  });
});
