import { describe, expect, it } from 'vitest';
import { prepareContractModule } from './contract-for-browser';

describe('prepareContractModule', () => {
  it('drops params, query and body from endpoint declarations and keeps the rest', () => {
    const code = `export const a = endpoint({ method: 'POST', path: 'x/:id', params: P, query: Q, body: B, response: R, session: true });`;
    expect(prepareContractModule(code)).toBe(`export const a = /* @__PURE__ */ endpoint({ method: 'POST', path: 'x/:id', response: R, session: true });`);
  });

  it('marks the calls that build module-level values pure, nested ones too, but not calls inside functions', () => {
    const code = `const A = object({ name: text('name', LIMITS.name), tags: array(string()) });
export const check = (value) => store.clear(value);
const B = refine(string(), 'b', (v) => helper(v));`;
    expect(prepareContractModule(code))
      .toBe(`const A = /* @__PURE__ */ object({ name: /* @__PURE__ */ text('name', LIMITS.name), tags: /* @__PURE__ */ array(/* @__PURE__ */ string()) });
export const check = (value) => store.clear(value);
const B = /* @__PURE__ */ refine(/* @__PURE__ */ string(), 'b', (v) => helper(v));`);
  });
});
