// Loads the demo content from prisma/seed/content/<slug>/ (skeleton.ts + exams/<year>-<term>.ts)
// and checks that every reference inside it resolves, so a content mistake is caught before seeding.
import { readdirSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExamContent, StreamContent, QuestionContent, Figure } from './types.ts';

const contentDir = dirname(fileURLToPath(import.meta.url));

export function contentSlugs(): string[] {
  return readdirSync(contentDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(contentDir, d.name, 'skeleton.ts')))
    .map((d) => d.name)
    .sort();
}

export async function loadStreamContent(slug: string): Promise<StreamContent> {
  const dir = join(contentDir, slug);
  const { skeleton } = (await import(join(dir, 'skeleton.ts'))) as {
    skeleton: Omit<StreamContent, 'exams'>;
  };
  const examDir = join(dir, 'exams');
  const files = existsSync(examDir)
    ? readdirSync(examDir)
        .filter((f) => /^\d{4}-[123]\.ts$/.test(f))
        .sort()
    : [];
  const exams: ExamContent[] = [];
  for (const file of files) {
    const mod = (await import(join(examDir, file))) as { exam: ExamContent };
    exams.push(mod.exam);
  }
  return { ...skeleton, exams };
}

const imageRef = /!\[[^\]]*\]\(([^)\s]+)\)/g;

function checkFigures(figures: Figure[] | undefined, where: string, problems: string[]): void {
  for (const f of figures ?? []) {
    if (!/^[a-z0-9-]+\.svg$/.test(f.name)) problems.push(`${where}: figure name '${f.name}' must look like figuur1.svg`);
    if (!/^<svg[\s\S]*viewBox=[\s\S]*<\/svg>\s*$/.test(f.svg.trim())) problems.push(`${where}: figure ${f.name} is not a standalone <svg> with a viewBox`);
    if (/<script|href="http|xlink:href="http/i.test(f.svg)) problems.push(`${where}: figure ${f.name} has a script or external reference`);
    if (!f.alt.trim()) problems.push(`${where}: figure ${f.name} has no alt text`);
  }
}

function checkImageRefs(text: string | undefined, available: Set<string>, where: string, problems: string[]): void {
  for (const m of (text ?? '').matchAll(imageRef)) {
    if (!available.has(m[1]!)) problems.push(`${where}: image ${m[1]} is not a figure of this topic or question`);
  }
}

function checkMarkup(text: string | undefined, where: string, problems: string[]): void {
  if (!text) return;
  const dollars = text.split('$$').length - 1;
  if (dollars % 2 !== 0) problems.push(`${where}: unbalanced $$ in "${text.slice(0, 60)}..."`);
}

