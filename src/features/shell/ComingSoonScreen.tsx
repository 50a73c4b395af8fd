import { Link } from '@tanstack/react-router';
import { css } from '@/ui/css';
import { buttonClass } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { texts } from './texts';

const page = css`
  max-width: 520px;
  margin: 32px auto;
  text-align: center;
  & h1 { margin: 0 0 8px; }
  & p { color: var(--muted); margin: 0 0 20px; }
`;

/**
 * /comingsoon, and for now every page still to be built: its heading and the way back
 * (docs/product.md §The stand-in page).
 */
export const ComingSoonScreen = ({ heading = texts.comingSoon.heading }: { heading?: string }) => (
  <Card className={page}>
    <h1>{heading}</h1>
    <p>{texts.comingSoon.text}</p>
    <Link to="/dashboard" className={buttonClass()}>
      {texts.comingSoon.home}
    </Link>
  </Card>
);
