import type { LegalSection } from '../../../contract';

/** The most an About page's file may weigh; a longer one is refused at start. */
export const LEGAL_FILE_MAX_BYTES = 64 * 1024;

/** What is wrong with a page's file, for the operator starting the server. */
export class LegalFileError extends Error {}

/** '## Heading' → level 2, 'Heading'; any other line → null. Headings are one to six '#', a space, then words. */
const headingOf = (line: string): { level: number; text: string } | null => {
  let level = 0;
  while (level < line.length && line[level] === '#') level += 1;
  if (level === 0 || level > 6 || line[level] !== ' ') return null;
  const text = line.slice(level).trim();
  return text === '' ? null : { level, text };
};

/**
 * An About page from its text: Markdown's headings and paragraphs (docs/rules.md §About pages).
 * A heading line ('#' to '######') starts a section, except a '# Title' on the first line: the
 * app shows the page's own title. Blank lines end a paragraph, and the lines of one are joined by
 * a space. Everything else, Markdown or HTML, is kept as written: the app shows it as text.
 */
export const parseLegalText = (source: string): LegalSection[] => {
  const sections: LegalSection[] = [];
  let lines: string[] = [];
  let first = true;
  const section = (): LegalSection => {
    const last = sections.at(-1);
    if (last) return last;
    const first: LegalSection = { heading: null, paragraphs: [] };
    sections.push(first);
    return first;
  };
  const endParagraph = () => {
    if (lines.length > 0) section().paragraphs.push(lines.join(' '));
    lines = [];
  };
  for (const raw of source.split('\n')) {
    const line = raw.trim();
    const heading = headingOf(line);
    const title = first && heading?.level === 1;
    if (line !== '') first = false;
    if (title) continue;
    if (heading !== null) {
      endParagraph();
      sections.push({ heading: heading.text, paragraphs: [] });
    } else if (line === '') {
      endParagraph();
    } else {
      lines.push(line);
    }
  }
  endParagraph();
  return sections;
};

/**
 * A page file's bytes as its sections; refused when it is too long, not UTF-8, or has no
 * paragraph at all (an empty page is a mistake, never what customers should read).
 */
export const readLegalBytes = (bytes: Uint8Array): LegalSection[] => {
  if (bytes.byteLength > LEGAL_FILE_MAX_BYTES) throw new LegalFileError(`is over ${LEGAL_FILE_MAX_BYTES / 1024} KB`);
  let source: string;
  try {
    source = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new LegalFileError('is not UTF-8 text');
  }
  const sections = parseLegalText(source);
  if (!sections.some((part) => part.paragraphs.length > 0)) throw new LegalFileError('has no paragraph of text');
  return sections;
};
