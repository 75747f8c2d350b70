// Runs the daily license job with the application, in every instance: a timer looks every few minutes
// whether the day's run is done and runs it when this instance claims the day (license-job.ts). Stopped
// with the app, waiting for a run in progress so it is not cut off between its batches.
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { runLicenseJob } from './license-job.js';

export function startLicenseJob(
  app: FastifyInstance,
  config: Pick<Config, 'licenseJobMinutes' | 'productName'>,
  db: Db,
) {
  if (config.licenseJobMinutes === 0) return;
  const instance = `${os.hostname()}:${process.pid}`;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return; // a run still going (a slow first day) is not started twice
    running = runLicenseJob(db, { instance, productName: config.productName })
      .then((r) => r.ran && app.log.info({ licenseJob: r }, 'license job: ran the day'))
      .catch((error: unknown) => app.log.error({ err: error }, 'license job: failed; retried after its lease'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, config.licenseJobMinutes * 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
