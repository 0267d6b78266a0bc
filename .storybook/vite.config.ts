import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Vite settings for Storybook only (see main.ts): React and the build-time constants. */
export default defineConfig({
  plugins: [react()],
  define: { __ANSTOSS_VERSION__: JSON.stringify('storybook') },
});
