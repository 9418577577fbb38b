// Bundles the server (and the TypeScript of packages/contracts) into apps/server/dist; npm packages stay external.
import { build } from 'esbuild';

const keepWorkspaceBundled = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@app/') ? undefined : { external: true },
    );
  },
};

await build({
  entryPoints: {
    main: 'apps/server/src/main.ts',
    ops: 'apps/server/src/ops/cli.ts',
    'paymongo-demo': 'apps/server/test/paymongo-demo.ts',
    'stripe-demo': 'apps/server/test/stripe-demo.ts',
    'qqpay-demo': 'apps/server/test/qqpay-demo.ts',
    'transfer-vendor-demo': 'apps/server/test/transfer-vendor-demo.ts',
    'firebase-demo': 'apps/server/test/firebase-demo.ts',
  },
  outdir: 'apps/server/dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [keepWorkspaceBundled],
});
