import { Link } from 'react-router-dom';
import { MailIcon } from '@/components/icons';
import './FloatingContactButton.css';

/** The About page's always-visible way to the contact form. */
export function FloatingContactButton({ label }: { label: string }) {
  return (
    <Link to="/contact-us" className="floating-contact">
      <MailIcon />
      <span>{label}</span>
    </Link>
  );
}
