import { AxiosError, AxiosHeaders, CanceledError } from 'axios';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { errorMessage, toHttpError } from '../../../src/admin/api/errors';

const axiosFailure = (status: number, data: unknown) =>
  new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', undefined, undefined, {
    status,
    statusText: '',
    data,
    headers: {},
    config: { headers: new AxiosHeaders() },
  });

describe('errorMessage (spec §8)', () => {
  it("gives the server's message first", () => {
    expect(errorMessage(axiosFailure(409, { message: 'Taken', errors: { email: 'Taken' } }), 'Fallback')).toBe('Taken');
    expect(errorMessage(new HttpError('ignored', 400, { message: 'From body' }), 'Fallback')).toBe('From body');
  });

  it("then the client error's message", () => {
    expect(errorMessage(axiosFailure(502, '<html>'), 'Fallback')).toBe('Request failed with status code 502');
    expect(errorMessage(new Error('Network Error'), 'Fallback')).toBe('Network Error');
  });

  it('then the fallback', () => {
    expect(errorMessage(new Error(''), 'Failed to change password')).toBe('Failed to change password');
    expect(errorMessage('boom', 'Failed to change password')).toBe('Failed to change password');
  });
});

describe('toHttpError', () => {
  it("keeps status, the server's message and the body for react-admin", () => {
    const error = toHttpError(axiosFailure(400, { message: 'Invalid input', errors: { name: 'Name is required' } }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid input',
      body: { errors: { name: 'Name is required' } },
    });
  });

  it('turns a request axios canceled into the AbortError react-admin neither logs nor shows', () => {
    const error = toHttpError(new CanceledError());
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});
