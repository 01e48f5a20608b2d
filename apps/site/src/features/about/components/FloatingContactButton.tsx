import { Link } from 'react-router-dom';
import './FloatingContactButton.css';

/** The About page's always-visible way to the contact form. */
export function FloatingContactButton({ label }: { label: string }) {
  return (
    <Link to="/contact-us" className="floating-contact">
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="M3 7l9 6 9-6" />
      </svg>
      <span>{label}</span>
    </Link>
  );
}