/** Returns a list of problems; empty when the stream's content is consistent. */
export function checkStreamContent(stream: StreamContent): string[] {
  const problems: string[] = [];
  const subdomains = new Set(stream.domains.flatMap((d) => d.children));
  const chapterCodes = new Map<string, Set<string>>();
  for (const m of stream.methodologies) {
    const codes = new Set<string>();
    for (const c of m.chapters) {
      codes.add(c.code);
      for (const p of c.children ?? []) codes.add(p.code);
    }
    chapterCodes.set(m.name, codes);
  }
  const types = new Set(stream.questionTypes);
  checkMarkup(stream.formulaSheet, `${stream.slug} formulaSheet`, problems);
  const seenExams = new Set<string>();
  for (const exam of stream.exams) {
    const ek = `${stream.slug} ${exam.year}-${exam.term}`;
    if (seenExams.has(ek)) problems.push(`${ek}: duplicate exam`);
    seenExams.add(ek);
    if (exam.year === 2020) problems.push(`${ek}: there were no central exams in 2020`);
    if (exam.standardizationValue < 0 || exam.standardizationValue > 2) problems.push(`${ek}: standardizationValue out of 0-2`);
    if (exam.topics.length < 3) problems.push(`${ek}: fewer than 3 topics`);
    let expected = 1;
    const byNumber = new Map<number, QuestionContent>();
    exam.topics.forEach((topic, ti) => {
      const tw = `${ek} topic ${ti + 1} '${topic.name}'`;
      checkFigures(topic.figures, tw, problems);
      const topicFigures = new Set((topic.figures ?? []).map((f) => f.name));
      checkImageRefs(topic.introduction, topicFigures, tw, problems);
      checkMarkup(topic.introduction, tw, problems);
      if (topic.questions.length < 3 || topic.questions.length > 6) problems.push(`${tw}: needs 3-6 questions`);
      for (const q of topic.questions) {
        const qw = `${ek} question ${q.number}`;
        if (q.number !== expected) problems.push(`${qw}: expected number ${expected}`);
        expected = q.number + 1;
        byNumber.set(q.number, q);
        if (!types.has(q.type)) problems.push(`${qw}: type '${q.type}' is not in questionTypes`);
        if (!subdomains.has(q.domain)) problems.push(`${qw}: domain '${q.domain}' is not a subdomain`);
        for (const [method, code] of Object.entries(q.chapters)) {
          const codes = chapterCodes.get(method);
          if (!codes) problems.push(`${qw}: unknown methodology '${method}'`);
          else if (!codes.has(code)) problems.push(`${qw}: chapter '${code}' not in ${method}`);
        }
        if (Object.keys(q.chapters).length === 0) problems.push(`${qw}: no chapters`);
        if (q.points < 1 || q.points > 6) problems.push(`${qw}: points out of 1-6`);
        if (q.minutes < 1 || q.minutes > 15) problems.push(`${qw}: minutes out of 1-15`);
        if (q.pValue < 0 || q.pValue > 100) problems.push(`${qw}: pValue out of 0-100`);
        if (q.tags.length === 0) problems.push(`${qw}: no tags`);
        if (q.highlights.length === 0) problems.push(`${qw}: no highlights`);
        if (q.answers.length === 0) problems.push(`${qw}: no answers`);
        checkFigures(q.figures, qw, problems);
        if (q.appendix) checkFigures([q.appendix], qw, problems);
        const available = new Set([...topicFigures, ...(q.figures ?? []).map((f) => f.name), ...(q.appendix ? [q.appendix.name] : [])]);
        for (const t of [q.introduction, q.text]) {
          checkImageRefs(t, available, qw, problems);
          checkMarkup(t, qw, problems);
        }
        for (const d of q.dependsOn ?? []) {
          const earlier = byNumber.get(d.number);
          if (!earlier || d.number >= q.number) problems.push(`${qw}: dependency on ${d.number} is not an earlier question`);
          else {
            if (d.introduction && !earlier.introduction) problems.push(`${qw}: dependency ${d.number} has no introduction`);
            if (d.attachments && !earlier.figures?.length) problems.push(`${qw}: dependency ${d.number} has no figures`);
            if (d.appendixes && !earlier.appendix) problems.push(`${qw}: dependency ${d.number} has no appendix`);
          }
        }
        q.answers.forEach((a, ai) => {
          const aw = `${qw} answer ${ai + 1}`;
          if (a.steps.length < 1 || a.steps.length > 5) problems.push(`${aw}: needs 1-5 steps`);
          const sum = a.steps.reduce((s, st) => s + st.points, 0);
          if (a.scores) {
            if (a.scores.length !== 2 ** a.steps.length) problems.push(`${aw}: scores needs ${2 ** a.steps.length} entries`);
            if (sum !== 0) problems.push(`${aw}: with scores every step has 0 points`);
            if (Math.max(...a.scores) !== q.points) problems.push(`${aw}: highest score must equal the question's points`);
          } else if (sum !== q.points) problems.push(`${aw}: step points add up to ${sum}, question has ${q.points}`);
          for (const st of a.steps) {
            for (const t of [st.correction, st.text, st.elaboration, st.explanation, ...(st.tips ?? [])]) checkMarkup(t, aw, problems);
            if (!st.correction.trim() || !st.text.trim() || !st.elaboration.trim() || !st.explanation.trim()) problems.push(`${aw}: a step has an empty field`);
          }
        });
      }
    });
  }
  return problems;
}
