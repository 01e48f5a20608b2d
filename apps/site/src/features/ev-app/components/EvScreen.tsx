import { type ReactNode, useEffect } from 'react';
import { offerInstall } from './install-app';
import './ev-app.css';

/**
 * A phone screen of the EV charger app: its heading and content, one column, thumb-sized controls; the app is
 * offered for installation while one is open (install-app.ts).
 */
export function EvScreen({ title, children }: { title: string; children: ReactNode }) {
  useEffect(offerInstall, []);
  return (
    <article className="ev-screen">
      <h1 className="ev-screen__title">{title}</h1>
      {children}
    </article>
  );
}
