import { describe, expect, it } from 'vitest';
import { AppError, forbidden } from './app-error.js';
import { toAppError } from './error-handler.js';

describe('toAppError', () => {
  it('keeps AppErrors as they are', () => {
    const error = forbidden();
    expect(toAppError(error)).toBe(error);
  });

  it('maps an oversize body to 413 with a reason', () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), {
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
      statusCode: 413,
    });
    expect(toAppError(tooLarge)).toMatchObject({
      status: 413,
      code: 'REQUEST_FAILED',
      details: { reason: 'payload_too_large' },
    });
  });

  it('maps malformed JSON to 400 with a reason', () => {
    const malformed = Object.assign(new Error('Unexpected token'), {
      code: 'FST_ERR_CTP_INVALID_JSON_BODY',
      statusCode: 400,
    });
    expect(toAppError(malformed)).toMatchObject({
      status: 400,
      code: 'REQUEST_FAILED',
      details: { reason: 'bad_request' },
    });
  });

  it('hides unknown errors behind the catalogue message', () => {
    const mapped = toAppError(new Error('connection refused at 10.0.0.5:5432'));
    expect(mapped).toBeInstanceOf(AppError);
    expect(mapped).toMatchObject({
      status: 500,
      code: 'SERVER_ERROR',
      message: 'Server error. Please try again later.',
    });
    expect(mapped.details).toBeUndefined();
  });
});
