import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';

/**
 * Swiper with its autoplay, in a chunk of its own that only a carousel asks for (never /login or
 * the entry; docs/architecture.md). The slides are already on the page; this only makes them move.
 */
export const startSwiper = (element: HTMLElement, options: SwiperOptions): Swiper => new Swiper(element, { modules: [Autoplay], ...options });
