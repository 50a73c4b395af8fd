// @vitest-environment node
import { chromium } from 'playwright';
import { describe, expect, it } from 'vitest';
import { BARE_CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

describe('BARE_CHROMIUM_ARGS', () => {
  it('leave Chromium no page of its own beside the one it is asked for', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: BARE_CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      await page.goto('data:text/html,<p>Fleetvest</p>');
      const { targetInfos } = await (await browser.newBrowserCDPSession()).send('Target.getTargets');
      expect(targetInfos.map((target) => target.url).filter((url) => url.startsWith('chrome://'))).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
