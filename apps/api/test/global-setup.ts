/** Says once, clearly, whether the PostgreSQL half of the integration suite runs. */
export default function setup(): void {
  if (process.env.TEST_DATABASE_URL) {
    console.log(`\n[integration] PostgreSQL suite ON (${process.env.TEST_DATABASE_URL.replace(/\/\/[^@]*@/, '//***@')})\n`);
  } else {
    console.log('\n[integration] PostgreSQL suite SKIPPED: set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run it.\n');
  }
}
