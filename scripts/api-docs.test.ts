import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../contract/endpoints';
import { API_DOCS_PATH, apiDocs } from './api-docs';

describe('docs/api.md', () => {
  it('is what the contract says today (run `npm run docs:api` after changing an endpoint)', () => {
    expect(readFileSync(API_DOCS_PATH, 'utf8')).toBe(apiDocs());
  });

  it('has a section for every endpoint of the contract', () => {
    const docs = apiDocs();
    for (const [name, endpoint] of Object.entries(ENDPOINTS)) expect(docs).toContain(`### ${endpoint.method} \`${endpoint.path}\` (${name})`);
  });
});
