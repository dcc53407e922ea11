import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from './api-error';

describe('errorMessage', () => {
  it('prefers the server message for request failures', () => {
    expect(errorMessage(new ApiError('REQUEST_FAILED', 'x', 400, 'Slug taken'), 'Fallback')).toBe(
      'Slug taken',
    );
  });
  it('falls back to the screen default when a request failure has no server message', () => {
    expect(errorMessage(new ApiError('REQUEST_FAILED', 'Request failed.', 400), 'Fallback')).toBe('Fallback');
  });
  it('keeps the catalogue text for fixed rows', () => {
    const error = new ApiError('SERVER_ERROR', 'Server error. Please try again later.', 500, 'stack trace');
    expect(errorMessage(error, 'Fallback')).toBe('Server error. Please try again later.');
  });
  it('uses the fallback for anything that is not an ApiError', () => {
    expect(errorMessage(new Error('boom'), 'Fallback')).toBe('Fallback');
  });
});
