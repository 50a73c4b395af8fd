import { css as gooberCss } from 'goober';
import { tokenDeclarations } from './tokens';

/**
 * goober's stylesheet with its writes batched. goober adds each new rule by rewriting the text of
 * its <style>, and the browser parses the whole sheet again on every rewrite: loading a page's
 * chunks, some hundred rules one after another, cost about 0.8 s on a slow phone
 * (docs/performance.md, "Chunks, preloads and budgets"). Here goober writes to a string, and the page's <style> gets
 * it once, at the end of the task that wrote it (a microtask), before anything is drawn or
 * measured: rules are made when a module loads, never while a component renders.
 *
 * goober's `target` (made for shadow roots) is asked for its <style> with querySelector, and the
 * rules go into that element's first child's `data`; this object answers both.
 */
const batchedTarget = () => {
  // Every design token first (the pages' own inline styles carry only those they read), and no
  // motion for a customer who asks for less.
  let text = `:root{${tokenDeclarations()}}@media (prefers-reduced-motion:reduce){:root{--motion-fast:0s}}`;
  let style: HTMLStyleElement | undefined;
  let queued = false;
  const flush = () => {
    queued = false;
    style ??= document.head.appendChild(Object.assign(document.createElement('style'), { id: 'fleetvest-styles' }));
    style.textContent = text;
  };
  const sheetText = {
    get data() {
      return text;
    },
    set data(next: string) {
      text = next;
      if (queued) return;
      queued = true;
      queueMicrotask(flush);
    },
  };
  const sheet = { parentNode: document.head, firstChild: sheetText };
  return { querySelector: () => sheet } as unknown as Element;
};

/** goober's `css`, writing to the batched sheet. Call it where a module loads, not in a render. */
export const css: typeof gooberCss = gooberCss.bind({ target: batchedTarget() });

/** Animations are few: goober's own `keyframes` writes them directly. */
export { keyframes } from 'goober';
