import { Link } from 'react-router-dom';
import { chatAnalysisWords } from '../chat-analysis-words';
import { analysisLink } from '../paths';

/** Back to the analysis, for the same period. */
export function BackToAnalysis({ from, to }: { from?: string | undefined; to?: string | undefined }) {
  return (
    <p className="chat-analysis__back">
      <Link to={analysisLink('dashboard', { from, to })}>{chatAnalysisWords.back}</Link>
    </p>
  );
}
