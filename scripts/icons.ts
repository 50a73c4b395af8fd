import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

/**
 * `npm run icons`: draws the home-screen icons in public/icons/ from the favicon's mark (the F on
 * the brand green). They are committed; run this again only when the mark changes.
 * A maskable icon is cut to any shape by the launcher, so its mark stays inside the middle 80 %
 * (the safe zone) on a full-bleed background.
 */
const BRAND_DARK = '#075c40';
const MARK = '<path d="M10 24V8h12v3.5h-8v3h7V18h-7v6z" fill="#fff"/>';

const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${BRAND_DARK}"/>${MARK}</svg>`;
const fullBleed = (markScale: number) => {
  const offset = (32 - 32 * markScale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND_DARK}"/><g transform="translate(${offset} ${offset}) scale(${markScale})">${MARK}</g></svg>`;
};

const out = join(import.meta.dirname, '..', 'public', 'icons');
mkdirSync(out, { recursive: true });

const icons: { file: string; svg: string; size: number }[] = [
  { file: 'icon-192.png', svg: rounded, size: 192 },
  { file: 'icon-512.png', svg: rounded, size: 512 },
  { file: 'maskable-512.png', svg: fullBleed(0.7), size: 512 },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon-180.png', svg: fullBleed(0.8), size: 180 },
];

for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(out, file));
  console.log(`public/icons/${file} (${size}x${size})`);
}
