// npm run db:migrate | db:status | db:migration -- <name>
import { loadConfig } from '../config.ts';
import { databaseTarget, openDatabase } from './database.ts';
import { applyMigrations, createMigration, migrationStatus } from './migrations.ts';

const [command, name] = process.argv.slice(2);

async function main(): Promise<void> {
  if (command === 'create') {
    if (!name) throw new Error('Usage: npm run db:migration -- <name>');
    const folder = await createMigration(name);
    console.log(folder ? `Created ${folder}` : 'The schema matches the migrations: nothing to create.');
    return;
  }
  const config = loadConfig();
  const db = await openDatabase(databaseTarget(config));
  try {
    if (command === 'apply') {
      const applied = await applyMigrations(db.adapterFactory);
      console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
    } else if (command === 'status') {
      const status = await migrationStatus(db.adapterFactory);
      const history = status.history;
      if (!history) console.log('The database is up to date.');
      else if (history.diagnostic === 'databaseIsBehind') console.log(`Pending: ${history.unappliedMigrationNames.join(', ')}`);
      else console.log(JSON.stringify(history, null, 2));
      if (status.failedMigrationNames.length) console.log(`Failed: ${status.failedMigrationNames.join(', ')}`);
      if (status.editedMigrationNames.length) console.log(`Edited after applying: ${status.editedMigrationNames.join(', ')}`);
    } else {
      throw new Error('Usage: db/cli.ts apply | status | create <name>');
    }
  } finally {
    await db.close();
  }
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
