import { Link, useRouter } from '@tanstack/react-router';
import { useShownCopy } from '@/features/offline';
import { Badge } from '@/ui/Badge';
import { LoadError } from '@/ui/LoadError';
import { OPPORTUNITIES_CAROUSEL } from '../carousels';
import { InvestmentTabs } from './InvestmentTabs';
import { PayoutCard } from './PayoutCard';
import { PlanCard } from '../PlanCard';
import { PlanCarousel } from '../PlanCarousel';
import { investmentsPageClass } from '../pageStyles';
import type { MyInvestmentsData } from '../loaders';
import { isOpen } from '../rules';
import { texts } from '../texts';
import { useErrorToasts } from '../useErrorToasts';
import { EmptyState } from '@/ui/EmptyState';
import { TruckLoadingIcon } from '@/ui/icons';

/** /investments: payout balance and Cashout, the Opportunities carousel, the investments by status. */
export const MyInvestmentsScreen = ({ data }: { data: MyInvestmentsData }) => {
  const router = useRouter();
  const t = texts.my;
  useErrorToasts([data.plans === null && texts.errors.carousel, data.investments === null && texts.errors.investments].filter((m) => typeof m === 'string'));
  useShownCopy(data.snapshotAt ?? null);
  const reload = () => router.invalidate();

  return (
    <div className={investmentsPageClass}>
      <h1>{t.heading}</h1>
      <PayoutCard customerLoaded={data.customerLoaded} onCashedOut={reload} />
      {/* The carousel inside is the labelled region; the section only groups it with its heading. */}
      <section>
        <div className="bar">
          <h2>{t.opportunities}</h2>
          <Link to="/investment/plans">{t.seeAll}</Link>
        </div>
        {data.plans === null ? (
          <LoadError message={texts.errors.carousel} retryLabel={texts.errors.retry} onRetry={reload} />
        ) : data.plans.length === 0 ? (
          <EmptyState picture={<TruckLoadingIcon />} text={texts.plans.empty} />
        ) : (
          <PlanCarousel
            label={t.opportunities}
            plans={data.plans}
            options={OPPORTUNITIES_CAROUSEL}
            renderSlide={(plan) => (
              <PlanCard
                plan={plan}
                footer={
                  <>
                    <Badge tone={isOpen(plan) ? 'green' : 'red'}>{isOpen(plan) ? texts.active : texts.inactive}</Badge>
                    {/* An inactive plan cannot be bought: no Invest that would only say so (as Special Offers). */}
                    {isOpen(plan) && (
                      <Link to="/investment/details" state={{ plan }} aria-label={`${texts.offers.invest}: ${plan.name}`}>
                        {texts.offers.invest}
                      </Link>
                    )}
                  </>
                }
              />
            )}
          />
        )}
      </section>
      {data.investments === null ? (
        <LoadError message={texts.errors.investments} retryLabel={texts.errors.retry} onRetry={reload} />
      ) : (
        <InvestmentTabs investments={data.investments} />
      )}
    </div>
  );
};
