// Processor time of a benchmark's app and database, read from Linux's /proc, per request measured.
import fs from 'node:fs';

/** Processor seconds used so far by the app's process and by the PostgreSQL processes under `dataDir` (Linux /proc). */
export function cpuSeconds(appPid: number, dataDir: string): { app: number; db: number } {
  // With `reaped`, also what the process's finished children used (a closed connection's backend is gone, and its
  // time counts in the postmaster's cutime and cstime once reaped): without it the database's time could go down.
  const ticks = (pid: number, reaped = false) => {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12]) + (reaped ? Number(fields[13]) + Number(fields[14]) : 0)) / 100;
    } catch {
      return 0;
    }
  };
  const pids = fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map(Number);
  const parentOf = (pid: number) => {
    try {
      return Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
    } catch {
      return 0;
    }
  };
  const postmaster = pids.find((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dataDir);
    } catch {
      return false;
    }
  });
  const db = postmaster === undefined ? 0 : ticks(postmaster, true) + pids.filter((pid) => parentOf(pid) === postmaster).reduce((sum, pid) => sum + ticks(pid), 0);
  return { app: ticks(appPid), db };
}

/** Runs a measurement and adds the processor time it cost the app and the database per request. */
export async function withCpu<T extends { n: number }>(appPid: number, dataDir: string, run: () => Promise<T>) {
  const before = cpuSeconds(appPid, dataDir);
  const client = process.cpuUsage();
  const result = await run();
  const after = cpuSeconds(appPid, dataDir);
  const used = process.cpuUsage(client);
  const per = (x: number) => Math.round(((x * 1000) / result.n) * 100) / 100;
  return {
    ...result,
    cpuMsPerRequest: { app: per(after.app - before.app), db: per(after.db - before.db), loadClient: per((used.user + used.system) / 1e6) },
  };
}
