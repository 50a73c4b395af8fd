import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { LEGAL_PAGES, type LegalPageId, type LegalSection } from '../../../contract';
import { legalPageVariable, type Config } from '../../config';
import { LegalFileError, readLegalBytes } from './document';

/** Each About page's sections, read once at start. */
export type LegalPages = ReadonlyMap<LegalPageId, LegalSection[]>;

/** The default text of a page, in the format an operator's own file uses. */
const defaultFile = (page: LegalPageId): string => fileURLToPath(new URL(`./pages/${page}.md`, import.meta.url));

const readPage = async (page: LegalPageId, own: string | undefined): Promise<LegalSection[]> => {
  const file = own ?? defaultFile(page);
  // Says which variable and file, never what the file holds.
  const where = own ? `${legalPageVariable(page)} (${file})` : `The default text of ${page} (${file})`;
  let bytes: Uint8Array;
  try {
    bytes = await readFile(file);
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? ` (${String(error.code)})` : '';
    throw new Error(`${where} cannot be read${code}`, { cause: error });
  }
  try {
    return readLegalBytes(bytes);
  } catch (error) {
    throw error instanceof LegalFileError ? new Error(`${where} ${error.message}`) : error;
  }
};

/**
 * The About pages: each from the operator's file where its variable names one, else the default
 * text (docs/rules.md §About pages). A file that cannot be used stops the start, naming the variable.
 */
export const loadLegalPages = async (config: Pick<Config, 'legalPageFiles'>): Promise<LegalPages> =>
  new Map(await Promise.all(LEGAL_PAGES.map(async (page) => [page, await readPage(page, config.legalPageFiles[page])] as const)));
