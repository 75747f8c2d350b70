// `npm run dev`: the API (restarting on change) and Vite's dev server with hot reload, side by side.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@eco/server'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
      // A handler answering off the contract fails at once while developing (off in production).
      VALIDATE_RESPONSES: process.env.VALIDATE_RESPONSES ?? 'true',
      // No load balancer to drain for: a restart on change is immediate.
      SHUTDOWN_DRAIN_SECONDS: process.env.SHUTDOWN_DRAIN_SECONDS ?? '0',
    },
  }),
  spawn('npm', ['run', 'dev', '-w', '@eco/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
