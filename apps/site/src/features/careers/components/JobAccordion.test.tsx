import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jobs } from '../jobs';
import { JobAccordion } from './JobAccordion';

const toggle = (title: string) => screen.getByRole('button', { name: title });

describe('JobAccordion', () => {
  it('renders one disclosure button per job, all closed, each controlling its panel', () => {
    render(<JobAccordion jobs={jobs} onApply={() => {}} />);
    for (const job of jobs) {
      const button = toggle(job.title);
      expect(button.getAttribute('aria-expanded')).toBe('false');
      const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
      expect(panel.hidden).toBe(true);
      // The button shows the title alone, so its name is its visible text (axe: label-content-name-mismatch).
      expect(button.textContent).toBe(job.title);
      const description = button
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)!.textContent)
        .join(' ');
      expect(description).toContain(job.department);
      expect(description).toContain('Full Time');
      expect(description).toContain('On-Site');
    }
  });

  it('keeps only one job open at a time', async () => {
    render(<JobAccordion jobs={jobs} onApply={() => {}} />);
    const [first, second] = [toggle('Field Services Engineer'), toggle('Test Engineer')];
    await userEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(second);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    await userEvent.click(second);
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('shows the description only for the job without a location, and every section', async () => {
    render(<JobAccordion jobs={jobs} onApply={() => {}} initiallyOpen="field-services-engineer" />);
    const withLocation = screen.getByRole('region', { name: 'Field Services Engineer' });
    expect(within(withLocation).queryByText(/^Join the engineering team/)).toBeNull();
    for (const heading of ['Key Responsibilities', 'Requirements', 'Qualifications', 'Required', 'Preferred'])
      expect(within(withLocation).getByRole('heading', { name: heading })).toBeTruthy();
    expect(within(withLocation).getByRole('heading', { name: 'About Ohmstead Power' })).toBeTruthy();
    await userEvent.click(toggle('Test Engineer'));
    const withoutLocation = screen.getByRole('region', { name: 'Test Engineer' });
    expect(within(withoutLocation).getByText(/^Join the engineering team/)).toBeTruthy();
  });

  it('renders the About-company HTML safely', () => {
    const [job] = jobs;
    const unsafe = {
      ...job!,
      aboutCompany: {
        title: 'About',
        description: '<p>Hi<img src=x onerror="alert(1)"><script>bad()</script></p>',
      },
    };
    render(<JobAccordion jobs={[unsafe]} onApply={() => {}} initiallyOpen={job!.id} />);
    const region = screen.getByRole('region');
    expect(region.querySelector('img, script')).toBeNull();
    expect(within(region).getByText('Hi')).toBeTruthy();
  });

  it("calls onApply with the job from its 'Apply Now'", async () => {
    const onApply = vi.fn();
    render(<JobAccordion jobs={jobs} onApply={onApply} initiallyOpen="test-engineer" />);
    await userEvent.click(screen.getByRole('button', { name: 'Apply Now: Test Engineer' }));
    expect(onApply).toHaveBeenCalledWith(jobs[1]);
  });
});
