import type { CarouselOptions } from './PlanCarousel';

/** The investments carousel turns every 4.5 s, loops, 1 / 2 / 1.5 / 3 cards from 0 / 768 / 1024 / 1600 px. */
export const OPPORTUNITIES_CAROUSEL: CarouselOptions = {
  autoplayMs: 4500,
  loop: true,
  perView: { 0: 1, 768: 2, 1024: 1.5, 1600: 3 },
};

/** The dashboard's carousel keeps the defaults: 3 s autoplay, 400 ms slides, 80 px before a drag counts. */
export const OFFERS_CAROUSEL: CarouselOptions = {
  autoplayMs: 3000,
  speed: 400,
  threshold: 80,
  perView: { 0: 1, 768: 2, 1200: 3 },
};
