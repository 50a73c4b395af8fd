import { spawn } from 'node:child_process';

/**
 * `npm run dev`: the API restarting on change (port 8080, API only) and Vite's hot-reloading
 * dev server (port 5173, proxying /api and /sandbox to the API). Ctrl-C stops both.
 */
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
    env: { ...process.env, DIST_DIR: 'dist-none' },
    stdio: 'inherit',
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit' }),
];

const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.once('SIGINT', stopAll);
process.once('SIGTERM', stopAll);
for (const child of children) child.once('exit', stopAll);
