import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { deletionRefusal } from './deletion';

describe('deletionRefusal', () => {
  it("is every server reason, else the screen's fallbacks", () => {
    expect(deletionRefusal(new ApiError(['Wallet not empty.', 'Investment running.'], 422))).toEqual(['Wallet not empty.', 'Investment running.']);
    expect(deletionRefusal(new ApiError([], 500))).toEqual(['Failed to delete account. Please try again.']);
    expect(deletionRefusal(new ApiError([]))).toEqual(['An unexpected error occurred.']);
    expect(deletionRefusal(new TypeError('boom'))).toEqual(['An unexpected error occurred.']);
  });
});
