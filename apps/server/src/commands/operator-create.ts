import { parseArgs } from 'node:util';
import { OPERATOR_ROLES } from '@mall/contract/platform/api';
import { ZEmail, ZPassword } from '@mall/contract/account/account-fields';
import { ensureOperator, isOperatorRole } from '../modules/account/account.api.ts';
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/services.ts';

/**
 * `npm run operator:create -- --email ops@example.com --password '…' --role admin [--name Alice]`: makes a platform
 * operator (the only way one is made). Works on DATABASE_URL, or on the embedded PostgreSQL of DATA_DIR whether or
 * not the mall is running.
 */
const usage = `usage: npm run operator:create -- --email <email> --password <password> --role <${OPERATOR_ROLES.join('|')}> [--name <name>]`;
const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } } });
const email = ZEmail.safeParse(values.email);
const password = ZPassword.safeParse(values.password);
if (!email.success || !password.success || !values.role || !isOperatorRole(values.role)) {
  if (values.email !== undefined && !email.success) console.error('--email: not an email address');
  if (values.password !== undefined && !password.success) console.error('--password: 8 to 64 characters with a letter and a digit');
  if (values.role !== undefined && !isOperatorRole(values.role)) console.error(`--role: one of ${OPERATOR_ROLES.join(', ')}`);
  console.error(usage);
  process.exit(2);
}

const say = (msg: string) => console.log(`[operator] ${msg}`);
const database = await openDatabase(loadConfig(), say);
try {
  const { accountId, created } = await ensureOperator(database.db, { email: email.data, password: password.data, role: values.role, ...(values.name ? { nickName: values.name } : {}) });
  say(`${created ? 'created' : 'updated'} operator ${email.data} (account ${accountId}) with the role ${values.role}; sign in at /platform/`);
} finally {
  await database.close();
}
