// Usage: npx tsx prisma/seed/content/check.ts [slug ...]
// Prints the problems in the demo content of the given streams (all when none given) and the counts.
import { checkStreamContent, contentSlugs, loadStreamContent } from './load.ts';

const slugs = process.argv.slice(2).length ? process.argv.slice(2) : contentSlugs();
let failed = false;
for (const slug of slugs) {
  const stream = await loadStreamContent(slug);
  const problems = checkStreamContent(stream);
  const topics = stream.exams.reduce((n, e) => n + e.topics.length, 0);
  const questions = stream.exams.reduce((n, e) => n + e.topics.reduce((m, t) => m + t.questions.length, 0), 0);
  console.log(`${slug}: ${stream.exams.length} exams, ${topics} topics, ${questions} questions, ${problems.length} problems`);
  for (const p of problems) console.log(`  - ${p}`);
  if (problems.length) failed = true;
}
process.exit(failed ? 1 : 0);
