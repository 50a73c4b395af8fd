import bike from './bike.svg';
import jetmover from './jetmover.svg';
import minibus from './minibus.svg';
import truck from './truck.svg';

export interface PlanArt {
  src: string;
  /** What the picture shows, for the image's alt text. */
  alt: string;
}

const ART: Record<1 | 2 | 3 | 4, PlanArt> = {
  1: { src: bike, alt: 'A dispatch motorcycle' },
  2: { src: minibus, alt: 'A yellow commuter minibus' },
  3: { src: jetmover, alt: 'An electric cargo van' },
  4: { src: truck, alt: 'A haulage truck' },
};

/** A plan's picture by its `which`: 1 bike, 2 minibus, 3 jet mover, anything else truck. */
export const planArt = (which: number): PlanArt => (which === 1 || which === 2 || which === 3 ? ART[which] : ART[4]);
