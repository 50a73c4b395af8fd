import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_PAGES, legalEndpoints, LegalPageResponse, type LegalSection } from '../../../contract';
import { loadConfig } from '../../config';
import { request } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { LEGAL_FILE_MAX_BYTES, parseLegalText, readLegalBytes } from './document';
import { loadLegalPages } from './pages';

const folder = mkdtempSync(path.join(tmpdir(), 'fv-legal-'));
const file = (name: string, content: string | Uint8Array): string => {
  const where = path.join(folder, name);
  writeFileSync(where, content);
  return where;
};

/** An operator's own privacy policy: Windows line ends, a title, markup that must stay text. */
const OWN_POLICY = [
  '# Privacy Policy',
  '',
  'Acme Mobility Ltd keeps your data',
  'in Lagos.',
  '',
  '## Your rights',
  '',
  'Write to <script>alert(1)</script> **dpo@acme.example**.',
  '',
].join('\r\n');

const pageOf = (t: TestApp, page: string) => request(t, legalEndpoints.legalPage, { params: { page } });
const paragraphs = (sections: readonly LegalSection[]) => sections.flatMap((section) => section.paragraphs).join('\n');

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('GET legal/:page with the default texts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(LEGAL_PAGES)('answers %s to any visitor, in sections of plain text, cached five minutes', async (page) => {
    const res = await pageOf(t, page);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const body = res.json<LegalPageResponse>();
    expect(is(body, LegalPageResponse)).toBe(true);
    expect(body.sections.length).toBeGreaterThan(2);
    expect(body.sections.every((section) => section.heading !== null && section.paragraphs.length > 0)).toBe(true);
    // The texts customers read are the service's own, not a note to whoever runs it.
    expect(JSON.stringify(body)).not.toMatch(/starting point|operator|adapt/i);
  });

  it('says what the law asks of each page: data protection, how money is held, the PIN', async () => {
    const text = async (page: string) => paragraphs((await pageOf(t, page)).json<LegalPageResponse>().sections);
    expect(await text('privacy-policy')).toMatch(/Nigeria Data Protection Act 2023/);
    expect(await text('privacy-policy')).toMatch(/Nigeria Data Protection Commission/);
    expect(await text('security-and-compliance')).toMatch(/licensed Nigerian banks/);
    expect(await text('security-and-compliance')).toMatch(/Five wrong PINs in a row lock PIN use for 30 minutes/);
    expect(await text('terms-of-service')).toMatch(/18 or older/);
  });

  it('is a 404 for a page that does not exist, and a 422 for a name past the cap', async () => {
    expect((await pageOf(t, 'cookie-policy')).statusCode).toBe(404);
    expect((await pageOf(t, 'cookie-policy')).json()).toEqual({ status: 'error', message: 'Not found.' });
    expect((await pageOf(t, 'x'.repeat(65))).statusCode).toBe(422);
  });
});

describe("the operator's own page", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PRIVACY_POLICY_FILE: file('privacy.md', OWN_POLICY) } });
  });
  afterAll(() => t.close());

  it('replaces the default, headings and paragraphs from its file, markup kept as text; the other pages keep theirs', async () => {
    expect((await pageOf(t, 'privacy-policy')).json()).toEqual({
      status: 'success',
      sections: [
        // The title line is left out: the app shows the page's own.
        { heading: null, paragraphs: ['Acme Mobility Ltd keeps your data in Lagos.'] },
        { heading: 'Your rights', paragraphs: ['Write to <script>alert(1)</script> **dpo@acme.example**.'] },
      ],
    });
    expect(paragraphs((await pageOf(t, 'terms-of-service')).json<LegalPageResponse>().sections)).toMatch(/18 or older/);
  });
});

describe('reading a page file', () => {
  it('makes sections of headings and paragraphs; text before the first heading has none', () => {
    expect(parseLegalText('Intro line one\n  line two  \n\n\n#Not a heading\n####### seven\n### Third level\nA\n\nB\n## \n# Later title\nC')).toEqual([
      { heading: null, paragraphs: ['Intro line one line two', '#Not a heading ####### seven'] },
      { heading: 'Third level', paragraphs: ['A', 'B ##'] },
      { heading: 'Later title', paragraphs: ['C'] },
    ]);
    expect(parseLegalText('\n# Title\n\n## Part\nText')).toEqual([{ heading: 'Part', paragraphs: ['Text'] }]);
  });

  it('refuses a file that is too long, not UTF-8 or without a paragraph', () => {
    expect(() => readLegalBytes(new Uint8Array(LEGAL_FILE_MAX_BYTES + 1).fill(65))).toThrow('is over 64 KB');
    expect(() => readLegalBytes(new Uint8Array([0x48, 0xff, 0x49]))).toThrow('is not UTF-8 text');
    expect(() => readLegalBytes(new TextEncoder().encode('## Only a heading\n\n'))).toThrow('has no paragraph of text');
    expect(readLegalBytes(new TextEncoder().encode('\uFEFFHello'))).toEqual([{ heading: null, paragraphs: ['Hello'] }]);
  });

  it('stops the start when a configured file cannot be used, naming its variable, never its content', async () => {
    const missing = path.join(folder, 'missing.md');
    await expect(loadLegalPages(loadConfig({ TERMS_OF_SERVICE_FILE: missing }))).rejects.toThrow(`TERMS_OF_SERVICE_FILE (${missing}) cannot be read (ENOENT)`);
    const empty = file('empty.md', '# Terms\n');
    await expect(loadLegalPages(loadConfig({ SECURITY_AND_COMPLIANCE_FILE: empty }))).rejects.toThrow(
      `SECURITY_AND_COMPLIANCE_FILE (${empty}) has no paragraph of text`,
    );
    const secret = file('binary.md', new Uint8Array([0x73, 0x65, 0x63, 0x72, 0x65, 0x74, 0xff]));
    const refusal = loadLegalPages(loadConfig({ PRIVACY_POLICY_FILE: secret }));
    await expect(refusal).rejects.toThrow(`PRIVACY_POLICY_FILE (${secret}) is not UTF-8 text`);
    await expect(refusal).rejects.not.toThrow(/secret/);
  });

  it('resolves a relative path from where the server starts; an empty variable means the default', () => {
    expect(loadConfig({ PRIVACY_POLICY_FILE: 'legal/privacy.md', TERMS_OF_SERVICE_FILE: '' }).legalPageFiles).toEqual({
      'privacy-policy': path.resolve('legal/privacy.md'),
    });
  });
});
