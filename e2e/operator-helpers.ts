import { execFileSync } from 'node:child_process';

/*
 * Operators of the browser journeys. One session per account and app type is live, so two files running at once
 * (two workers) that log the same operator in to the console would end each other's session: each file that needs
 * the console has an operator of its own, made the only way operators are made, `npm run operator:create`.
 */
const DATABASE_URL = process.env.E2E_DATABASE_URL ?? `postgres://mall:mall@127.0.0.1:${process.env.PG_PORT ?? 5499}/postgres`;
const PASSWORD = 'Operator2026';

/** An operator for one journey file (`name`), an admin unless another role is named, created on first use; answers its login. */
export function journeyOperator(name: string, role: 'support' | 'finance' | 'admin' = 'admin'): { email: string; password: string } {
  const email = `operator-${name}@mall.example`;
  execFileSync('npx', ['tsx', 'apps/server/src/commands/operator-create.ts', '--email', email, '--password', PASSWORD, '--role', role], {
    env: { ...process.env, DATABASE_URL },
    stdio: 'ignore',
  });
  return { email, password: PASSWORD };
}
