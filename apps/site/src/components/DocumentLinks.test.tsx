import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentLinks } from './DocumentLinks';

describe('DocumentLinks', () => {
  it('opens each PDF in a new tab and says it is a PDF', () => {
    render(
      <DocumentLinks
        documents={[
          {
            title: 'Vehicle Electrification Brochure',
            path: 'documents/brochure-vehicle-electrification.pdf',
          },
        ]}
      />,
    );
    const link = screen.getByRole('link', { name: /Vehicle Electrification Brochure \(PDF\)/ });
    expect(link.getAttribute('href')).toBe('/assets/documents/brochure-vehicle-electrification.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(link.textContent).toContain('opens in a new tab');
  });
});
