/** Minimal captcha contract the services layer needs (the port lives in src/model/ports.ts). */
export interface CaptchaLike {
  reset(): void;
  execute(): Promise<string>;
}

/**
 * Spec 4.4: on a retry of the captcha URL the captcha is reset and re-run and
 * its token inserted as cartInfo.gRecaptchaResponse. A captcha that fails
 * leaves the body as it was: the retry still goes, the service decides.
 */
export async function withFreshCaptcha(body: unknown, captcha: CaptchaLike | undefined): Promise<unknown> {
  if (!captcha) return body;
  let token: string;
  try {
    captcha.reset();
    token = await captcha.execute();
  } catch {
    return body;
  }
  const record = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const cartInfo = record.cartInfo !== null && typeof record.cartInfo === 'object' ? (record.cartInfo as Record<string, unknown>) : {};
  return { ...record, cartInfo: { ...cartInfo, gRecaptchaResponse: token } };
}
