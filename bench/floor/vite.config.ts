/** Same Vite and React plugin as the portal, nothing else. */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { sourcemap: false, manifest: true },
});
