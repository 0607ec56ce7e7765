import { defineConfig } from 'vite';

/** The web app is served by the Fastify process under /management; `npm run build:web` writes dist/web. */
export default defineConfig({
  root: 'web',
  base: '/management/',
  publicDir: 'public',
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // Mantine marks its modules "use client" for React Server Components; a client bundle ignores that safely.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
