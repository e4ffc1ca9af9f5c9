import { ApiError, errorText } from './errors';

const FALLBACK = 'Registration failed.';

describe('errorText', () => {
  it.each([
    [503, { message: 'The service is busy, try again in a minute.' }, 'The service is busy, try again in a minute.'],
    [500, { error: { message: 'Nested reason' } }, 'Nested reason'],
    [502, { errors: ['First reason', 'Second'] }, 'First reason'],
    [422, { message: 'Invalid data', errors: ['Email is taken'] }, 'Invalid data'],
    [409, { error: { message: 'Already a member' } }, 'Already a member'],
  ])('shows the server reason of a %i (message, then error.message, then errors[0])', (status, body, expected) => {
    expect(errorText(new ApiError(status, body, 'generic'), FALLBACK).message).toBe(expected);
  });

  it.each([
    [503, {}],
    [400, { errors: [] }],
    [0, null],
  ])('falls back when a %i carries no reason', (status, body) => {
    expect(errorText(new ApiError(status, body, 'generic'), FALLBACK)).toEqual({ status, message: FALLBACK, details: [] });
  });

  it('keeps the further lines of a validation answer as details', () => {
    const text = errorText(new ApiError(422, { message: 'Invalid data', errors: ['Email is taken', 'Name is required'] }, 'x'), FALLBACK);
    expect(text.details).toEqual(['Email is taken', 'Name is required']);
  });

  it('falls back for anything that is not an API answer', () => {
    expect(errorText(new Error('boom'), FALLBACK)).toEqual({ status: 0, message: FALLBACK, details: [] });
  });
});
