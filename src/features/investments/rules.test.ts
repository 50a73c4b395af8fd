import { describe, expect, it } from 'vitest';
import { ringSegments } from './calculator/Doughnut';
import { cumulativePayouts } from './schedule';
import { categoryName, investmentsWithStatus, isOpen, offerText, unitsToBuy, unitsToPrice } from './rules';
import { investmentFixture, planFixture } from './testPlans';

describe('investment rules', () => {
  it("words an offer the product's way, Weeks for duration 1 and Months otherwise", () => {
    expect(offerText(planFixture())).toBe('Invest ₦75,000 for a 9.5% return in 26 Weeks');
    expect(offerText(planFixture({ amount: '150000.50', percentage: 30, no_of: 12, duration: 2 }))).toBe('Invest ₦150,000.50 for a 30% return in 12 Months');
  });

  it('takes status 1 as open and anything else as sold out', () => {
    expect(isOpen(planFixture())).toBe(true);
    for (const status of [0, 2, 3]) expect(isOpen(planFixture({ status }))).toBe(false);
  });

  it('names the four categories and nothing else', () => {
    expect([1, 2, 3, 4, 5].map(categoryName)).toEqual(['Bike', 'Minibus', 'Jetmover', 'Truck', '']);
  });

  it('buys whole units above 0 only, and prices any number above 0', () => {
    expect(unitsToBuy(' 2 ')).toBe(2);
    expect(unitsToBuy('2.0')).toBe(2);
    for (const bad of ['', '0', '-1', '2.5', 'abc', '1e3']) expect(unitsToBuy(bad)).toBeNull();
    expect(unitsToPrice('2.5')).toBe('2.5');
    expect(unitsToPrice(' 3 ')).toBe('3');
    for (const bad of ['', '0', '-1', 'abc']) expect(unitsToPrice(bad)).toBeNull();
  });

  it('filters investments by status', () => {
    const list = [investmentFixture({ id: 1, status: 0 }), investmentFixture({ id: 2, status: 1 }), investmentFixture({ id: 3, status: 1 })];
    expect(investmentsWithStatus(list, 1).map((investment) => investment.id)).toEqual([2, 3]);
    expect(investmentsWithStatus(list, 2)).toEqual([]);
  });
});

describe('the payout chart and the doughnut', () => {
  it('adds the payouts up in kobo, so the last point is the total to the kobo', () => {
    const schedule = Array.from({ length: 10 }, (_, k) => ({ date: `2027-01-${String(k + 1).padStart(2, '0')}T00:00:00.000Z`, amount: '0.10' }));
    schedule.push({ date: '2027-01-11T00:00:00.000Z', amount: '0.03' });
    const { times, totals } = cumulativePayouts(schedule);
    expect(totals.at(-1)).toBe(1.03);
    expect(totals.slice(0, 3)).toEqual([0.1, 0.2, 0.3]);
    expect(times[0]).toBe(Date.parse('2027-01-01T00:00:00.000Z') / 1000);
  });

  it('lays the slices end to end around the ring, in proportion', () => {
    const [first, second] = ringSegments([
      { value: 150, colour: 'a' },
      { value: 50, colour: 'b' },
    ]);
    const circumference = first!.length + second!.length;
    expect(first!.length / circumference).toBeCloseTo(0.75);
    expect(first!.offset).toBe(-0);
    expect(second!.offset).toBeCloseTo(-0.75 * circumference);
    expect(ringSegments([{ value: 0, colour: 'a' }])[0]!.length).toBe(0);
  });
});
