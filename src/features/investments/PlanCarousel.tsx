import { css } from '@/ui/css';
import { useEffect, useRef, type ReactNode } from 'react';
import type { Plan } from '@contract/investments';
import { texts } from './texts';

export type CarouselOptions = {
  autoplayMs: number;
  /** Slide transition. */
  speed?: number;
  /** How far a drag must go before the slides follow, in px. */
  threshold?: number;
  loop?: boolean;
  /** Slides shown from each window width up (px -> slides). */
  perView: Readonly<Record<number, number>>;
};

const carousel = css`
  /* Before Swiper runs (or if it never loads) the slides scroll sideways by hand. */
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  &.swiper-initialized { overflow: hidden; scroll-snap-type: none; touch-action: pan-y; }
  & .swiper-wrapper { display: flex; box-sizing: content-box; transition-property: transform; }
  & .swiper-slide { flex: none; box-sizing: border-box; padding: 4px 6px 8px; scroll-snap-align: start; }
  /* Swiper sets each slide's width itself; until then a card and a bit of the next show. */
  &:not(.swiper-initialized) .swiper-slide { width: 88%; }
  @media (min-width: 768px) { &:not(.swiper-initialized) .swiper-slide { width: 50%; } }
`;

const prefersReducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Plans as sliding cards. Swiper is fetched once a carousel is on the page;
 * it stops for good when the customer focuses a card or a control in it, and does not start
 * at all for those who ask for reduced motion (WCAG 2.2.2).
 */
export const PlanCarousel = ({
  label,
  plans,
  options,
  renderSlide,
}: {
  label: string;
  plans: readonly Plan[];
  options: CarouselOptions;
  renderSlide: (plan: Plan) => ReactNode;
}) => {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || plans.length < 2) return;
    let live = true;
    let stop = (): void => undefined;
    import('./swiperLoader')
      .then(({ startSwiper }) => {
        if (!live) return;
        const { autoplayMs, speed, threshold, loop = false, perView } = options;
        const swiper = startSwiper(element, {
          speed,
          threshold,
          // Loop mode needs more slides than fit on the screen twice over.
          loop: loop && plans.length > 3,
          slidesPerView: perView[0] ?? 1,
          breakpoints: Object.fromEntries(Object.entries(perView).map(([width, slidesPerView]) => [width, { slidesPerView }])),
          autoplay: prefersReducedMotion() ? false : { delay: autoplayMs, disableOnInteraction: true, pauseOnMouseEnter: true },
        });
        // Tabbing to a card off screen brings it into view the Swiper way, not by scrolling the frame.
        const onFocus = (event: FocusEvent) => {
          swiper.autoplay.stop();
          const slide = event.target instanceof Element ? event.target.closest<HTMLElement>('.swiper-slide') : null;
          element.scrollLeft = 0;
          if (slide?.dataset.index) swiper.slideToLoop(Number(slide.dataset.index), 0);
        };
        element.addEventListener('focusin', onFocus);
        stop = () => {
          element.removeEventListener('focusin', onFocus);
          swiper.destroy(true, false);
        };
      })
      // Without Swiper (a failed chunk) the cards still scroll by hand.
      .catch(() => undefined);
    return () => {
      live = false;
      stop();
    };
  }, [plans, options]);

  return (
    <div ref={ref} className={`swiper ${carousel}`} role="region" aria-roledescription="carousel" aria-label={label}>
      <div className="swiper-wrapper">
        {plans.map((plan, index) => (
          <div
            key={plan.id}
            className="swiper-slide"
            data-index={index}
            role="group"
            aria-roledescription="slide"
            aria-label={texts.offers.slide(index + 1, plans.length)}
          >
            {renderSlide(plan)}
          </div>
        ))}
      </div>
    </div>
  );
};
