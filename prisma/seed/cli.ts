// npm run db:seed [-- --scale N]: migrates, seeds the demo into an empty database, optionally adds N generated topics.
import { loadConfig } from '../../server/config.ts';
import { databaseTarget, openDatabase } from '../../server/db/database.ts';
import { applyMigrations } from '../../server/db/migrations.ts';
import { seedDemo } from './demo.ts';
import { seedScale } from './scale.ts';
import { printDemoAccounts } from './print.ts';
import { createFileStorage } from '../../server/storage/index.ts';

const args = process.argv.slice(2);
const scaleIndex = args.indexOf('--scale');
const scale = scaleIndex >= 0 ? Number(args[scaleIndex + 1]) : 0;
if (scaleIndex >= 0 && (!Number.isInteger(scale) || scale < 1)) {
  console.error('Usage: npm run db:seed -- --scale <number of topics>');
  process.exit(2);
}

const config = loadConfig();
const db = await openDatabase(databaseTarget(config));
try {
  await applyMigrations(db.adapterFactory);
  const started = Date.now();
  // As at start-up (server/main.ts): no published password on a production database.
  const publishedPassword = !config.isProduction;
  const result = await seedDemo(db.prisma, console.log, new Date(), { publishedPassword, storage: createFileStorage(config) });
  if (result.seeded) {
    console.log(`Demo-inhoud geladen in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    printDemoAccounts(console.log, publishedPassword);
  } else {
    console.log('De database bevat al inhoud: de demo-inhoud is niet opnieuw geladen.');
  }
  if (scale) {
    const t = Date.now();
    const made = await seedScale(db.prisma, scale, console.log);
    console.log(`${made.topics} opgaven met ${made.questions} vragen gegenereerd in ${((Date.now() - t) / 1000).toFixed(1)} s.`);
  }
} finally {
  await db.close();
}
process.exit(0);
