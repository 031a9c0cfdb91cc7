import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';
import { precompress } from '../scripts/precompress.ts';

export default defineConfig({
  root: 'web',
  plugins: [relay, react(), precompress()],
  resolve: {
    // The hooks entry of react-relay: the same API this app uses, without the legacy container classes (smaller).
    alias: [{ find: /^react-relay$/, replacement: 'react-relay/hooks' }],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The server reads which files a route's chunk needs from it (server/http/preload.ts).
    manifest: true,
    // The libraries in a chunk of their own: it changes only when they do, so browsers keep it across our releases.
    // KaTeX, the QR code library (the teachers' projector view: web/screens/Collections/SetBoard.tsx), pdf.js (the
    // back-office's exam PDF pane: web/lib/pdfPages.ts) and chart.js (the back-office's weekly KPI chart) stay with the
    // chunks that load them, so no other page downloads them.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'vendor', test: /[\\/]node_modules[\\/](?!(katex|qrcode|dijkstrajs|pdfjs-dist|chart\.js|@kurkle)[\\/])/ }] } } },
    // That chunk (React DOM, Relay, React Router) is 545 kB before compression; warn when it grows past 600 kB.
    chunkSizeWarningLimit: 600,
  },
  server: { proxy: { '/graphql': 'http://localhost:4000', '/api': 'http://localhost:4000', '/files': 'http://localhost:4000' } },
});
