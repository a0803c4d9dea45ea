import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chakraRecipesPlugin } from './scripts/chakra-recipes';
import { prerenderPlugin } from './scripts/prerender';

/** The local stack (`npm start`) answers /api and /config.json on port 3000, as CloudFront does in AWS. */
const localStack = 'http://localhost:3000';

/**
 * Vendor code in a few stable chunks: a release that changes only app code leaves them cached, and the browser
 * fetches them in parallel. Pages are split by route (`lazy` in src/app/router.tsx), so the landing page loads
 * none of the app area's code. Chakra's interactive components are not grouped: as one chunk with the rest of
 * Chakra they made 136 KB gzip on every page; apart, a page loads those it uses. `prerenderPlugin` writes the public
 * pages' HTML after each client build (web/scripts/prerender.ts).
 */
const vendorChunks = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  // Chakra's core (styled system, theme, emotion) and its plain layout and text components are on every page; the
  // interactive components and their zag machines (dialog, menu, slider, toast...) load with the pages that use them.
  {
    name: 'chakra',
    test: /node_modules[\\/](@emotion|stylis|@pandacss|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|theme|preset|utils|merge-props|merge-refs|create-context|components[\\/](box|stack|flex|grid|container|heading|typography|text|link|separator|list|input|input-group|field|native-select|simple-grid|badge|skeleton|icon|button|image|center|group|spinner|visually-hidden|icons|card|table|stat|code|kbd|mark|em|blockquote|bleed|float|spacer|wrap|aspect-ratio|absolute-center|checkmark|radiomark|show|for|client-only|env|theme|presence|portal|icon-button|close-button)))[\\/]/,
  },
  {
    name: 'amplify',
    test: /node_modules[\\/](aws-amplify|@aws-amplify|@aws-crypto|@smithy|@aws-sdk|tslib|js-cookie)[\\/]/,
  },
  { name: 'data', test: /node_modules[\\/](@tanstack|zod)[\\/]/ },
];

export default defineConfig({
  plugins: [react(), chakraRecipesPlugin(), prerenderPlugin()],
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
