import { JwtService } from '@nestjs/jwt';
import { SessionTokens } from './session-tokens';

const SECRET = 'a session secret for the tests, long enough';

function tokens() {
  const jwt = new JwtService({ secret: SECRET });
  const verify = jest.spyOn(jwt, 'verify');
  return { jwt, verify, tokens: new SessionTokens(jwt) };
}

describe('SessionTokens', () => {
  afterEach(() => jest.useRealTimers());

  it('verifies a token once, then answers its claims from memory', () => {
    const { jwt, verify, tokens: sessionTokens } = tokens();
    const token = jwt.sign({ sub: 3, sid: 'x'.repeat(32), stamp: 's' }, { algorithm: 'HS256', expiresIn: '30d' });
    expect(sessionTokens.claims(token)).toMatchObject({ sub: 3, stamp: 's' });
    expect(sessionTokens.claims(token)).toMatchObject({ sub: 3, stamp: 's' });
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('refuses a remembered token once it has expired', () => {
    jest.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z') });
    const { jwt, tokens: sessionTokens } = tokens();
    const token = jwt.sign({ sub: 3 }, { algorithm: 'HS256', expiresIn: 60 });
    expect(sessionTokens.claims(token)).not.toBeNull();
    jest.setSystemTime(new Date('2026-11-25T12:00:59Z'));
    expect(sessionTokens.claims(token)).not.toBeNull();
    jest.setSystemTime(new Date('2026-11-25T12:01:00Z'));
    expect(sessionTokens.claims(token)).toBeNull();
  });

  it('refuses a token signed with another secret, another algorithm, none, or tampered with, every time', () => {
    const { jwt, tokens: sessionTokens } = tokens();
    const other = new JwtService({ secret: 'another secret, long enough too' }).sign({ sub: 3 }, { algorithm: 'HS256' });
    const hs512 = jwt.sign({ sub: 3 }, { algorithm: 'HS512' });
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"sub":3}').toString('base64url')}.`;
    const good = jwt.sign({ sub: 3 }, { algorithm: 'HS256' });
    const [head, , signature] = good.split('.');
    const tampered = `${head}.${Buffer.from('{"sub":1}').toString('base64url')}.${signature}`;
    for (const token of [other, hs512, none, tampered, '', 'not a token']) {
      expect(sessionTokens.claims(token)).toBeNull();
      expect(sessionTokens.claims(token)).toBeNull();
    }
    expect(sessionTokens.claims(good)).toMatchObject({ sub: 3 });
  });
});
