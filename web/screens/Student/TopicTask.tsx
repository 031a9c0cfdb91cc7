// A topic's task as every student page draws it (document 2 §2.3-§2.5; issue 41): the topic's introduction with its
// figures, and per question what it brings in from earlier questions ('Uit vraag N:'), its introduction, figures, text
// and appendixes — as the teacher's topic page shows them. The shared set's pages (/student, /c, /a) and
// self-practice (/zelf-oefenen/{topic}) all draw a task through these two parts, so they cannot drift apart. A figure
// the text already draws is not drawn again, and an earlier question that brings nothing gets no box
// (web/components/taskFiles.ts, as on the topic page).
import { graphql, useFragment } from 'react-relay';
import type { TopicTask_question$key } from '../../__generated__/TopicTask_question.graphql';
import type { TopicTask_topic$key } from '../../__generated__/TopicTask_topic.graphql';
import { Markup } from '../../components/Markup.tsx';
import { bringsSomething, notDrawnIn, type TaskFile } from '../../components/taskFiles.ts';
import { STUDENT_TEXT as T } from './studentText.ts';

const topicFragment = graphql`
  fragment TopicTask_topic on Topic {
    introduction
    attachments {
      name
      url
    }
  }
`;

const questionFragment = graphql`
  fragment TopicTask_question on Question {
    number
    introduction
    text
    attachments {
      name
      url
    }
    appendixes {
      name
      url
    }
    dependencies {
      number
      introduction
      attachments {
        name
        url
      }
      appendixes {
        name
        url
      }
    }
  }
`;

/** An image written with a bare file name (`figuur1.svg`) is one of these files. */
const resolverOf = (files: readonly TaskFile[]) => (name: string) => files.find((f) => f.url.endsWith(`/${encodeURIComponent(name)}`))?.url ?? null;

function Figures({ files }: { files: readonly TaskFile[] }) {
  if (!files.length) return null;
  return (
    <div className="task-figures">
      {files.map((f) => (
        <figure key={f.url} className="task-figure">
          <img src={f.url} alt={f.name} loading="lazy" decoding="async" />
        </figure>
      ))}
    </div>
  );
}

/** Appendixes (uitwerkbijlagen): the sheet to look at, and a link to open (and print) it on its own. */
function Appendixes({ files }: { files: readonly TaskFile[] }) {
  if (!files.length) return null;
  return (
    <div className="task-figures">
      {files.map((f) => (
        <figure key={f.url} className="task-figure">
          <img src={f.url} alt={f.name} loading="lazy" decoding="async" />
          <figcaption>
            <a href={f.url} target="_blank" rel="noreferrer">
              {f.name.toLowerCase().startsWith(T.appendix.toLowerCase()) ? f.name : `${T.appendix}: ${f.name}`}
            </a>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

/** The topic's introduction with its figures (those it does not draw itself after it). */
export function TopicIntroduction({ topic }: { topic: TopicTask_topic$key }) {
  const { introduction, attachments } = useFragment(topicFragment, topic);
  if (!introduction && !attachments.length) return null;
  return (
    <div className="task-introduction">
      <Markup text={introduction} resolveImage={resolverOf(attachments)} />
      <Figures files={notDrawnIn(attachments, [introduction])} />
    </div>
  );
}

/**
 * One question's task: what it brings in from earlier questions, its introduction, figures, text and appendixes.
 * `inSet`: the page numbers its questions through a teacher's set, so an earlier question is named by its exam number.
 */
export function QuestionTask({ question, inSet = false }: { question: TopicTask_question$key; inSet?: boolean }) {
  const q = useFragment(questionFragment, question);
  const resolveImage = resolverOf(q.attachments);
  return (
    <div className="task-question">
      {q.dependencies.filter(bringsSomething).map((d) => (
        <div key={d.number} className="task-dependency">
          <p className="task-dependency-label">{inSet ? T.broughtInExam(d.number) : T.broughtIn(d.number)}</p>
          <Markup text={d.introduction} resolveImage={resolverOf(d.attachments)} />
          <Figures files={notDrawnIn(d.attachments, [d.introduction])} />
          <Appendixes files={d.appendixes} />
        </div>
      ))}
      <Markup text={q.introduction} resolveImage={resolveImage} />
      <Figures files={notDrawnIn(q.attachments, [q.introduction, q.text])} />
      <Markup text={q.text} className="question-text" resolveImage={resolveImage} />
      <Appendixes files={q.appendixes} />
    </div>
  );
}
