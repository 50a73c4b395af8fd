import type { ReactNode } from 'react';
import { BRAND } from '@/ui/brand';
import { texts } from './texts';

/**
 * The signed-out frame: the brand panel, then one card (docs/product.md §Signed-out screens). Its
 * look is index.html's `.auth-*` rules, which the skeleton and the pre-rendered sign-in page
 * draw with too (scripts/lib/brand-panel.ts), so the app's takeover moves nothing.
 */
export const AuthFrame = ({ children }: { children: ReactNode }) => (
  <div className="auth-frame">
    <header className="auth-brand">
      <b>
        <img src="/favicon.svg" alt="" width="36" height="36" />
        {BRAND}
      </b>
      <p>{texts.brand.tagline}</p>
      <ul>
        {texts.brand.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </header>
    <main className="auth-main">{children}</main>
  </div>
);
