import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

export interface IdTokenClaims {
  /** Firebase's `sign_in_provider`: google.com, facebook.com or phone. */
  provider: string;
  sub?: string;
  email?: string;
  phoneNumber?: string;
  /** Seconds from now; negative for the past. */
  authTimeOffset?: number;
  expiresIn?: number;
  audience?: string;
  issuer?: string;
  /** Sign with a key the JWKS does not publish, under a published key id: a forgery. */
  forged?: boolean;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': '*',
};

/** A phone sign-in under way: the number and the code "texted" to it. */
interface PendingCode {
  phoneNumber: string;
  code: string;
}

/**
 * Firebase Authentication on 127.0.0.1, as the server and the browser SDK meet it.
 * - The token issuer: RS256 keys of its own published as a JWKS, and ID tokens with Firebase's
 *   claims (iss securetoken.google.com/<project>, aud the project, auth_time,
 *   firebase.sign_in_provider) signed by them.
 * - The Auth emulator's REST surface for phone sign-in, which the web SDK calls once pointed at an
 *   emulator (`connectAuthEmulator`): accounts:sendVerificationCode, accounts:signInWithPhoneNumber,
 *   accounts:lookup, and the emulator's own list of the codes it "texted"
 *   (GET /emulator/v1/projects/<project>/verificationCodes).
 */
export async function startFakeFirebase(projectId: string) {
  const kid = randomBytes(8).toString('hex');
  const signing = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256');
  const publicJwk: JWK = { ...(await exportJWK(signing.publicKey)), kid, alg: 'RS256', use: 'sig' };
  let jwksRequests = 0;
  const pending = new Map<string, PendingCode>();
  const accounts = new Map<string, { localId: string; phoneNumber: string }>();

  /** The Identity Toolkit's answer for one REST call, or null for a path it does not serve. */
  async function identityToolkit(
    path: string,
    body: Record<string, string>,
  ): Promise<[number, unknown] | null> {
    const refuse = (message: string): [number, unknown] => [
      400,
      { error: { code: 400, message, errors: [] } },
    ];
    switch (path) {
      case '/identitytoolkit.googleapis.com/v2/recaptchaConfig':
        // An emulator has no reCAPTCHA Enterprise: the SDK falls back to v2, which it skips for tests.
        return refuse('CONFIGURATION_NOT_FOUND');
      case '/identitytoolkit.googleapis.com/v1/recaptchaParams':
        // The v2 widget's site key; with app verification off for tests it is never sent to Google.
        return [
          200,
          { kind: 'identitytoolkit#GetRecaptchaParamResponse', recaptchaSiteKey: 'emulator-site-key' },
        ];
      case '/identitytoolkit.googleapis.com/v1/accounts:sendVerificationCode': {
        if (!/^\+\d{8,15}$/.test(body.phoneNumber ?? '')) return refuse('INVALID_PHONE_NUMBER');
        const sessionInfo = randomBytes(16).toString('hex');
        const code = String(randomBytes(3).readUIntBE(0, 3) % 1_000_000).padStart(6, '0');
        pending.set(sessionInfo, { phoneNumber: body.phoneNumber ?? '', code });
        return [200, { sessionInfo }];
      }
      case '/identitytoolkit.googleapis.com/v1/accounts:signInWithPhoneNumber': {
        const sent = pending.get(body.sessionInfo ?? '');
        if (!sent) return refuse('INVALID_SESSION_INFO');
        if (sent.code !== body.code) return refuse('INVALID_CODE');
        pending.delete(body.sessionInfo ?? '');
        const known = accounts.get(sent.phoneNumber);
        const account = known ?? {
          localId: randomBytes(14).toString('base64url'),
          phoneNumber: sent.phoneNumber,
        };
        accounts.set(sent.phoneNumber, account);
        const idToken = await mintIdToken({
          provider: 'phone',
          sub: account.localId,
          phoneNumber: sent.phoneNumber,
        });
        return [
          200,
          {
            idToken,
            refreshToken: randomBytes(24).toString('hex'),
            expiresIn: '3600',
            localId: account.localId,
            phoneNumber: sent.phoneNumber,
            isNewUser: !known,
          },
        ];
      }
      case '/identitytoolkit.googleapis.com/v1/accounts:lookup': {
        const [, payload] = (body.idToken ?? '').split('.');
        const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString() || '{}');
        const account = [...accounts.values()].find((a) => a.localId === claims.sub);
        if (!account) return refuse('INVALID_ID_TOKEN');
        const now = String(Date.now());
        const phoneInfo = {
          providerId: 'phone',
          rawId: account.phoneNumber,
          phoneNumber: account.phoneNumber,
        };
        return [
          200,
          { users: [{ ...account, providerUserInfo: [phoneInfo], createdAt: now, lastLoginAt: now }] },
        ];
      }
      default:
        return null;
    }
  }

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const send = (status: number, value: unknown) =>
        response
          .writeHead(status, { ...CORS, 'content-type': 'application/json' })
          .end(JSON.stringify(value));
      const path = new URL(request.url ?? '/', 'http://emulator').pathname;
      if (request.method === 'OPTIONS') return void response.writeHead(204, CORS).end();
      if (path === '/jwks') {
        jwksRequests += 1;
        return void response
          .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' })
          .end(JSON.stringify({ keys: [publicJwk] }));
      }
      if (path === `/emulator/v1/projects/${projectId}/verificationCodes`) {
        const codes = [...pending.entries()].map(([sessionInfo, sent]) => ({ ...sent, sessionInfo }));
        return send(200, { verificationCodes: codes });
      }
      let body: Record<string, string> = {};
      try {
        body = raw ? JSON.parse(raw) : {};
      } catch {
        return send(400, { error: { code: 400, message: 'INVALID_JSON' } });
      }
      identityToolkit(path, body).then(
        (answer) => (answer ? send(...answer) : send(404, { error: { code: 404, message: 'NOT_FOUND' } })),
        () => send(500, { error: { code: 500, message: 'INTERNAL' } }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function mintIdToken(claims: IdTokenClaims): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      auth_time: now + (claims.authTimeOffset ?? 0),
      ...(claims.email ? { email: claims.email, email_verified: true } : {}),
      ...(claims.phoneNumber ? { phone_number: claims.phoneNumber } : {}),
      firebase: { sign_in_provider: claims.provider, identities: {} },
    })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(claims.issuer ?? `https://securetoken.google.com/${projectId}`)
      .setAudience(claims.audience ?? projectId)
      .setSubject(claims.sub ?? randomBytes(14).toString('base64url'))
      .setIssuedAt(now)
      .setExpirationTime(now + (claims.expiresIn ?? 3600))
      .sign(claims.forged ? foreign.privateKey : signing.privateKey);
  }

  return {
    origin,
    jwksUrl: `${origin}/jwks`,
    mintIdToken,
    jwksRequests: () => jwksRequests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeFirebase = Awaited<ReturnType<typeof startFakeFirebase>>;

/** The server's configuration for a project signed by `firebase`. */
export function firebaseEnv(firebase: FakeFirebase, projectId: string, extra: Record<string, string> = {}) {
  return {
    FIREBASE_PROJECT_ID: projectId,
    FIREBASE_API_KEY: 'test-api-key-0000000000',
    FIREBASE_AUTH_DOMAIN: `${projectId}.firebaseapp.com`,
    FIREBASE_JWKS_URL: firebase.jwksUrl,
    ...extra,
  };
}
