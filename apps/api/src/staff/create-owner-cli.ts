import readline from 'node:readline';
import { Writable } from 'node:stream';
import { loadConfig } from '../config.js';
import { openDatabase, isUniqueViolation } from '../db/index.js';
import { hashPassword, passwordProblem, scryptParamsForCost } from '../auth/index.js';
import { audit } from '../audit/index.js';
import { findStaffByEmail, insertStaff } from './storage.js';

/**
 * `npm run admin:create -- someone@example.com [Name]`: creates an owner account. The password
 * comes from ADMIN_PASSWORD, or is asked on the terminal without echo. An existing e-mail is refused.
 */
async function askPassword(prompt: string): Promise<string | null> {
  if (!process.stdin.isTTY) return null;
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true });
  try {
    return await new Promise<string>((resolve) => {
      rl.question(prompt, (answer) => resolve(answer));
      muted = true;
    });
  } finally {
    rl.close();
    process.stdout.write('\n');
  }
}

async function main(): Promise<number> {
  const email = process.argv[2]?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    console.error('Usage: npm run admin:create -- <email> [name]   (password from ADMIN_PASSWORD or asked)');
    return 2;
  }
  const name = process.argv.slice(3).join(' ').trim() || email.split('@')[0] || email;
  const config = loadConfig();
  const opened = await openDatabase(config);
  try {
    if (await findStaffByEmail(opened.db, email)) {
      console.error(`A staff member with the e-mail ${email} already exists.`);
      return 1;
    }
    const password = process.env.ADMIN_PASSWORD ?? (await askPassword(`Password for ${email}: `));
    if (password === null) {
      console.error('No terminal to ask the password on: set ADMIN_PASSWORD.');
      return 1;
    }
    const problem = passwordProblem(password);
    if (problem) {
      console.error(problem);
      return 1;
    }
    const passwordHash = await hashPassword(password, scryptParamsForCost(config.passwordHashCost));
    const owner = await opened.dialect.writeTransaction(opened.db, async (trx) => {
      const row = await insertStaff(trx, { email, name, role: 'owner', passwordHash });
      await audit(trx, {
        staffId: null,
        action: 'staff.create',
        entityType: 'staff',
        entityId: row.id,
        after: { email, name, role: 'owner', via: 'cli' },
      });
      return row;
    });
    console.log(`Owner ${owner.email} created (staff id ${owner.id}).`);
    return 0;
  } catch (error) {
    if (isUniqueViolation(error)) {
      console.error(`A staff member with the e-mail ${email} already exists.`);
      return 1;
    }
    throw error;
  } finally {
    await opened.close();
  }
}

process.exitCode = await main();
