import type { Page } from 'playwright/test';

/** What the layout sweep checks on every page it opens (docs/architecture.md, "Testing the screens end to end"). */
export type LayoutCheck = 'sideways scroll' | 'amount broken across lines' | 'squeezed text' | 'text overflows its box';

export type LayoutProblem = { check: LayoutCheck; text: string };

/** How wide a paragraph's container must be before a squeezed paragraph counts: below it, a narrow column is all there is. */
const ROOMY_CONTAINER_PX = 240;

/**
 * Runs in the page. Everything it needs is inside it: Playwright sends the function's source.
 *
 * - sideways scroll: the document is wider than the window;
 * - amount broken across lines: a naira amount ('₦1,150,000.00', '₦2.3M') in a run of text is
 *   drawn on more than one line;
 * - squeezed text: a paragraph or heading with a text that wraps onto several lines within less
 *   than half the width of its container's content box, that box being wider than `roomy` px (a short
 *   line is narrow by nature; a wrapped one had more room it was not given);
 * - text overflows its box: a text's lines reach past the box it is laid out in, or are cut by
 *   a box that hides its overflow (a scrolling box is left alone: it can be scrolled; a box that
 *   ends its text with an ellipsis shortens it on purpose; text wholly outside a clipping box,
 *   such as a carousel's other slides, is not drawn at all).
 */
