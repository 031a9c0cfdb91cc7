// How a question of a set is named wherever the set is read (issue 42 item 1): numbered through the set, 1 to N, in
// the set's order (topic by topic, each topic's questions by their exam number: create.ts stores that order as each
// question's position). A set holds topics of several exams, each numbered from 1, so the exams' own numbers repeat
// within a set ('Vraag 5' four times) and answers could not be matched to the marking scheme. The PDF, the Word file,
// the corrections, the appendixes and the pages a QR code opens all take their label from here; the exam and the
// question's own number stay on the source line. A set of one whole exam keeps the exam's numbers.

export interface PlacedQuestion {
  questionId: number;
  position: number;
}

/** Each question's label in its set: its place in the set's order, counted from 1. */
export function setLabels(rows: readonly PlacedQuestion[]): Map<number, number> {
  const ordered = [...rows].sort((a, b) => a.position - b.position || a.questionId - b.questionId);
  return new Map(ordered.map((row, i) => [row.questionId, i + 1]));
}
