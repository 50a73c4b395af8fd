import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright/test';

/** The impacts that fail the sweep; axe's minor and moderate findings are advice. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * The serious and critical axe violations of what the page shows now, one line each, saying where
 * (the route and state), which rule, and the first elements at fault.
 */
export const violationsOn = async (page: Page, where: string): Promise<string[]> => {
  // Legacy mode runs axe in the page itself instead of finishing in a new blank page each time:
  // a third of the time, and the app has no frames that need the other way.
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
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
