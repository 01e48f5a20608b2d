import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { chatAnalysisWords } from '../chat-analysis-words';
import { analysisData } from './fixtures';
import { SatisfactionFigures } from './SatisfactionFigures';

const t = chatAnalysisWords.satisfaction;
const draw = (empty = false) => {
  const { handoffs } = analysisData(empty);
  render(
    <MemoryRouter>
      <SatisfactionFigures satisfaction={handoffs.satisfaction} granularity={handoffs.granularity} />
    </MemoryRouter>,
  );
};

describe('SatisfactionFigures', () => {
  it('shows the average and count, and each agent in a table', () => {
    draw();
    expect(screen.getByText('4.25 / 5')).toBeTruthy();
    const table = screen.getByRole('table', { name: t.perAgentCaption });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Maya R.4.57 / 57', 'Tom B.3.80 / 55']);
  });

  it('says no chat was rated, without a table', () => {
    draw(true);
    expect(screen.getByText(t.none)).toBeTruthy();
    expect(screen.queryByRole('table', { name: t.perAgentCaption })).toBeNull();
  });
});
