// The topic page (/topics/{id}, document 1 §2.5): the topic's facts, introduction and attachments, its questions in
// steps with 'Selecteer vraag', 'Correctievoorschrift' and 'Kenmerken vraag', and the side panel that puts the chosen
// questions in the current selection. Everyone may preview a published topic; marking schemes only show for a
// teacher with a grant for the stream (and admins and authors); without a grant the controls are disabled with the
// reason as their description and tooltip.
import { useEffect, useId, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import type { TopicScreenQuery, TopicScreenQuery$data } from '../../__generated__/TopicScreenQuery.graphql';
import { Markup, PrerenderedFormulas } from '../../components/Markup.tsx';
// The formulas come drawn by the server (topic.formulas), so the page loads KaTeX's stylesheet, not its script.
import 'katex/dist/katex.min.css';
import { Alert } from '../../components/ui/Alert.tsx';
import { useToast } from '../../components/Toasts.tsx';
import { plural, TopicFacts } from '../../components/TopicFacts.tsx';
import { AlreadyUsed } from '../../components/AlreadyUsed.tsx';
import { bringsSomething, notDrawnIn } from '../../components/taskFiles.ts';
import { useSelectQuestionsMutation } from '../../mutations/useSelectQuestionsMutation.ts';
import { usePageStream } from '../../components/pageStream.ts';
import { examLabel } from '../../../shared/exams/examName.ts';
import './topic.css';

export const topicScreenQuery = graphql`
  query TopicScreenQuery($id: ID!) @preloadable {
    topic(id: $id) {
      id
      name
      courseName
      levelName
      questionCount
      totalPoints
      totalMinutes
      complexity
      highlights {
        text
      }
      introduction
      attachments {
        name
        url
      }
      formulas {
        tex
        display
        html
      }
      exam {
        year
        term
        isConcept
      }
      stream {
        urlId
      }
      viewerMaySeeAnswers
      viewerMaySelect
      viewerSelectionNotice
      inCart
      selectedQuestionIds
      viewerLastUse {
        sharedAt
        groupName
      }
      questions {
        id
        number
        points
        timeInMinutes
        introduction
        text
        questionType
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
        keywords {
          name
        }
        domains {
          name
          parent {
            name
          }
        }
        chapters {
          methodology
          name
          title
          parent {
            name
          }
        }
        answers {
          name
          sections {
            position
            points
            correction
            text
          }
        }
      }
    }
  }
`;

export const TOPIC_FAILED = 'Kon opgavetitel niet ophalen.';

type Topic = NonNullable<TopicScreenQuery$data['topic']>;
type Question = Topic['questions'][number];
type File = { name: string; url: string };

export function TopicScreen({ queryRef }: { queryRef: PreloadedQuery<TopicScreenQuery> }) {
  const { topic } = usePreloadedQuery<TopicScreenQuery>(topicScreenQuery, queryRef);
  // The header's stream picker follows the topic's stream (components/StreamPicker.tsx).
  usePageStream(topic?.stream?.urlId);
  if (!topic) {
    return (
      <Alert kind="info" title="Opgave niet gevonden">
        <p>
          Deze opgave bestaat niet of is (nog) niet gepubliceerd. <Link to="/">Naar de homepage</Link>
        </p>
      </Alert>
    );
  }
  return (
    <PrerenderedFormulas formulas={topic.formulas}>
      <TopicPage topic={topic} />
    </PrerenderedFormulas>
  );
}

function TopicPage({ topic }: { topic: Topic }) {
  const [selected, setSelected] = useState<string[]>(() => [...topic.selectedQuestionIds]);
  // A new answer from the server (after 'Voeg toe', or another tab) is the selection again.
  const saved = topic.selectedQuestionIds.join(',');
  useEffect(() => setSelected(saved ? saved.split(',') : []), [saved]);
  const toggle = (id: string, on: boolean) => setSelected((list) => (on ? [...list.filter((q) => q !== id), id] : list.filter((q) => q !== id)));

  return (
    <div className="topic-page">
      <article className="topic-main" aria-labelledby="topic-title">
        <header className="topic-header">
          <h1 id="topic-title">{topic.name}</h1>
          <p className="topic-meta">
            {topic.courseName} {topic.levelName} · {examLabel(topic.exam.year, topic.exam.term)}
            {topic.exam.isConcept && <span className="badge badge-concept">Concept</span>}
          </p>
          <AlreadyUsed use={topic.viewerLastUse} />
          <TopicFacts className="topic-facts" questionCount={topic.questionCount} totalPoints={topic.totalPoints} totalMinutes={topic.totalMinutes} complexity={topic.complexity} />
          {topic.highlights.length > 0 && (
            <ul className="topic-highlights" aria-label="Kernpunten">
              {topic.highlights.map((h, i) => (
                <li key={i}>
                  <Markup text={h.text} inline />
                </li>
              ))}
            </ul>
          )}
        </header>
        <Markup text={topic.introduction} className="topic-introduction" />
        <Files files={notDrawnIn(topic.attachments, [topic.introduction])} />
        <ol className="question-steps">
          {topic.questions.map((q) => (
            <QuestionStep
              key={q.id}
              question={q}
              checked={selected.includes(q.id)}
              onToggle={(on) => toggle(q.id, on)}
              maySelect={topic.viewerMaySelect}
              notice={topic.viewerSelectionNotice}
              maySeeAnswers={topic.viewerMaySeeAnswers}
            />
          ))}
        </ol>
      </article>
      <SelectionPanel topic={topic} selected={selected} setSelected={setSelected} />
    </div>
  );
}

function Files({ files, label }: { files: readonly File[]; label?: string }) {
  if (!files.length) return null;
  return (
    <div className="topic-files">
      {label && <p className="topic-files-label">{label}</p>}
      {files.map((f, i) => (
        <figure key={i} className="topic-figure">
          <img src={f.url} alt={f.name} loading="lazy" decoding="async" />
        </figure>
      ))}
    </div>
  );
}

function QuestionStep({
  question: q,
  checked,
  onToggle,
  maySelect,
  notice,
  maySeeAnswers,
}: {
  question: Question;
  checked: boolean;
  onToggle: (on: boolean) => void;
  maySelect: boolean;
  notice: string | null | undefined;
  maySeeAnswers: boolean;
}) {
  const noticeId = useId();
  return (
    <li className="question-step" aria-labelledby={`vraag-${q.number}`}>
      <div className="question-head">
        <h2 id={`vraag-${q.number}`}>Vraag {q.number}</h2>
        <span className="question-points">
          {plural(q.points, 'punt', 'punten')}
          {q.timeInMinutes ? ` · ${plural(q.timeInMinutes, 'minuut', 'minuten')}` : ''}
        </span>
      </div>
      <label className="select-question" title={maySelect ? undefined : (notice ?? undefined)}>
        <input type="checkbox" checked={checked} disabled={!maySelect} onChange={(e) => onToggle(e.target.checked)} aria-describedby={maySelect ? undefined : noticeId} />
        Selecteer vraag <span className="visually-hidden">{q.number}</span>
      </label>
      {!maySelect && notice && (
        <span id={noticeId} className="visually-hidden">
          {notice}
        </span>
      )}
      {q.dependencies.filter(bringsSomething).map((d) => (
        <div key={d.number} className="question-dependency">
          <p className="question-dependency-label">Uit vraag {d.number}:</p>
          <Markup text={d.introduction} />
          <Files files={notDrawnIn(d.attachments, [d.introduction])} />
          <Files files={d.appendixes} label="Uitwerkbijlage" />
        </div>
      ))}
      <Markup text={q.introduction} />
      <Files files={notDrawnIn(q.attachments, [q.introduction, q.text])} />
      <Markup text={q.text} className="question-text" />
      <Files files={q.appendixes} label="Uitwerkbijlage" />
      {maySeeAnswers && (
        <details className="question-details">
          <summary>Correctievoorschrift</summary>
          {q.answers.length === 0 ? (
            <p className="empty">Voor deze vraag is nog geen correctievoorschrift.</p>
          ) : (
            q.answers.map((a, i) => (
              <div key={i} className="answer">
                {q.answers.length > 1 && <h3>{a.name}</h3>}
                <ol className="answer-steps">
                  {a.sections.map((s) => (
                    <li key={s.position}>
                      <span className="answer-points">{plural(s.points, 'punt', 'punten')}</span>
                      <Markup text={s.correction} />
                      {s.text && (
                        <div className="answer-intermediate">
                          <span className="answer-label">Tussenantwoord:</span> <Markup text={s.text} />
                        </div>
                      )}
                    </li>
                  ))}
                </ol>
              </div>
            ))
          )}
        </details>
      )}
      <details className="question-details">
        <summary>Kenmerken vraag</summary>
        <Features question={q} />
      </details>
    </li>
  );
}

function Features({ question: q }: { question: Question }) {
  const methods = new Map<string, string[]>();
  for (const c of q.chapters) methods.set(c.methodology, [...(methods.get(c.methodology) ?? []), c.title ? `${c.name} ${c.title}` : c.name]);
  return (
    <dl className="question-features">
      <dt>Hoofdstukken</dt>
      <dd>
        {methods.size ? (
          <ul>
            {[...methods].map(([method, chapters]) => (
              <li key={method}>
                {method}: {chapters.join(', ')}
              </li>
            ))}
          </ul>
        ) : (
          'Er zijn nog geen hoofdstukken aan deze vraag gekoppeld.'
        )}
      </dd>
      <dt>Trefwoorden</dt>
      <dd>{q.keywords.length ? q.keywords.map((k) => k.name).join(', ') : 'Er zijn nog geen trefwoorden aan deze vraag gekoppeld.'}</dd>
      <dt>Vraagtype</dt>
      <dd>{q.questionType ?? 'Er is nog geen vraagtype aan deze vraag gekoppeld.'}</dd>
      <dt>Domeinen</dt>
      <dd>{q.domains.length ? q.domains.map((d) => (d.parent ? `${d.parent.name} – ${d.name}` : d.name)).join(', ') : 'Er zijn nog geen domeinen aan deze vraag gekoppeld.'}</dd>
    </dl>
  );
}

function SelectionPanel({ topic, selected, setSelected }: { topic: Topic; selected: string[]; setSelected: (ids: string[]) => void }) {
  const [select, inFlight] = useSelectQuestionsMutation();
  const [message, setMessage] = useState<string | null>(null);
  const toast = useToast();
  const navigate = useNavigate();
  const noticeId = useId();
  const numbers = topic.questions.filter((q) => selected.includes(q.id)).map((q) => q.number);
  // A refusal answers the selection it was sent: once the selection changes and holds a question, 'Selecteer één of
  // meerdere vragen…' (or any other refusal of the old selection) no longer applies.
  useEffect(() => {
    if (selected.length) setMessage(null);
  }, [selected]);
  const disabled = !topic.viewerMaySelect;
  const tooltip = disabled ? (topic.viewerSelectionNotice ?? undefined) : undefined;
  const describedBy = disabled && topic.viewerSelectionNotice ? noticeId : undefined;

  const submit = async () => {
    setMessage(null);
    // The server words every refusal ('Selecteer één of meerdere vragen…' when nothing is chosen, the licence, …).
    try {
      const result = await select(topic.id, selected);
      if (result.__typename === 'SelectQuestionsSuccess') toast(topic.inCart ? 'De selectie is bijgewerkt.' : 'Toegevoegd aan Huidige selectie.', 'success');
      else if (result.__typename === 'ValidationError') setMessage(result.fieldErrors?.[0]?.messages[0] ?? result.message ?? null);
      else if (result.__typename !== '%other') setMessage(result.message ?? null);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <aside className="selection-panel" aria-labelledby="selection-title">
      <h2 id="selection-title">Geselecteerde vragen</h2>
      <p aria-live="polite">{numbers.length ? `Vraag ${numbers.join(', ')}` : 'Nog geen vragen geselecteerd.'}</p>
      <p className="selection-links">
        <button type="button" className="btn btn-link" disabled={disabled} title={tooltip} aria-describedby={describedBy} onClick={() => setSelected([])}>
          Wis alle vragen
        </button>
        <button type="button" className="btn btn-link" disabled={disabled} title={tooltip} aria-describedby={describedBy} onClick={() => setSelected(topic.questions.map((q) => q.id))}>
          Selecteer alle vragen
        </button>
      </p>
      <span title={tooltip} className="selection-submit">
        <button type="button" className="btn btn-primary" disabled={disabled || inFlight} aria-describedby={describedBy} onClick={() => void submit()}>
          {inFlight && <span className="spinner" aria-hidden="true" />}
          {topic.inCart ? 'Werk bij' : 'Voeg toe'}
        </button>
      </span>
      {disabled && topic.viewerSelectionNotice && (
        <p id={noticeId} className="field-hint">
          {topic.viewerSelectionNotice}
        </p>
      )}
      {message && (
        <p className="field-error" role="alert">
          {message}
        </p>
      )}
      <p>
        <button type="button" className="btn btn-link" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(topic.stream ? `/courses/${topic.stream.urlId}/search/tags` : '/'))}>
          Ga terug
        </button>
      </p>
    </aside>
  );
}
