// A stand-in for Firebase Authentication on 127.0.0.1, for the browser tests: the token issuer the
// server checks ID tokens against, and the Auth emulator's REST surface the web SDK signs in with.
// A real project is configured with FIREBASE_* instead (README, "Sign-in with Google, Facebook").
import { startFakeFirebase } from './fake-firebase.js';

const projectId = process.env.DEMO_FIREBASE_PROJECT ?? 'perla-demo';
const firebase = await startFakeFirebase(projectId);
// The parent reads this line to learn where the stand-in listens.
console.log(`demo-firebase ${firebase.origin}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void firebase.close().then(() => process.exit(0)));
