// The dry run of a 5,000-question import, in CSV and in GIFT: read the file, check every question against
// the question rules, find duplicates in the file and in a bank of 20,000 questions, and keep the report
// (question_import), as POST /questions/import does after the upload. Target (domain anchors, section 6):
// under 10 s, with the process's memory growing by less than 50 MB. Prints JSON.
//   npx tsx bench/question-import.ts               (in-memory PGlite; QUESTIONS=5000 BANK=20000 RUNS=3)
//   DATABASE_URL=postgres://… npx tsx bench/question-import.ts   (an empty PostgreSQL database)
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { previewImport } from '../apps/server/src/areas/questions/imports/import-run.js';
import { importedPromptHash } from '../apps/server/src/areas/questions/imports/prompt-html.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { createContext } from '../apps/server/src/platform/context.js';
import { rssMb, sampleRss } from './memory.js';

const QUESTIONS = Number(process.env.QUESTIONS ?? 5000);
const BANK = Number(process.env.BANK ?? 20_000);
const RUNS = Number(process.env.RUNS ?? 3);
const TARGET_SECONDS = 10;
const TARGET_GROWTH_MB = 50;

const topics = [
  'Sprint Planning',
  'the Daily Scrum',
  'the Sprint Review',
  'the Product Backlog',
  'the Increment',
  'refinement',
];
const prompt = (i: number) =>
  `Question ${i}: what is true of ${topics[i % topics.length]} when the team has ${i % 97} items?`;

/** Row i of the file: one in thirty repeats a bank question, one in forty an earlier row, one in fifty is broken. */
const promptOf = (i: number) =>
  i % 30 === 1 ? prompt(1_000_000 + (i % BANK)) : i % 40 === 2 ? prompt(i - 1) : prompt(i);

function csvFile() {
  const lines = [
    'type,prompt,points,answer 1,answer 1 correct,answer 2,answer 2 correct,answer 3,answer 3 correct,correct,feedback',
  ];
  for (let i = 0; i < QUESTIONS; i++) {
    const p = `"${promptOf(i)}"`;
    if (i % 50 === 3) lines.push(`multiplechoice,${p},1,Only,no,Other,no,,,,`);
    else if (i % 3 === 0) lines.push(`truefalse,${p},1,,,,,,,${i % 2 ? 'True' : 'False'},See the guide.`);
    else
      lines.push(`multiplechoice,${p},1,The Product Owner,yes,The Scrum Master,no,The Developers,no,,See the guide.`);
  }
  return lines.join('\r\n');
}

function giftFile() {
  const blocks = ['// Generated for the import bench', '$CATEGORY: $course$/top/Bench'];
  for (let i = 0; i < QUESTIONS; i++) {
    const p = promptOf(i).replaceAll(':', '\\:');
    if (i % 50 === 3) blocks.push(`::Q${i}:: ${p} {=The Product Owner ~The Scrum Master`);
    else if (i % 3 === 0) blocks.push(`::Q${i}:: ${p} {${i % 2 ? 'T' : 'F'}}`);
    else blocks.push(`::Q${i}:: ${p} {=The Product Owner ~The Scrum Master ~The Developers ####See the guide.}`);
  }
  return blocks.join('\n\n');
}

async function arrange(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const { sql } = await import('drizzle-orm');
  await db.execute(sql`insert into classmarker_parent_category (language_id, name) values ('en', 'Bench')`);
  await db.execute(
    sql`insert into classmarker_category (parent_category_id, language_id, name) select id, 'en', 'Bench' from classmarker_parent_category where name = 'Bench'`,
  );
  // The bank: BANK questions with a current revision each, whose hashes the file's duplicates meet.
  for (let from = 0; from < BANK; from += 5000) {
    const hashes = Array.from({ length: Math.min(5000, BANK - from) }, (_, k) =>
      importedPromptHash(prompt(1_000_000 + from + k)),
    );
    await db.execute(sql`
      with q as (
        insert into question (type, language_id, state) select 'truefalse', 'en', 'Current' from generate_series(1, ${hashes.length})
        returning id),
      numbered as (select id, row_number() over (order by id) as n from q)
      insert into question_revision (question_id, number, prompt_hash)
      select id, 1, (string_to_array(${hashes.join(',')}, ','))[n] from numbered`);
  }
  // Apart: a statement's data-modifying parts do not see each other's rows.
  await db.execute(sql`update question q set current_revision_id = r.id from question_revision r
                       where r.question_id = q.id and q.current_revision_id is null and r.number = 1`);
}

async function main() {
  const database = await openDatabase({ url: process.env.DATABASE_URL });
  await database.migrate();
  await arrange(database.db);
  const ctx = createContext(database.db, null, 'bench', pino({ level: 'silent' }));
  const files = { csv: { name: 'bench.csv', text: csvFile() }, gift: { name: 'bench.gift', text: giftFile() } };
  const results = [];
  for (const [format, file] of Object.entries(files) as [keyof typeof files, { name: string; text: string }][]) {
    const seconds: number[] = [];
    const growth: number[] = [];
    let counts: unknown;
    for (let run = 0; run < RUNS; run++) {
      global.gc?.();
      const sampler = sampleRss(process.pid);
      const heapBefore = process.memoryUsage().heapUsed;
      const started = performance.now();
      const report = await previewImport(ctx, {
        format,
        languageId: 'en',
        categoryId: null,
        assessmentIds: [],
        file: { fileName: file.name, content: file.text },
      });
      seconds.push((performance.now() - started) / 1000);
      const rss = sampler.stop();
      growth.push(rss.growth);
      counts = { ...report.counts, heapGrowthMb: Math.round((process.memoryUsage().heapUsed - heapBefore) / 1048576) };
    }
    results.push({
      format,
      fileMb: Math.round((Buffer.byteLength(file.text) / 1048576) * 100) / 100,
      counts,
      seconds: seconds.map((s) => Math.round(s * 100) / 100),
      rssGrowthMb: growth,
      withinTarget: Math.max(...seconds) < TARGET_SECONDS && Math.max(...growth) < TARGET_GROWTH_MB,
    });
  }
  console.log(
    JSON.stringify(
      {
        bench: 'question-import',
        database: database.kind,
        questions: QUESTIONS,
        bank: BANK,
        targetSeconds: TARGET_SECONDS,
        targetGrowthMb: TARGET_GROWTH_MB,
        node: process.version,
        rssMb: rssMb(process.pid),
        results,
      },
      null,
      2,
    ),
  );
  await database.close();
}

await main();
