import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The local stack (`npm start`) answers /api and /config.json on port 3000, as CloudFront does in AWS. */
const localStack = 'http://localhost:3000';

/**
 * Vendor code in a few stable chunks: a release that changes only app code leaves them cached, and the browser
 * fetches them in parallel. Pages are split by route (`lazy` in src/app/router.tsx), so the landing page loads
 * none of the app area's code.
 */
const vendorChunks = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  {
    name: 'chakra',
    test: /node_modules[\\/](@chakra-ui|@emotion|@zag-js|@ark-ui|@pandacss|@floating-ui|stylis)[\\/]/,
  },
  {
    name: 'amplify',
    test: /node_modules[\\/](aws-amplify|@aws-amplify|@aws-crypto|@smithy|@aws-sdk|tslib|js-cookie)[\\/]/,
  },
  { name: 'data', test: /node_modules[\\/](@tanstack|zod)[\\/]/ },
];

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: localStack, changeOrigin: true },
      '/config.json': { target: localStack, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden',
    rolldownOptions: { output: { codeSplitting: { groups: vendorChunks } } },
  },
});
