// The heatmap of a selection (issue 11): a real table of questions × steps. Each step's cell says in numbers how many
// students took a tip there, looked at the model answer or ended on 'Nee', and its colour says what share of the
// question's students got stuck there — colour and numbers, with the legend in words, so nobody depends on the colour.
// The last column says per question whether the tips helped.
import { Fragment, useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { HeatmapTable_heatmap$key } from '../../__generated__/HeatmapTable_heatmap.graphql';
import { CLASSROOM_TEXT as T } from './classroomText.ts';

/** How dark a step's cell is: 0 for nobody stuck, then by quarters of the question's students. */
export function heatLevel(stuck: number, students: number): 0 | 1 | 2 | 3 | 4 {
  if (stuck <= 0 || students <= 0) return 0;
  const share = stuck / students;
  if (share < 0.25) return 1;
  if (share < 0.5) return 2;
  if (share < 0.75) return 3;
  return 4;
}

export function HeatmapTable({ heatmap }: { heatmap: HeatmapTable_heatmap$key }) {
  const data = useFragment(
    graphql`
      fragment HeatmapTable_heatmap on SetHeatmap {
        name
        questions {
          questionId
          number
          topicName
          students
          tipStudents
          helpedStudents
          tipsHelped
          tipsUsed
          elaborationsSeen
          strategies {
            name
            steps {
              sectionId
              position
              tips
              elaborations
              no
              stuck
            }
          }
        }
      }
    `,
    heatmap,
  );
  const legendId = useId();
  const stepCount = Math.max(1, ...data.questions.flatMap((q) => q.strategies.map((s) => s.steps.length)));
  const steps = Array.from({ length: stepCount }, (_, i) => i + 1);

  return (
    <>
      <div className="classroom-table-wrap heatmap-wrap" role="region" aria-label={T.heatmapCaption(data.name)} tabIndex={0}>
        <table className="heatmap" aria-describedby={legendId}>
          <caption>{T.heatmapCaption(data.name)}</caption>
          <thead>
            <tr>
              <th scope="col">{T.questionColumn}</th>
              <th scope="col" className="number">
                {T.studentsColumn}
              </th>
              {steps.map((n) => (
                <th key={n} scope="col">
                  {T.stepColumn(n)}
                </th>
              ))}
              <th scope="col">
                {T.helpColumn} <span className="column-hint">({T.helpHint})</span>
              </th>
              <th scope="col">
                {T.helpedColumn} <span className="column-hint">({T.helpedHint})</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.questions.map((q) => {
              const title = T.questionRow(q.topicName, q.number);
              const help = T.helpCell(q.tipsUsed, q.elaborationsSeen);
              const helped = q.tipsHelped == null ? <span className="muted">{T.noTips}</span> : T.helped(q.helpedStudents, q.tipStudents, q.tipsHelped);
              if (q.strategies.length === 0) {
                return (
                  <tr key={q.questionId}>
                    <th scope="row">{title}</th>
                    <td className="number">{q.students}</td>
                    <td colSpan={stepCount} className="muted">
                      {T.noSteps}
                    </td>
                    <td>{help}</td>
                    <td>{helped}</td>
                  </tr>
                );
              }
              const rows = q.strategies.length;
              return (
                <Fragment key={q.questionId}>
                  {q.strategies.map((strategy, i) => (
                    <tr key={`${q.questionId}-${i}`} className={i === 0 ? 'heatmap-question-start' : undefined}>
                      <th scope="row">
                        {title}
                        {rows > 1 && <span className="heatmap-strategy">{T.strategyRow(strategy.name)}</span>}
                      </th>
                      {i === 0 && (
                        <td className="number" rowSpan={rows}>
                          {q.students}
                        </td>
                      )}
                      {steps.map((n) => {
                        const step = strategy.steps[n - 1];
                        if (!step) {
                          return (
                            <td key={n} className="heat-none">
                              <span aria-hidden="true">–</span>
                              <span className="visually-hidden">{T.noStep}</span>
                            </td>
                          );
                        }
                        return (
                          <td key={n} className={`heat heat-${heatLevel(step.stuck, q.students)}`}>
                            <span className="heat-line">{T.tipLine(step.tips)}</span>
                            <span className="heat-line">{T.elaborationLine(step.elaborations)}</span>
                            <span className="heat-line">{T.noLine(step.no)}</span>
                            <span className="visually-hidden">{T.stuckOf(step.stuck, q.students)}</span>
                          </td>
                        );
                      })}
                      {i === 0 && <td rowSpan={rows}>{help}</td>}
                      {i === 0 && <td rowSpan={rows}>{helped}</td>}
                    </tr>
                  ))}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      <div id={legendId} className="heatmap-legend">
        <p>{T.heatmapLegend}</p>
        <p className="heatmap-legend-title">{T.legendTitle}:</p>
        <ul>
          {T.legendLevels.map((label, level) => (
            <li key={label}>
              <span className={`heat-swatch heat-${level}`} aria-hidden="true" />
              {label}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
