import { Link } from '@tanstack/react-router';
import { css } from '@/ui/css';
import { buttonClass } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { PlusSquareIcon, ShareIcon } from '@/ui/icons';
import { texts } from './texts';

const wrapper = css`
  padding: 16px;
`;

const page = css`
  max-width: 520px;
  margin: 24px auto;
  & h1 { margin: 0 0 8px; }
  & ol { margin: 0 0 24px; padding-left: 24px; line-height: 1.6; }
  & li { margin-bottom: 10px; padding-left: 4px; }
  /* The gap before an icon is a margin, so the words read the same without it (to a screen reader). */
  & li svg { width: 1.25em; height: 1.25em; margin: 0 2px 0 6px; vertical-align: -0.3em; color: var(--brand-dark); }
`;

const ICONS = { share: ShareIcon, add: PlusSquareIcon } as const;

/** A step's words, with the icon it names shown where it is named. */
const StepText = ({ step }: { step: (typeof texts.steps)[number] }) => {
  if (!('icon' in step)) return <>{step.text}</>;
  const StepIcon = ICONS[step.icon];
  return (
    <>
      {step.text}
      <StepIcon />
      {step.after}
    </>
  );
};

/**
 * iOS has no install prompt: these steps are the way (docs/product.md §Install helpers). The page
 * sits outside both frames, so it is its own main landmark.
 */
export const AddToHomeScreen = () => (
  <main className={wrapper}>
    <Card className={page}>
      <h1>{texts.heading}</h1>
      <p>{texts.intro}</p>
      <ol>
        {texts.steps.map((step) => (
          <li key={step.text}>
            <StepText step={step} />
          </li>
        ))}
      </ol>
      <Link to="/" className={buttonClass('secondary')}>
        {texts.back}
      </Link>
    </Card>
  </main>
);
