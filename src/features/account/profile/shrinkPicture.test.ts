import { describe, expect, it } from 'vitest';
import { fittedSize, UPLOAD_MAX_SIDE } from './shrinkPicture';

describe('fittedSize', () => {
  it('scales a large photo down to fit its longest side, keeping its shape', () => {
    expect(fittedSize(4000, 3000)).toEqual({ width: UPLOAD_MAX_SIDE, height: 768 });
    expect(fittedSize(3000, 4000)).toEqual({ width: 768, height: UPLOAD_MAX_SIDE });
    expect(fittedSize(10_000, 5)).toEqual({ width: UPLOAD_MAX_SIDE, height: 1 });
  });

  it('leaves a picture that already fits as it is', () => {
    expect(fittedSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fittedSize(UPLOAD_MAX_SIDE, UPLOAD_MAX_SIDE)).toEqual({ width: UPLOAD_MAX_SIDE, height: UPLOAD_MAX_SIDE });
  });
});
