import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { withTestApp } from './helper';
import type { TestUser } from './helpers/app';
import { expectApiError, freshAddress } from './helpers/http';

const t = withTestApp({ users: [] });
let vendor: TestUser;
beforeAll(async () => {
  vendor = await t.addUser('VENDOR');
});

const TOO_MANY = 'Too many attempts, please try again later';

const login = (remoteAddress: string, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress, payload: { email, password } });

let shop = 0;
const signup = (remoteAddress: string) => {
  shop += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/vendor-signup',
    remoteAddress,
    payload: {
      name: `Shop ${shop}`,
      email: `rate-${shop}-${Date.now()}@test.example`,
      mobile: '9876543210',
      password: 'secret1',
    },
  });
};

describe('login rate limit', () => {
  it('answers the 11th attempt within a minute for one email from one address with 429', async () => {
    const address = freshAddress();
    for (let i = 1; i <= 10; i++) {
      expectApiError(await login(address, vendor.email, `wrong-${i}`), 401, 'Invalid email or password');
    }
    const res = await login(address, vendor.email, 'wrong-11');
    expect(expectApiError(res, 429, TOO_MANY)).toEqual({ message: TOO_MANY });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);

    // Even the right password waits now.
    expectApiError(await login(address, vendor.email, vendor.password), 429, TOO_MANY);
    // The same email spelled differently is the same key.
    expectApiError(await login(address, `  ${vendor.email.toUpperCase()} `, vendor.password), 429, TOO_MANY);
  });

  it('counts successful sign-ins too', async () => {
    const address = freshAddress();
    const user = await t.addUser('ADMIN');
    for (let i = 1; i <= 10; i++) expect((await login(address, user.email, user.password)).statusCode).toBe(200);
    expectApiError(await login(address, user.email, user.password), 429, TOO_MANY);
  });

  it('limits one address to 50 attempts a minute across emails (password spraying)', async () => {
    const address = freshAddress();
    for (let i = 1; i <= 50; i++) {
      expectApiError(await login(address, `spray-${i}@test.example`, 'Summer2026'), 401, 'Invalid email or password');
    }
    expectApiError(await login(address, 'spray-51@test.example', 'Summer2026'), 429, TOO_MANY);
    expect((await login(freshAddress(), vendor.email, vendor.password)).statusCode).toBe(200);
  });

  it('keeps the count per email: another account from the same address is not locked out', async () => {
    const address = freshAddress();
    const other = await t.addUser('VENDOR');
    for (let i = 1; i <= 11; i++) await login(address, 'attacked@test.example', 'guess');
    expectApiError(await login(address, 'attacked@test.example', 'guess'), 429, TOO_MANY);
    const res = await login(address, other.email, other.password);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('keeps the count per address: the same email from elsewhere still signs in', async () => {
    const user = await t.addUser('VENDOR');
    const noisy = freshAddress();
    for (let i = 1; i <= 11; i++) await login(noisy, user.email, 'guess');
    expectApiError(await login(noisy, user.email, user.password), 429, TOO_MANY);
    const res = await login(freshAddress(), user.email, user.password);
    expect(res.statusCode, res.body).toBe(200);
  });
});

/**
 * The limits count in the rate-limit store, which reads the time from Date.now(): faking Date
 * alone moves their windows, while the database, argon2 and the server keep their real timers.
 */
const fakeClock = () => vi.useFakeTimers({ toFake: ['Date'] });
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);
const MINUTE = 60_000;

describe('login limit per account, across addresses', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('after 10 failed sign-ins from anywhere, lets one attempt through every 15 minutes', async () => {
    fakeClock();
    const user = await t.addUser('VENDOR');
    for (let i = 1; i <= 10; i++) {
      expectApiError(await login(freshAddress(), user.email, `wrong-${i}`), 401, 'Invalid email or password');
    }
    // The 11th attempt is the one of these 15 minutes; the next, from any new address, waits.
    expectApiError(await login(freshAddress(), user.email, 'wrong-11'), 401, 'Invalid email or password');
    for (let i = 0; i < 20; i++) expectApiError(await login(freshAddress(), user.email, 'guess'), 429, TOO_MANY);
    const locked = await login(freshAddress(), user.email, user.password);
    expectApiError(locked, 429, TOO_MANY);
    expect(Number(locked.headers['retry-after'])).toBe(15 * 60);

    // Refused attempts do not lengthen the wait.
    later(15 * MINUTE);
    expect((await login(freshAddress(), user.email, user.password)).statusCode).toBe(200);
    expectApiError(await login(freshAddress(), user.email, user.password), 429, TOO_MANY);
    // An hour after the last failure the account is free again.
    later(60 * MINUTE);
    for (let i = 0; i < 3; i++) expect((await login(freshAddress(), user.email, user.password)).statusCode).toBe(200);
  });

  it('does not gate an address the account signed in from: the owner is not locked out', async () => {
    fakeClock();
    const user = await t.addUser('ADMIN');
    const usual = freshAddress();
    expect((await login(usual, user.email, user.password)).statusCode).toBe(200);
    for (let i = 1; i <= 12; i++) await login(freshAddress(), user.email, `wrong-${i}`);
    expectApiError(await login(freshAddress(), user.email, user.password), 429, TOO_MANY);
    expect((await login(usual, user.email, user.password)).statusCode).toBe(200);
    // The address stays known for 30 days after its last sign-in.
    later(29 * 24 * 60 * MINUTE);
    for (let i = 1; i <= 11; i++) await login(freshAddress(), user.email, `wrong-${i}`);
    expectApiError(await login(freshAddress(), user.email, user.password), 429, TOO_MANY);
    expect((await login(usual, user.email, user.password)).statusCode).toBe(200);
  });

  it('gates an unknown email like an account, so the answer does not tell them apart', async () => {
    fakeClock();
    for (let i = 1; i <= 11; i++) {
      expectApiError(await login(freshAddress(), 'ghost@test.example', 'guess'), 401, 'Invalid email or password');
    }
    expectApiError(await login(freshAddress(), 'ghost@test.example', 'guess'), 429, TOO_MANY);
  });
});

describe('login limit per address over an hour', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows one address 100 attempts an hour across emails, 50 a minute', async () => {
    fakeClock();
    const address = freshAddress();
    for (let minute = 0; minute < 2; minute++) {
      for (let i = 1; i <= 50; i++) {
        expectApiError(
          await login(address, `hourly-${minute}-${i}@test.example`, 'x'),
          401,
          'Invalid email or password',
        );
      }
      later(MINUTE);
    }
    const res = await login(address, 'hourly-101@test.example', 'x');
    expectApiError(res, 429, TOO_MANY);
    expect(Number(res.headers['retry-after'])).toBe(58 * 60);
    later(58 * MINUTE);
    expectApiError(await login(address, 'hourly-102@test.example', 'x'), 401, 'Invalid email or password');
  });
});

describe('signup rate limit', () => {
  it('answers the 6th signup from one address with 429', async () => {
    const address = freshAddress();
    for (let i = 1; i <= 5; i++) {
      const res = await signup(address);
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await signup(address);
    expectApiError(res, 429, TOO_MANY);
    // Another address may still sign up.
    expect((await signup(freshAddress())).statusCode).toBe(200);
  });
});

describe('refresh rate limit', () => {
  it('answers the 61st refresh within a minute from one address with 429', async () => {
    const address = freshAddress();
    const call = () => t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh-token', remoteAddress: address });
    for (let i = 1; i <= 60; i++) expectApiError(await call(), 401, 'No refresh token');
    expectApiError(await call(), 429, TOO_MANY);
  });
});
