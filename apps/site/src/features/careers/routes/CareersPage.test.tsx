import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { forgetPublicConfig } from '@/components/captcha/useCaptchaConfig';
import { stubFetchEachTest } from '@/test/stub-fetch';
import { CareersPage } from './CareersPage';

const fetchMock = vi.fn(
  async (_input: RequestInfo | URL) => new Response(JSON.stringify({ message: 'not here' }), { status: 404 }),
);

stubFetchEachTest(fetchMock, () => {
  forgetPublicConfig();
});

const renderPage = () =>
  render(
    <MemoryRouter>
      <CareersPage />
    </MemoryRouter>,
  );

describe('CareersPage', () => {
  it('shows the hero, the four benefits, the jobs and the closing Apply Now block', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Careers' })).toBeTruthy();
    const benefits = screen.getByRole('list', { name: 'Benefits' });
    expect(
      within(benefits)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('span + span')?.textContent),
    ).toEqual([
      'Health Insurance',
      'Flexible Work Arrangements',
      'Professional Development',
      'Paid Time Off',
    ]);
    expect(within(benefits).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Join Our Team' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Field Services Engineer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Test Engineer' })).toBeTruthy();
    const closing = screen.getByRole('region', { name: 'Apply Now' });
    expect(
      within(closing).getByRole('link', { name: 'careers@ohmsteadpower.com' }).getAttribute('href'),
    ).toBe('mailto:careers@ohmsteadpower.com');
    expect(within(closing).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe(
      '/contact-us',
    );
  });

  it("asks for the SEO entry 'Careers'", async () => {
    renderPage();
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/Seo/GetSeoDataByName?pageName=Careers',
      ),
    );
  });

  it("opens 'Apply for {job}' from Apply Now, and every opening starts afresh", async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Test Engineer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply Now: Test Engineer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply for Test Engineer' }, { timeout: 8000 });
    await userEvent.type(within(dialog).getByLabelText(/^Full Name/), 'Ada');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Apply Now: Test Engineer' }));
    const again = await screen.findByRole('dialog', { name: 'Apply for Test Engineer' }, { timeout: 8000 });
    expect((within(again).getByLabelText(/^Full Name/) as HTMLInputElement).value).toBe('');
  }, 20_000);
});
