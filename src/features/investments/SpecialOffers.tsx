import { Link } from '@tanstack/react-router';
import type { Plan } from '@contract/investments';
import { Badge } from '@/ui/Badge';
import { buttonClass } from '@/ui/Button';
import { OFFERS_CAROUSEL } from './carousels';
import { PlanCard } from './PlanCard';
import { PlanCarousel } from './PlanCarousel';
import { isOpen, offerText } from './rules';
import { texts } from './texts';

/**
 * The dashboard's plan cards; Invest opens the plan's details with the plan passed along. A plan
 * that cannot be bought says 'Sold out' instead, as the plan list does (docs/product.md §Dashboard).
 */
export const SpecialOffers = ({ plans }: { plans: readonly Plan[] }) => {
  const t = texts.offers;
  if (plans.length === 0) return null;
  return (
    // The carousel inside is the labelled region; the section only groups it with its heading.
    <section>
      <h2 id="offers-heading" style={{ margin: '0 0 8px', fontSize: '1.15rem' }}>
        {t.heading}
      </h2>
      <PlanCarousel
        label={t.heading}
        plans={plans}
        options={OFFERS_CAROUSEL}
        renderSlide={(plan) => (
          <PlanCard
            plan={plan}
            text={offerText(plan)}
            footer={
              isOpen(plan) ? (
                <Link to="/investment/details" state={{ plan }} className={buttonClass()} aria-label={`${t.invest}: ${plan.name}`}>
                  {t.invest}
                </Link>
              ) : (
                <Badge tone="red">{texts.plans.soldOut}</Badge>
              )
            }
          />
        )}
      />
    </section>
  );
};
