import { describe, expect, it } from 'vitest';
import { bannerKind, isIos, SNOOZE_MS, type BannerContext } from './installBanner';

const NOW = Date.UTC(2026, 0, 15, 9);
const phone: BannerContext = { ios: false, narrow: true, standalone: false, canInstall: true, snoozedUntil: 0, now: NOW, pathname: '/login' };

describe('which install banner shows', () => {
  it('offers the instructions on iOS and the browser offer elsewhere', () => {
    expect(bannerKind({ ...phone, ios: true, canInstall: false })).toBe('ios');
    expect(bannerKind(phone)).toBe('install');
  });

  it('shows nothing wider than 768 px, in the installed app, or where Install could not act', () => {
    expect(bannerKind({ ...phone, narrow: false })).toBeNull();
    expect(bannerKind({ ...phone, ios: true, narrow: false })).toBeNull();
    expect(bannerKind({ ...phone, standalone: true })).toBeNull();
    expect(bannerKind({ ...phone, ios: true, standalone: true })).toBeNull();
    expect(bannerKind({ ...phone, canInstall: false })).toBeNull();
  });

  it('stays away for the 14 days after Dismiss, then comes back', () => {
    const snoozedUntil = NOW + SNOOZE_MS;
    expect(SNOOZE_MS).toBe(14 * 24 * 60 * 60 * 1000);
    expect(bannerKind({ ...phone, ios: true, snoozedUntil })).toBeNull();
    expect(bannerKind({ ...phone, snoozedUntil, now: snoozedUntil - 1 })).toBeNull();
    expect(bannerKind({ ...phone, ios: true, snoozedUntil, now: snoozedUntil })).toBe('ios');
  });

  it('leaves the instructions page to itself', () => {
    expect(bannerKind({ ...phone, ios: true, pathname: '/addtohomeinstruction' })).toBeNull();
  });
});

describe('isIos', () => {
  it('knows iPhones and iPads, including iPadOS that calls itself a Mac', () => {
    expect(isIos('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) CriOS/120', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/17.5 Safari/605.1.15', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/17.5 Safari/605.1.15', 0)).toBe(false);
    expect(isIos('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36', 5)).toBe(false);
  });
});
