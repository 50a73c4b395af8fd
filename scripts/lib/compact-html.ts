import { transform } from 'lightningcss';

/** Markup or styles without the source's line breaks and indents: they cost bytes on every first visit, and mean nothing. */
export const compactHtml = (html: string): string => html.replace(/\n\s*/g, '');

/**
 * Styles a build step adds to a page after Vite has minified it, minified the same way
 * (lightningcss, as Vite does): the pages' inline styles are read on every first visit.
 */
export const minifiedCss = (css: string): string => transform({ filename: 'inline.css', code: Buffer.from(css), minify: true }).code.toString();