function measureLayout(roomy: number): { check: LayoutCheck; text: string }[] {
  const found: { check: LayoutCheck; text: string }[] = [];
  const report = (check: LayoutCheck, text: string) => found.push({ check, text: text.replace(/\s+/g, ' ').trim().slice(0, 80) });
  const SLACK = 1;

  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (element: Element): CSSStyleDeclaration => {
    let computed = styles.get(element);
    if (!computed) styles.set(element, (computed = getComputedStyle(element)));
    return computed;
  };
  /** Read by screen readers but not drawn: the 1 px, clipped box of a visually hidden text. */
  const drawnCache = new Map<Element, boolean>();
  const drawn = (element: Element): boolean => {
    const known = drawnCache.get(element);
    if (known !== undefined) return known;
    const box = element.getBoundingClientRect();
    const hidden = style(element).clipPath !== 'none' || (style(element).overflow !== 'visible' && box.width <= SLACK && box.height <= SLACK);
    const result =
      !hidden && element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && (element.parentElement ? drawn(element.parentElement) : true);
    drawnCache.set(element, result);
    return result;
  };
  const rectsOf = (range: Range): DOMRect[] => [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
  /** Rects grouped into lines: two rects share a line when they overlap by more than half the lower one's height. */
  const linesOf = (rects: DOMRect[]): DOMRect[][] => {
    const lines: DOMRect[][] = [];
    for (const rect of rects) {
      const line = lines.find(([first]) => Math.min(first!.bottom, rect.bottom) - Math.max(first!.top, rect.top) > Math.min(first!.height, rect.height) / 2);
      if (line) line.push(rect);
      else lines.push([rect]);
    }
    return lines;
  };
  const textNodes = (root: Node): Text[] => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.trim() && node.parentElement && drawn(node.parentElement)) nodes.push(node as Text);
    }
    return nodes;
  };
  const rangeOver = (node: Node): Range => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return range;
  };
  const allText = textNodes(document.body);

  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) {
    const furthest = allText.reduce<{ right: number; text: string }>(
      (widest, node) => {
        const right = Math.max(...rectsOf(rangeOver(node)).map((rect) => rect.right));
        return right > widest.right ? { right, text: node.textContent ?? '' } : widest;
      },
      { right: root.clientWidth, text: '' },
    );
    report('sideways scroll', `${root.scrollWidth} px wide in ${root.clientWidth} px${furthest.text ? `; furthest text: ${furthest.text}` : ''}`);
  }

  // Amounts: runs of adjacent text nodes under one element, as a renderer may split '₦' and its digits.
  const AMOUNT = /₦\s?\d[\d,]*(?:\.\d+)?[KMB]?/g;
  const runs = new Map<Node, Text[][]>();
  for (const node of allText) {
    const parent = node.parentNode!;
    const parentRuns = runs.get(parent) ?? [];
    const last = parentRuns.at(-1);
    if (last && last.at(-1)!.nextSibling === node) last.push(node);
    else parentRuns.push([node]);
    runs.set(parent, parentRuns);
  }
  for (const run of [...runs.values()].flat()) {
    const text = run.map((node) => node.data).join('');
    for (const match of text.matchAll(AMOUNT)) {
      /** The node and offset of a character of the joined text. */
      const at = (index: number): [Text, number] => {
        let rest = index;
        for (const node of run) {
          if (rest <= node.data.length) return [node, rest];
          rest -= node.data.length;
        }
        return [run.at(-1)!, run.at(-1)!.data.length];
      };
      const range = document.createRange();
      range.setStart(...at(match.index));
      range.setEnd(...at(match.index + match[0].length));
      if (linesOf(rectsOf(range)).length < 2) continue;
      // Each line's part, to show where it broke: '₦1,150,00 / 0'.
      const parts: { top: number; text: string }[] = [];
      for (let index = match.index; index < match.index + match[0].length; index++) {
        const character = document.createRange();
        character.setStart(...at(index));
        character.setEnd(...at(index + 1));
        const top = rectsOf(character)[0]?.top ?? parts.at(-1)?.top ?? 0;
        const part = parts.at(-1);
        if (part && Math.abs(part.top - top) < 2) part.text += text[index];
        else parts.push({ top, text: text[index]! });
      }
      report('amount broken across lines', parts.map((part) => part.text).join(' / '));
    }
  }

  for (const element of document.body.querySelectorAll('p, h1, h2, h3, h4, h5, h6')) {
    if (!drawn(element)) continue;
    let container = element.parentElement;
    while (container && style(container).display === 'contents') container = container.parentElement;
    if (!container) continue;
    // The room a text is given is the container's content box: its padding is no room for text.
    const { paddingLeft, paddingRight } = style(container);
    const room = container.clientWidth - parseFloat(paddingLeft) - parseFloat(paddingRight);
    if (room <= roomy) continue;
    // A text that wraps, and the width it wraps in (lines stacked by design, a label above an amount, are no wrap).
    const squeezed = textNodes(element).some((node) => {
      const rects = rectsOf(rangeOver(node));
      const width = Math.max(...rects.map((rect) => rect.right)) - Math.min(...rects.map((rect) => rect.left));
      return linesOf(rects).length > 1 && width < room / 2;
    });
    if (squeezed) report('squeezed text', element.textContent ?? '');
  }

  /** The box a text is laid out in: its nearest ancestor that is not an inline box. */
  const layoutBox = (node: Text): Element => {
    let box = node.parentElement!;
    while (box.parentElement && ['inline', 'contents'].includes(style(box).display)) box = box.parentElement;
    return box;
  };
  const clips = (element: Element): boolean => ['hidden', 'clip'].includes(style(element).overflowX) && style(element).textOverflow !== 'ellipsis';
  for (const node of allText) {
    const rects = rectsOf(rangeOver(node));
    if (rects.length === 0) continue;
    const left = Math.min(...rects.map((rect) => rect.left));
    const right = Math.max(...rects.map((rect) => rect.right));
    const box = layoutBox(node);
    const own = box.getBoundingClientRect();
    const scrolls = ['auto', 'scroll'].includes(style(box).overflowX);
    const spills = !scrolls && style(box).textOverflow !== 'ellipsis' && (left < own.left - SLACK || right > own.right + SLACK);
    // Cut: partly inside a clipping ancestor, partly outside it.
    let cut = false;
    for (let ancestor: Element | null = node.parentElement; ancestor && !cut; ancestor = ancestor.parentElement) {
      if (!clips(ancestor)) continue;
      const edge = ancestor.getBoundingClientRect();
      cut = (left < edge.left - SLACK && right > edge.left) || (right > edge.right + SLACK && left < edge.right);
    }
    if (spills || cut) report('text overflows its box', node.data);
  }
  return found;
}

/** The layout problems of what the page shows now, once its fonts are in. */
export const layoutProblems = async (page: Page): Promise<LayoutProblem[]> => {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page.evaluate(measureLayout, ROOMY_CONTAINER_PX);
};
