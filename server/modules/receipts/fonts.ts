import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The fonts receipts and statements are drawn in: DejaVu Sans from the dejavu-fonts-ttf package,
 * so a fresh machine with no fonts installed draws the same text (and the naira sign) as a
 * developer's. pdfkit embeds the files; sharp draws SVG text through librsvg and fontconfig, which
 * is pointed at the package's folder alone (docs/rules.md §Receipts and statements).
 */
const require = createRequire(import.meta.url);
const folder = path.dirname(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));

export const FONT_FILES = {
  regular: path.join(folder, 'DejaVuSans.ttf'),
  bold: path.join(folder, 'DejaVuSans-Bold.ttf'),
} as const;

/** The family name the receipt's SVG asks for. */
export const FONT_FAMILY = 'DejaVu Sans';

let configured = false;

/**
 * Points fontconfig at the shipped fonts before librsvg first draws text (fontconfig reads its
 * configuration once, when first asked). Only this process's own environment changes.
 */
export function drawWithShippedFonts(): void {
  if (configured) return;
  const dir = path.join(tmpdir(), `fleetvest-fonts-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig><dir>${folder}</dir><cachedir>${path.join(dir, 'cache')}</cachedir></fontconfig>\n`,
  );
  // fontconfig takes its configuration from the environment only; this names the shipped fonts for
  // every test and request alike, so it is no per-test setting the rule guards against.
  // eslint-disable-next-line no-restricted-syntax
  process.env.FONTCONFIG_FILE = file;
  configured = true;
}
