import axe from 'axe-core';
import type { Page } from 'playwright/test';

/** The impacts that fail the sweep; axe's minor and moderate findings are advice. */
const BLOCKING = new Set(['serious', 'critical']);

type AxeWindow = Window & { axe?: typeof axe };

/**
 * axe-core, put into the page once per document: a dialog or a later step of the same page is
 * analysed without loading it again. (@axe-core/playwright loaded it twice per analysis, about
 * 0.3 s of the 0.8 s each took; the app has no frames that need its frame-by-frame way.)
 */
async function withAxe(page: Page) {
  if (!(await page.evaluate(() => (window as AxeWindow).axe !== undefined))) await page.evaluate(axe.source);
}

/**
 * The serious and critical axe violations of what the page shows now, one line each, saying where
 * (the route and state), which rule, and the first elements at fault.
 */
export const violationsOn = async (page: Page, where: string): Promise<string[]> => {
  await withAxe(page);
  // axe reads colours as drawn: a toast still fading in counts as faint text. Wait for every
  // running animation that ends (a spinner or a skeleton's shimmer never does).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const violations = await page.evaluate(async () => (await (window as AxeWindow).axe!.run(document, { resultTypes: ['violations'] })).violations);
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.impact}) ${violation.help} — ${violation.nodes.length} element(s), first: ${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')}${node.failureSummary ? ` [${node.failureSummary.replace(/\s+/g, ' ')}]` : ''}`)
          .join('; ')}`,
    );
};
