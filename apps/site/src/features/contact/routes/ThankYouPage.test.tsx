import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ThankYouPage } from './ThankYouPage';

describe('ThankYouPage', () => {
  it('confirms the submission and links back to Home', () => {
    render(
      <MemoryRouter>
        <ThankYouPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeTruthy();
    expect(screen.getByText('Your submission has been received successfully.')).toBeTruthy();
    expect(
      screen.getByText(
        'Thank you for contacting us! We have received your message and will get back to you shortly.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });
});
