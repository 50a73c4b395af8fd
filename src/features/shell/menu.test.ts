import { describe, expect, it } from 'vitest';
import { isMenuItemActive, MENU } from './menu';

const active = (pathname: string) => MENU.filter((item) => isMenuItemActive(item, pathname)).map((i) => i.label);

describe('menu highlighting', () => {
  it('marks the item of the current page', () => {
    expect(active('/dashboard')).toEqual(['Dashboard']);
    expect(active('/')).toEqual(['Dashboard']);
    expect(active('/utilitybills')).toEqual(['Utility Bills']);
    expect(active('/account/security')).toEqual(['Settings']);
    expect(active('/account/profile/edit')).toEqual(['Account']);
  });

  it('keeps Investment current on its related pages', () => {
    for (const path of ['/investments', '/seeallinvestment', '/investmentdetails/12', '/investmentunit/7', '/investment/plans']) {
      expect(active(path)).toEqual(['Investment']);
    }
  });

  it('keeps Utility Bills current on the bill screens under either path', () => {
    for (const path of [
      '/utilitybills/airtime',
      '/utilitybills/electricty',
      '/airtime',
      '/data-subscription',
      '/electricty',
      '/cable',
      '/review/airtime',
      '/review/electricty-bill',
    ]) {
      expect(active(path)).toEqual(['Utility Bills']);
    }
  });

  it('does not match on a shared word alone', () => {
    expect(active('/investmentsummary')).toEqual([]);
    expect(active('/investmentdetails')).toEqual([]);
  });
});
