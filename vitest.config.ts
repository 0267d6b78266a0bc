import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const shared = [
  'packages/**',
  'widgets/**',
  'shared/**',
  'demo-pages/**',
  'scripts/**',
  'stories/**',
];
const exclude = ['**/node_modules/**', '**/dist/**', '**/e2e/**', '**/*.e2e.ts'];

export default defineConfig({
  plugins: [react()],
  define: { __ANSTOSS_VERSION__: JSON.stringify('test') },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: shared.map((p) => `${p}/*.test.ts`),
          exclude,
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: shared.map((p) => `${p}/*.test.tsx`),
          exclude,
          setupFiles: ['./scripts/vitest-setup-dom.ts'],
        },
      },
    ],
  },
});
