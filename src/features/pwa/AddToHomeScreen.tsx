import { Link } from '@tanstack/react-router';
import { css } from 'goober';
import { buttonClass } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ShareIcon } from '../../ui/icons';
import { texts } from './texts';

const wrapper = css`
  padding: 16px;
`;

const page = css`
  max-width: 520px;
  margin: 24px auto;
  & h1 { margin: 0 0 8px; }
  & ol { padding-left: 20px; line-height: 1.6; }
  & li { margin-bottom: 10px; }
  & .share { display: inline-flex; align-items: center; gap: 6px; color: var(--brand-dark); }
`;

/** iOS has no install prompt: these steps are the way (spec 2.1, 2.12). */
export const AddToHomeScreen = () => (
  <div className={wrapper}>
    <Card className={page}>
      <h1>{texts.heading}</h1>
      <p>{texts.intro}</p>
      <ol>
        {texts.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="share">
        {texts.shareIcon} <ShareIcon />
      </p>
      <Link to="/" className={buttonClass('secondary')}>
        {texts.back}
      </Link>
    </Card>
  </div>
);
