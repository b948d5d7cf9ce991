import pg from 'pg';

/** Runs one statement on the server of DATABASE_URL (creating, dropping databases). */
export async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
