import { describe, expect, it } from 'vitest';
import { captchaToken, DEV_CAPTCHA_TOKEN } from './captcha-token';

describe('captchaToken', () => {
  it('gives a new token per call: the shop API refuses one spent on a failed login', async () => {
    const first = await captchaToken();
    const second = await captchaToken();
    expect(first.startsWith(`${DEV_CAPTCHA_TOKEN}-`)).toBe(true);
    expect(second).not.toBe(first);
  });
});
